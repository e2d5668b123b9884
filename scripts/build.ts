/**
 * `npm run build`: the production build, with public/ kept whole whatever happens to it.
 *
 * A build killed outright (SIGKILL, a power cut) leaves public/ half written and its copy of
 * the last good public/ in .tmp/public-previous. That copy is put back here, before Gatsby
 * starts, together with removing .cache/: inside Gatsby's hooks it would be too late, since
 * Gatsby already runs from .cache/ (src/node/output/atomicOutput.ts). Ctrl-C, SIGTERM and
 * SIGHUP reach Gatsby, which puts public/ back itself (src/node/gatsby/outputGuard.ts); if
 * Gatsby dies without doing so, this puts it back when it ends.
 *
 *   npm run build
 *   npx tsx scripts/build.ts --prefix-paths
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { outputFolders } from "../src/node/gatsby/outputGuard";
import { restoreLeftover } from "../src/node/output/atomicOutput";

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

if (restoreLeftover(outputFolders)) {
  console.log(
    "The previous build was interrupted: public/ is back as the last good build left it, " +
      ".cache/ is removed, and this build is a full one.",
  );
}

const gatsby = spawn(
  path.join(process.cwd(), "node_modules", ".bin", "gatsby"),
  ["build", ...process.argv.slice(2)],
  { stdio: "inherit" },
);
for (const signal of STOP_SIGNALS) {
  process.on(signal, () => {
    gatsby.kill(signal);
  });
}
gatsby.on("exit", (code, signal) => {
  if (code !== 0 && restoreLeftover(outputFolders)) {
    console.error(`The build ended by ${signal ?? `exit code ${code}`}: public/ is put back.`);
  }
  process.exit(code ?? 1);
});
