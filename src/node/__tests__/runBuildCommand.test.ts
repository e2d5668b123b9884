/**
 * runBuildCommand (npm run build) with real processes: a stand-in for Gatsby that starts a
 * process which outlives it, stopped by SIGTERM sent to the runner only, as npm or a CI runner
 * sends it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stillRunning } from "../output/endProcesses";
import { readProcessTable, type ProcessEntry } from "../output/processTree";
import { startTsx, type TsxProcess } from "./helpers/tsxProcess";

let root: string;
let worker: ProcessEntry | undefined;
let started: TsxProcess | undefined;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-run-build-"));
});
afterEach(() => {
  started?.killAll();
  // The worker outlives its parent when the test fails.
  for (const { pid } of stillRunning(worker ? [worker] : [], readProcessTable())) {
    process.kill(pid, "SIGKILL");
  }
  fs.rmSync(root, { recursive: true, force: true });
});

it("passes SIGTERM on to the build command, waits for it, ends what it left running and exits with 143", async () => {
  fs.mkdirSync(path.join(root, "public"));
  fs.writeFileSync(path.join(root, "public", "index.html"), "last good");
  const runner = (started = startTsx(path.join(__dirname, "helpers", "runBuildCommand.cli.ts"), {
    cwd: root,
  }));
  const workerPid = Number((await runner.waitFor(/worker (\d+)/))[1]);
  worker = readProcessTable().find(({ pid }) => pid === workerPid);
  expect(worker).toBeDefined();

  process.kill(runner.child.pid ?? 0, "SIGTERM");
  // 143 whatever the command exited with (7 here): a CI runner reads the stop in it.
  expect(await runner.exited).toBe(143);
  expect(runner.output()).toContain("the build command got SIGTERM");
  expect(stillRunning(worker ? [worker] : [], readProcessTable())).toEqual([]);
  expect(fs.readFileSync(path.join(root, "public", "index.html"), "utf8")).toBe("last good");
}, 60_000);
