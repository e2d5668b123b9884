/**
 * Where the benchmark's own tools are installed. Lighthouse and the search engines the site is
 * compared with (bench/package.json) serve the benchmark only, so they are not the root's
 * devDependencies: an install for the build or the tests leaves them out. `npm run bench` and
 * `npm run bench:engines` install them into bench/node_modules first (`npm run bench:install`).
 */
import fs from "node:fs";
import path from "node:path";

const BENCH_DIR = path.join(__dirname, "..");
const PROJECT_ROOT = path.join(BENCH_DIR, "..");

/** What to run when a tool of bench/package.json is missing. */
const INSTALL_HINT = "npm run bench:install (npm install --prefix bench)";

/** The path of a command that bench/package.json installs, in bench/node_modules/.bin. */
export function benchCommand(name: string, benchDir = BENCH_DIR): string {
  const command = path.join(benchDir, "node_modules", ".bin", name);
  if (!fs.existsSync(command)) {
    throw new Error(
      `${command} is missing: the benchmark's own tools (bench/package.json) are not ` +
        `installed; run ${INSTALL_HINT}`,
    );
  }
  return command;
}

/**
 * The version of a package as the benchmark's code loads it: from bench/node_modules when
 * bench/package.json installs it there, otherwise from the project's node_modules (Node looks
 * in the same order from a file of bench/).
 */
export function loadedVersion(name: string, dirs = [BENCH_DIR, PROJECT_ROOT]): string {
  for (const dir of dirs) {
    const file = path.join(dir, "node_modules", name, "package.json");
    if (fs.existsSync(file))
      return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
  }
  throw new Error(
    `${name} is installed neither in ${dirs.map((dir) => path.join(dir, "node_modules")).join(" nor ")}: ` +
      `run ${INSTALL_HINT}`,
  );
}
