/**
 * guardBuildOutput (the onPreInit hook) with real processes: Gatsby's main process, stopped by
 * SIGTERM while a render worker still writes pages into public/.
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
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-guard-"));
});
afterEach(() => {
  started?.killAll();
  // The worker outlives its parent when the test fails.
  for (const { pid } of stillRunning(worker ? [worker] : [], readProcessTable())) {
    process.kill(pid, "SIGKILL");
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every file under public/ with its text. */
function publicFiles(): Record<string, string> {
  const dir = path.join(root, "public");
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file, "utf8");
  }
  return files;
}

it("ends the render workers before it puts public/ back, so no page lands in it afterwards", async () => {
  fs.mkdirSync(path.join(root, "public", "docs"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", "index.html"), "last good");
  fs.writeFileSync(path.join(root, "public", "docs", "index.html"), "last good docs");
  const gatsby = (started = startTsx(path.join(__dirname, "helpers", "guardedBuild.cli.ts"), {
    cwd: root,
    env: { gatsby_executing_command: "build" },
  }));
  const workerPid = Number((await gatsby.waitFor(/worker (\d+)/))[1]);
  worker = readProcessTable().find(({ pid }) => pid === workerPid);
  expect(worker).toBeDefined();
  // The worker is writing.
  while (!fs.existsSync(path.join(root, "public", "late-3.html"))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  process.kill(gatsby.child.pid ?? 0, "SIGTERM");
  expect(await gatsby.exited).toBe(143);
  // Time for a worker left running to write into the public/ put back.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(publicFiles()).toEqual({
    "index.html": "last good",
    [path.join("docs", "index.html")]: "last good docs",
  });
  expect(stillRunning(worker ? [worker] : [], readProcessTable())).toEqual([]);
  expect(fs.existsSync(path.join(root, ".tmp", "public-previous"))).toBe(false);
}, 60_000);
