import path from "node:path";
import { guardOutput } from "../output/atomicOutput";
import { projectRoot, publicRoot } from "./paths";

/**
 * onPreInit, the first hook of a build, before Gatsby deletes or rewrites anything in public/:
 * copies public/ aside and puts it back if the build fails (see src/node/output/atomicOutput).
 * Only in `gatsby build`, only in the main process (not in Gatsby's render workers).
 */
export function guardBuildOutput(): void {
  if (process.env.gatsby_executing_command !== "build" || process.env.GATSBY_WORKER_ID) return;
  const onExit = guardOutput({
    publicDir: publicRoot,
    snapshotDir: path.join(projectRoot, ".tmp", "public-previous"),
    cacheDir: path.join(projectRoot, ".cache"),
  });
  process.once("exit", onExit);
}
