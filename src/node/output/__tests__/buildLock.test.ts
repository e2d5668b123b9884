import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { claimBuildLock, lineageOf, lockHeldMessage } from "../buildLock";
import type { ProcessEntry } from "../processTree";

let root: string;
let lockFile: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-build-lock-"));
  lockFile = path.join(root, ".tmp", "build.lock");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

// A shell (10) started npm run build (20), which started gatsby build (30); another terminal's
// shell (11) started a second build (40).
const shell = { pid: 10, ppid: 1, started: "100" };
const runner = { pid: 20, ppid: 10, started: "200" };
const gatsby = { pid: 30, ppid: 20, started: "300" };
const otherShell = { pid: 11, ppid: 1, started: "110" };
const second = { pid: 40, ppid: 11, started: "400" };
const table: ProcessEntry[] = [shell, runner, gatsby, otherShell, second];

const holder = () => JSON.parse(fs.readFileSync(lockFile, "utf8")) as unknown;
const now = new Date("2026-12-07T13:02:11.500Z");
const since = now.toISOString();

describe("lineageOf", () => {
  it("walks from the process up through those that started it", () => {
    expect(lineageOf(30, table)).toEqual([gatsby, runner, shell]);
  });
  it("ends on a loop in a table read while processes come and go", () => {
    const looped = [
      { pid: 5, ppid: 6, started: "1" },
      { pid: 6, ppid: 5, started: "2" },
    ];
    expect(lineageOf(5, looped).map(({ pid }) => pid)).toEqual([5, 6]);
  });
  it("is empty for a process the table does not hold", () => {
    expect(lineageOf(99, table)).toEqual([]);
  });
});

describe("claimBuildLock", () => {
  it("takes a free lock, naming the process by pid and start time, and release frees it", () => {
    const lock = claimBuildLock(lockFile, 20, table, now);
    expect("release" in lock).toBe(true);
    expect(holder()).toEqual({ pid: 20, started: "200", since });
    if ("release" in lock) lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("refuses a second build while the first runs, and leaves the first's lock as it was", () => {
    claimBuildLock(lockFile, 20, table, now);
    expect(claimBuildLock(lockFile, 40, table)).toEqual({
      heldBy: { pid: 20, ppid: 0, started: "200", since },
    });
    expect(holder()).toEqual({ pid: 20, started: "200", since });
  });

  it("lets the gatsby build that npm run build started go on under its runner's lock", () => {
    claimBuildLock(lockFile, 20, table, now);
    const lock = claimBuildLock(lockFile, 30, table);
    expect("release" in lock).toBe(true);
    // Releasing from the child leaves the runner's lock in place.
    if ("release" in lock) lock.release();
    expect(holder()).toEqual({ pid: 20, started: "200", since });
  });

  it("takes over the lock of a build that no longer runs", () => {
    fs.mkdirSync(path.dirname(lockFile), { recursive: true });
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 77, started: "7" }));
    expect("release" in claimBuildLock(lockFile, 40, table, now)).toBe(true);
    expect(holder()).toEqual({ pid: 40, started: "400", since });
  });

  it("takes over a lock whose pid now names another, later process", () => {
    fs.mkdirSync(path.dirname(lockFile), { recursive: true });
    // pid 11 ended and was given to the other terminal's shell, started later.
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 11, started: "5" }));
    expect("release" in claimBuildLock(lockFile, 40, table)).toBe(true);
  });

  it("takes over a lock file it cannot read", () => {
    fs.mkdirSync(path.dirname(lockFile), { recursive: true });
    fs.writeFileSync(lockFile, '{"pid": "20"');
    expect("release" in claimBuildLock(lockFile, 40, table)).toBe(true);
  });

  it("does not release a lock another build has taken over since", () => {
    const lock = claimBuildLock(lockFile, 20, table);
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 40, started: "400" }));
    if ("release" in lock) lock.release();
    expect(holder()).toEqual({ pid: 40, started: "400" });
  });

  it("takes nothing when the process table cannot be read", () => {
    expect("release" in claimBuildLock(lockFile, 20, [])).toBe(true);
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("names the running build, when it started and how to stop it", () => {
    expect(lockHeldMessage({ ...runner, since })).toBe(
      "another build is running in this checkout (process 20, started 2026-12-07 13:02:11 UTC): " +
        "public/ and .cache/ are its until it ends; wait for it, or stop it (kill 20), then build again",
    );
    // A lock written before the start time was recorded still names the process.
    expect(lockHeldMessage(runner)).toBe(
      "another build is running in this checkout (process 20): public/ and .cache/ are its " +
        "until it ends; wait for it, or stop it (kill 20), then build again",
    );
  });
});
