/**
 * Stands in for `gatsby build` (runBuildCommand.test.ts): starts a process that outlives it,
 * as a Gatsby that dies before its exit handlers run leaves its workers, and on SIGTERM exits
 * with 7 without ending it.
 */
import { spawn } from "node:child_process";

const worker = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
console.log(`worker ${worker.pid}`);
process.on("SIGTERM", () => {
  console.log("the build command got SIGTERM");
  process.exit(7);
});
setInterval(() => {}, 1000);
