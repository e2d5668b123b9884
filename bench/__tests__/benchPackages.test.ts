import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchCommand, loadedVersion } from "../lib/benchPackages";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-packages-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes node_modules/<name>/package.json under `folder` of the temporary project. */
function install(folder: string, name: string, version: string): void {
  const packageDir = path.join(dir, folder, "node_modules", name);
  fs.mkdirSync(packageDir, { recursive: true });
  fs.writeFileSync(path.join(packageDir, "package.json"), JSON.stringify({ name, version }));
}

describe("benchCommand", () => {
  it("names bench/node_modules/.bin's command when it is installed", () => {
    fs.mkdirSync(path.join(dir, "bench", "node_modules", ".bin"), { recursive: true });
    fs.writeFileSync(path.join(dir, "bench", "node_modules", ".bin", "lighthouse"), "");
    expect(benchCommand("lighthouse", path.join(dir, "bench"))).toBe(
      path.join(dir, "bench", "node_modules", ".bin", "lighthouse"),
    );
  });

  it("says how to install the benchmark's tools when the command is missing", () => {
    expect(() => benchCommand("lighthouse", path.join(dir, "bench"))).toThrow(
      `${path.join(dir, "bench", "node_modules", ".bin", "lighthouse")} is missing: the ` +
        "benchmark's own tools (bench/package.json) are not installed; run npm run bench:install",
    );
  });
});

describe("loadedVersion", () => {
  const dirs = () => [path.join(dir, "bench"), dir];

  it("reads bench/node_modules first, as Node resolves from a file of bench/", () => {
    install("bench", "@orama/orama", "3.1.18");
    install(".", "@orama/orama", "2.0.0");
    install(".", "minisearch", "7.2.0");
    expect(loadedVersion("@orama/orama", dirs())).toBe("3.1.18");
    expect(loadedVersion("minisearch", dirs())).toBe("7.2.0");
  });

  it("names both folders and the install when neither holds the package", () => {
    expect(() => loadedVersion("lunr", dirs())).toThrow(
      `lunr is installed neither in ${path.join(dir, "bench", "node_modules")} nor ` +
        `${path.join(dir, "node_modules")}: run npm run bench:install`,
    );
  });
});
