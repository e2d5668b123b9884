import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BuildLock } from "../buildLock";
import { claimBuildLockAtLoad, takeOverBuildLock } from "../buildLockAtLoad";

/**
 * The lock `gatsby build` takes when Gatsby loads gatsby-config.ts and gatsby-node.ts: once per
 * process, only in the build's own process, a refusal that names the holder and exits 1, and a
 * release that waits for the output guard when the guard has taken the lock over.
 */
let root: string;
let lockFile: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-lock-at-load-"));
  lockFile = path.join(root, ".tmp", "build.lock");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const build = { gatsby_executing_command: "build" };

/** A claim at load with stand-ins for the process: what it logged, exited with, ran at exit. */
function loadOnce(env: NodeJS.ProcessEnv, claim: (file: string) => BuildLock, holder: object) {
  const logged: string[] = [];
  const exits: number[] = [];
  const atExit: (() => void)[] = [];
  claimBuildLockAtLoad({
    lockFile,
    env,
    claim,
    holder,
    log: (message) => logged.push(message),
    exit: (code) => exits.push(code),
    onExit: (listener) => atExit.push(listener),
  });
  return { logged, exits, runExit: () => atExit.forEach((listener) => listener()), atExit };
}

function countingClaim() {
  const calls: string[] = [];
  const released: string[] = [];
  const claim = (file: string): BuildLock => {
    calls.push(file);
    return { release: () => released.push(file) };
  };
  return { claim, calls, released };
}

describe("claimBuildLockAtLoad", () => {
  it("takes the lock once per process, however many compiled files load it", () => {
    const { claim, calls } = countingClaim();
    const holder = {};
    loadOnce(build, claim, holder);
    loadOnce(build, claim, holder);
    expect(calls).toEqual([lockFile]);
  });

  it("takes nothing outside gatsby build's own process: develop, its workers, a test", () => {
    const { claim, calls } = countingClaim();
    loadOnce({ gatsby_executing_command: "develop" }, claim, {});
    loadOnce({ ...build, GATSBY_WORKER_ID: "1" }, claim, {});
    loadOnce({}, claim, {});
    expect(calls).toEqual([]);
  });

  it("stops a second build with exit code 1, naming the build that holds the lock", () => {
    const held: BuildLock = {
      heldBy: { pid: 4242, ppid: 0, started: "1", since: "2026-12-07T13:02:11.000Z" },
    };
    const { logged, exits, atExit } = loadOnce(build, () => held, {});
    expect(logged).toEqual([
      "The build did not start: another build is running in this checkout (process 4242, started 2026-12-07 13:02:11 UTC): public/ and .cache/ are its until it ends; wait for it, or stop it (kill 4242), then build again.",
    ]);
    expect(exits).toEqual([1]);
    expect(atExit).toEqual([]);
  });

  it("releases the lock when the process exits, unless the output guard took it over", () => {
    const alone = countingClaim();
    loadOnce(build, alone.claim, {}).runExit();
    expect(alone.released).toEqual([lockFile]);

    const guarded = countingClaim();
    const holder = {};
    const { runExit } = loadOnce(build, guarded.claim, holder);
    const lock = takeOverBuildLock(lockFile, holder);
    runExit();
    // The guard releases it, after putting public/ back.
    expect(guarded.released).toEqual([]);
    if ("release" in lock) lock.release();
    expect(guarded.released).toEqual([lockFile]);
  });

  it("lets the output guard claim the lock itself when nothing took it at load", () => {
    const lock = takeOverBuildLock(lockFile, {});
    expect("release" in lock).toBe(true);
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    if ("release" in lock) lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
