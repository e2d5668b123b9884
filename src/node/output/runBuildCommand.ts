import { spawn } from "node:child_process";
import { once } from "node:events";
import { restoreLeftover, type OutputFolders } from "./atomicOutput";
import { claimBuildLock, lockHeldMessage } from "./buildLock";
import { stopChildOnSignals } from "./stopChildOnSignals";
import { STOP_SIGNALS, exitCodeOfSignal } from "./stopSignals";

/**
 * `npm run build` (scripts/build.ts): runs the build command (`gatsby build`) with public/
 * kept whole, and resolves to the code to exit with.
 *
 * Refused, touching nothing, while another build of the checkout runs (buildLock). Before the
 * command starts, puts back the public/ a killed build left half written, with
 * removing .cache/ (inside Gatsby it would be too late: see atomicOutput). A stop signal is
 * passed on to the command (stopChildOnSignals), which puts public/ back itself; once it has
 * exited, this ends what it left running, then puts public/ back if it exited without doing so.
 * Stopped, the code is 128 + the signal's number (130 for SIGINT, 143 for SIGTERM), whatever
 * the command exited with.
 */
export async function runBuildCommand(
  command: string,
  args: readonly string[],
  folders: OutputFolders,
): Promise<number> {
  const lock = claimBuildLock(folders.lockFile);
  if ("heldBy" in lock) {
    console.error(`The build did not start: ${lockHeldMessage(lock.heldBy)}.`);
    return 1;
  }
  try {
    return await buildHoldingLock(command, args, folders);
  } finally {
    lock.release();
  }
}

async function buildHoldingLock(
  command: string,
  args: readonly string[],
  folders: OutputFolders,
): Promise<number> {
  if (restoreLeftover(folders)) {
    console.log(
      "The previous build was interrupted: public/ is back as the last good build left it, " +
        ".cache/ is removed, and this build is a full one.",
    );
  }
  const child = spawn(command, args, { stdio: "inherit" });
  const stop = stopChildOnSignals(child);
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  // Before public/ is put back: a process left running could still write into it.
  await stop.endLeftovers();
  if (code !== 0 && restoreLeftover(folders)) {
    console.error(`The build ended by ${signal ?? `exit code ${code}`}: public/ is put back.`);
  }
  if (stop.signal) {
    console.error(`The build was stopped by ${stop.signal}: public/ is as it was before it.`);
    return STOP_SIGNALS[stop.signal];
  }
  return code ?? (signal ? exitCodeOfSignal(signal) : 1);
}
