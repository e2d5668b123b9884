/**
 * Runs runBuildCommand as scripts/build.ts does, in the current folder, with fakeGatsby.cli.ts
 * in Gatsby's place (runBuildCommand.test.ts).
 */
import path from "node:path";
import { runBuildCommand } from "../../output/runBuildCommand";

void runBuildCommand(
  process.execPath,
  // The stand-in is TypeScript too: the same loader as this process.
  [...process.execArgv, path.join(__dirname, "fakeGatsby.cli.ts")],
  {
    publicDir: path.resolve("public"),
    snapshotDir: path.resolve(".tmp", "public-previous"),
    deployDir: path.resolve("deploy-output"),
    deploySnapshotDir: path.resolve(".tmp", "deploy-output-previous"),
    cacheDir: path.resolve(".cache"),
    lockFile: path.resolve(".tmp", "build.lock"),
  },
).then((code) => process.exit(code));
