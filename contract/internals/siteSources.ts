import fs from "node:fs";
import path from "node:path";

/**
 * The site's modules that production or the build loads: the browser and build code (src/),
 * Gatsby's entry files, the site's configuration, the scripts, and the stand-ins' checks
 * (contract/standIns reads Gatsby's `.cache`). Tests and their fixtures are left out: no build
 * loads them.
 */
const ROOTS = ["src", "scripts", "contract/standIns"];
const TOP_LEVEL = /^(gatsby-(browser|ssr|node|config)\.tsx?|site\.config\.ts)$/;
const SOURCE = /\.(c|m)?[jt]sx?$/;
const NOT_LOADED_DIRS = new Set(["node_modules", "__tests__", "__fixtures__", "__mocks__"]);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The files, from the project's root, `/`-separated and sorted. */
export function siteSources(root: string): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_LOADED_DIRS.has(entry.name)) visit(file);
      } else if (SOURCE.test(entry.name) && !TEST_FILE.test(entry.name)) files.push(file);
    }
  };
  for (const dir of ROOTS) visit(dir);
  for (const entry of fs.readdirSync(root)) if (TOP_LEVEL.test(entry)) files.push(entry);
  return files.sort();
}
