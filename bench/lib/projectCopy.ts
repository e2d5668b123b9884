import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const projectRoot = path.join(__dirname, "..", "..");
const PROJECT_FILES = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "site.config.ts",
  "package.json",
  "tsconfig.json",
  "src",
  "static",
];

/** A throwaway copy of the project (node_modules linked) whose builds never touch public/. */
export function makeProjectCopy(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of PROJECT_FILES) {
    fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

export function removeCopy(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
