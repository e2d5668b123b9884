import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSync } from "esbuild";
import { bytesBySource, partOf, scriptParts, UNMAPPED } from "../lib/scriptParts";
import { REQUEST_KINDS, type FirstLoad } from "../lib/measureBytes";

/**
 * The attribution is checked against a real bundler's output: esbuild minifies three modules of
 * known sizes into one file with a source map, and each module must get about its own bytes.
 */
function bundle(dir: string) {
  fs.writeFileSync(path.join(dir, "big.ts"), `export const big = "${"a".repeat(3000)}";\n`);
  fs.writeFileSync(path.join(dir, "small.ts"), `export const small = "${"b".repeat(400)}";\n`);
  fs.writeFileSync(
    path.join(dir, "entry.ts"),
    `import { big } from "./big";\nimport { small } from "./small";\n(globalThis as Record<string, unknown>).x = big + small;\n`,
  );
  const result = buildSync({
    entryPoints: [path.join(dir, "entry.ts")],
    bundle: true,
    minify: true,
    sourcemap: "external",
    outfile: path.join(dir, "out", "app-1.js"),
    write: true,
    logLevel: "silent",
  });
  expect(result.errors).toEqual([]);
  return {
    code: fs.readFileSync(path.join(dir, "out", "app-1.js"), "utf8"),
    map: JSON.parse(fs.readFileSync(path.join(dir, "out", "app-1.js.map"), "utf8")),
  };
}

describe("bytesBySource", () => {
  it("gives each bundled module about its own bytes, and all the bytes to someone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "script-parts-"));
    try {
      const { code, map } = bundle(dir);
      const bySource = await bytesBySource(code, map);
      const of = (name: string) =>
        [...bySource].filter(([source]) => source.endsWith(name)).reduce((s, [, n]) => s + n, 0);
      expect(of("big.ts")).toBeGreaterThanOrEqual(3000);
      expect(of("big.ts")).toBeLessThan(3100);
      expect(of("small.ts")).toBeGreaterThanOrEqual(400);
      expect(of("small.ts")).toBeLessThan(500);
      const sum = [...bySource.values()].reduce((s, n) => s + n, 0);
      expect(sum).toBe(Buffer.byteLength(code));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("scriptParts", () => {
  it("divides each script's transferred bytes among its parts, and keeps a script without a map whole", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "script-parts-"));
    try {
      const { code } = bundle(dir);
      const publicDir = path.join(dir, "out");
      const mapsDir = path.join(dir, "maps");
      fs.mkdirSync(mapsDir);
      fs.renameSync(path.join(publicDir, "app-1.js.map"), path.join(mapsDir, "app-1.js.map"));
      const zero = { raw: 0, gzip: 0 };
      const load: FirstLoad = {
        url: "/",
        total: zero,
        byKind: Object.fromEntries(
          REQUEST_KINDS.map((kind) => [kind, zero]),
        ) as FirstLoad["byKind"],
        files: [
          { path: "/app-1.js", kind: "js", raw: Buffer.byteLength(code), gzip: 1000, gzip9: 0 },
          { path: "/other-2.js", kind: "js", raw: 50, gzip: 40, gzip9: 0 },
          { path: "/", kind: "html", raw: 10, gzip: 10, gzip9: 0 },
        ],
        requests: 3,
        fileSum: zero,
      };
      const parts = await scriptParts(load, publicDir, mapsDir);
      const total = parts.reduce((sum, part) => sum + part.gzip, 0);
      expect(total).toBeCloseTo(1040, 6);
      expect(parts.find((part) => part.part === "other-2.js (no source map)")?.gzip).toBe(40);
      const big = parts.find((part) => part.part.endsWith("big.ts"));
      expect(big?.gzip).toBeGreaterThan(700);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("partOf", () => {
  it.each([
    ["webpack://site/./node_modules/preact/dist/preact.module.js", "preact"],
    ["webpack://site/./node_modules/@babel/runtime/helpers/x.js", "@babel/runtime"],
    ["webpack://site/./node_modules/a/node_modules/@s/b/i.js", "@s/b"],
    ["webpack://site/./.cache/loader.js", "gatsby (.cache runtime)"],
    ["webpack://site/webpack/runtime/jsonp chunk loading", "webpack runtime"],
    ["webpack://site/./src/theme/Navbar/Dropdown/index.tsx", "src/theme/Navbar"],
    ["webpack://site/./src/lib/storage.ts", "src/lib"],
    ["webpack://site/./site.config.ts", "site.config.ts"],
    [UNMAPPED, UNMAPPED],
  ])("%s is in %s", (source, part) => {
    expect(partOf(source)).toBe(part);
  });
});
