/**
 * `npm run build`: the production build, with public/ kept whole whatever happens to it
 * (src/node/output/runBuildCommand.ts).
 *
 * A build killed outright (SIGKILL, a power cut) leaves public/ half written and its copy of
 * the last good public/ in .tmp/public-previous: that copy is put back before Gatsby starts.
 * SIGINT, SIGTERM and SIGHUP sent to this process are passed on to Gatsby, which ends its
 * workers and puts public/ back (src/node/gatsby/outputGuard.ts); this waits for it and exits
 * with 130, 143 or 129. npm passes SIGINT and SIGTERM on to its script's process only: the
 * npm script runs this with `exec`, so that it is that process, not a shell that would die
 * without passing the signal on. `node --import tsx` rather than the tsx command, whose own
 * process passes signals on to a second one and kills it when it does not answer in 30 ms.
 *
 *   npm run build
 *   node --import tsx scripts/build.ts --prefix-paths
 */
import path from "node:path";
import { outputFolders } from "../src/node/gatsby/outputGuard";
import { runBuildCommand } from "../src/node/output/runBuildCommand";

void runBuildCommand(
  path.join(process.cwd(), "node_modules", ".bin", "gatsby"),
  ["build", ...process.argv.slice(2)],
  outputFolders,
).then((code) => process.exit(code));
