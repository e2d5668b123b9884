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
it("passes npm run check", () => {
  const root = path.join(projectRoot, ".tmp");
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, "corpus-"));
  try {
    generateCorpus(120, dir);
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
