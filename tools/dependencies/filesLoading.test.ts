import path from "node:path";
import { filesLoading } from "./filesLoading";

const root = path.join(path.sep, "project");

/** Sources keyed by absolute path, from paths relative to the project. */
const project = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([file, text]) => [path.join(root, file), text]));

const relative = (files: string[]) => files.map((file) => path.relative(root, file));

// The package names are built, so that the dependency scan does not read them as imports.
const quoted = (name: string) => JSON.stringify(name);
const FLEX = quoted(["flex", "search"].join(""));
const ORAMA = quoted(["@orama", "orama"].join("/"));

describe("filesLoading", () => {
  it("finds the importers of a package, and their importers through relative paths", () => {
    const sources = project({
      "bench/engines/flex.ts": `import { Document } from ${FLEX};`,
      "bench/engines/compare.ts": 'import { flex } from "./flex";',
      "bench/run.ts": 'import { compare } from "./engines/compare";',
      "bench/engines/records.ts": "export const records = [];",
      "built/index.cli.ts": 'import { records } from "../bench/engines/records";',
    });
    expect(relative(filesLoading(new Set(["flexsearch"]), sources))).toEqual([
      "bench/engines/compare.ts",
      "bench/engines/flex.ts",
      "bench/run.ts",
    ]);
  });

  it("follows every import shape: import(), require(), re-exports, index files, .js for .ts", () => {
    const sources = project({
      "a/orama.ts": `export const load = () => import(${ORAMA});`,
      "a/index.ts": 'export * from "./orama";',
      "b/folder.ts": 'import "../a";',
      "b/required.cjs": 'module.exports = require("../b/folder");',
      "c/esm.ts": 'import { x } from "../b/folder.js";',
      "c/typeOnly.ts": 'import type { Thing } from "./esm";',
    });
    expect(relative(filesLoading(new Set(["@orama/orama"]), sources))).toEqual([
      "a/index.ts",
      "a/orama.ts",
      "b/folder.ts",
      "b/required.cjs",
      "c/esm.ts",
      "c/typeOnly.ts",
    ]);
  });

  it("does not take a package's mention, a longer name or a like-named file for an import", () => {
    const sources = project({
      "a/comment.ts": `// import { Document } from ${FLEX};\nexport const a = 1;`,
      "a/longer.ts": `import x from ${quoted(["flex", "search-extra"].join(""))};`,
      "a/flex.ts": `import { Document } from ${FLEX};`,
      "a/flexible.ts": "export const b = 2;",
      "a/user.ts": 'import { b } from "./flexible";',
      "a/deep.ts": `import y from ${quoted(["flex", "search/dist/module/index.js"].join(""))};`,
    });
    expect(relative(filesLoading(new Set(["flexsearch"]), sources))).toEqual([
      "a/deep.ts",
      "a/flex.ts",
    ]);
  });

  it("ends on import cycles and finds nothing when no file loads the packages", () => {
    const cycle = project({
      "x/one.ts": `import "./two";\nimport { Document } from ${FLEX};`,
      "x/two.ts": 'import "./one";',
      "x/three.ts": 'import "./two";',
    });
    expect(relative(filesLoading(new Set(["flexsearch"]), cycle))).toEqual([
      "x/one.ts",
      "x/three.ts",
      "x/two.ts",
    ]);
    expect(filesLoading(new Set(["lunr"]), cycle)).toEqual([]);
    expect(filesLoading(new Set(), cycle)).toEqual([]);
  });
});
