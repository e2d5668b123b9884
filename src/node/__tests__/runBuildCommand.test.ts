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

it("refuses a second build of the checkout while the first runs, touching nothing of the first's", async () => {
  fs.mkdirSync(path.join(root, "public"));
  fs.writeFileSync(path.join(root, "public", "index.html"), "last good");
  const cli = path.join(__dirname, "helpers", "runBuildCommand.cli.ts");
  const first = (started = startTsx(cli, { cwd: root }));
  const workerPid = Number((await first.waitFor(/worker (\d+)/))[1]);
  worker = readProcessTable().find(({ pid }) => pid === workerPid);
  // The first build's copy of the last good public/, which the second must not put back.
  const snapshot = path.join(root, ".tmp", "public-previous");
  fs.mkdirSync(snapshot, { recursive: true });
  fs.writeFileSync(path.join(snapshot, "index.html"), "first build's copy");
  fs.writeFileSync(path.join(root, "public", "index.html"), "being written");

  const second = startTsx(cli, { cwd: root });
  try {
    // A second build let through never ends on its own: it fails here rather than hanging.
    const stillRunningAfter = new Promise((resolve) => setTimeout(resolve, 20_000, "running"));
    expect(await Promise.race([second.exited, stillRunningAfter])).toBe(1);
  } finally {
    second.killAll();
  }
  expect(second.output()).toContain(
    `another build is running in this checkout (process ${first.child.pid}, started `,
  );
  expect(second.output()).not.toContain("worker");
  expect(fs.readFileSync(path.join(root, "public", "index.html"), "utf8")).toBe("being written");
  expect(fs.existsSync(path.join(snapshot, "index.html"))).toBe(true);
  expect(stillRunning(worker ? [worker] : [], readProcessTable())).toHaveLength(1);

  process.kill(first.child.pid ?? 0, "SIGTERM");
  expect(await first.exited).toBe(143);
  // The lock goes with the build that held it: the next build may start.
  expect(fs.existsSync(path.join(root, ".tmp", "build.lock"))).toBe(false);
}, 60_000);
