/**
 * Stands in for Gatsby's main process in the current folder (outputGuard.test.ts): guards
 * public/ as the onPreInit hook does, then starts a render worker that writes a page into
 * public/ every few milliseconds, as one would while it renders, and never stops by itself.
 */
import { spawn } from "node:child_process";
import type { Reporter } from "gatsby";
import { guardBuildOutput } from "../../gatsby/outputGuard";

const reporter = {
  panic: (message: string) => {
    throw new Error(message);
  },
} as unknown as Reporter;
guardBuildOutput({ reporter });

const WORKER = `
const fs = require("node:fs");
let page = 0;
setInterval(() => {
  try {
    fs.mkdirSync("public", { recursive: true });
    fs.writeFileSync("public/late-" + page++ + ".html", "written after the stop");
  } catch {}
}, 2);
`;
const worker = spawn(process.execPath, ["-e", WORKER], { stdio: "ignore" });
console.log(`worker ${worker.pid}`);
setInterval(() => {}, 1000);
