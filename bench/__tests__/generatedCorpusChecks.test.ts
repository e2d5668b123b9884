import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { generateCorpus } from "../generateCorpus";

const projectRoot = path.join(__dirname, "..", "..");

/**
 * The generated corpus the build and search benchmarks (and the develop stress test) build must
 * pass the build's content checks, the invention check among them, or the benchmark measures a
 * failed build: its code declares what it calls (a Kotlin signature of the method its Java tab
 * calls too).
 */
/**
 * Enough pages for every shape the generator writes: the docs home, the 12 pages the site
 * configuration and the home page link to, and 27 generated pages, one of each of the 27 word
 * rotations (bench/generateCorpus.ts words()) across all 8 areas; more pages repeat them.
 */
const PAGES = 40;

it("passes npm run check", () => {
  const root = path.join(projectRoot, ".tmp");
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, "corpus-"));
  try {
    generateCorpus(PAGES, dir);
    const generated = fs
      .readdirSync(path.join(dir, "docs"), { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)page\d+\.mdx$/.test(file));
    expect(generated.length).toBeGreaterThanOrEqual(27);
    const result = spawnSync(
      path.join(projectRoot, "node_modules", ".bin", "tsx"),
      [path.join(projectRoot, "scripts", "check-content.ts")],
      { cwd: projectRoot, encoding: "utf8", env: { ...process.env, WEMAP_CONTENT_DIR: dir } },
    );
    expect(
      result.stdout
        .split("\n")
        .filter((line) => line.startsWith(".tmp/"))
        .slice(0, 3),
    ).toEqual([]);
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
