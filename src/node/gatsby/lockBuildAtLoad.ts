/**
 * The first import of gatsby-config.ts and gatsby-node.ts: a `gatsby build` takes the build
 * lock when Gatsby loads the project's code, or stops there while another build of the
 * checkout runs (src/node/output/buildLockAtLoad.ts).
 */
import { claimBuildLockAtLoad } from "../output/buildLockAtLoad";
import { outputFolders } from "./outputGuard";

claimBuildLockAtLoad({ lockFile: outputFolders.lockFile });
