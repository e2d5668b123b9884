import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { guardOutput } from "../output/atomicOutput";
import { lockHeldMessage } from "../output/buildLock";
import { takeOverBuildLock } from "../output/buildLockAtLoad";
import { endProcessesStartedBy } from "../output/endProcesses";
import { STOP_SIGNALS } from "../output/stopSignals";
import { deployOutputRoot, projectRoot, publicRoot } from "./paths";

/**
 * Where the build keeps public/ and the deploy folder aside, and Gatsby's cache: one place for
 * the hook and npm run build.
 */
export const outputFolders = {
  publicDir: publicRoot,
  snapshotDir: path.join(projectRoot, ".tmp", "public-previous"),
  deployDir: deployOutputRoot,
  deploySnapshotDir: path.join(projectRoot, ".tmp", "deploy-output-previous"),
  cacheDir: path.join(projectRoot, ".cache"),
  lockFile: path.join(projectRoot, ".tmp", "build.lock"),
};

/**
 * onPreInit, the first hook of a build, before Gatsby deletes or rewrites anything in public/:
 * copies public/ aside and puts it back if the build fails or is stopped by Ctrl-C, SIGTERM or
 * SIGHUP (see src/node/output/atomicOutput). Only in `gatsby build`, only in the main process
 * (not in Gatsby's render workers).
 */
export function guardBuildOutput({ reporter }: Pick<ParentSpanPluginArgs, "reporter">): void {
  if (process.env.gatsby_executing_command !== "build" || process.env.GATSBY_WORKER_ID) return;
  // Before anything is copied or put back: public/ and .cache/ may be another build's. The
  // lock was taken when Gatsby loaded gatsby-config.ts (src/node/gatsby/lockBuildAtLoad.ts);
  // from here the guard releases it, once public/ is put back.
  const lock = takeOverBuildLock(outputFolders.lockFile);
  if ("heldBy" in lock) {
    reporter.panic(lockHeldMessage(lock.heldBy));
    return;
  }
  const { onExit, interrupted } = guardOutput(outputFolders);
  process.once("exit", (exitCode) => {
    // Gatsby exits without waiting for its render workers, and one busy with a page would
    // write it into the public/ just put back: they are ended first.
    if (exitCode !== 0) endProcessesStartedBy(process.pid);
    onExit(exitCode);
    lock.release();
  });
  if (interrupted) {
    reporter.panic(interrupted);
    return;
  }
  for (const [signal, code] of Object.entries(STOP_SIGNALS)) {
    // Node's default for these signals ends the process without its "exit" event.
    process.once(signal, () => process.exit(code));
  }
}
