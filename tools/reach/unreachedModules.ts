import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { compilerOptionsOf, moduleEdges } from "./moduleEdges";

/** A module of `src/` that no production entry loads, and so is tooling in the product's folder. */
export interface UnreachedModule {
  file: string;
}

/** Test code, which production entries never load and which this check does not judge. */
const TEST_CODE = /(^|\/)(__tests__|__fixtures__|__mocks__)\/|\.test\.tsx?$|\.d\.ts$/;

/**
 * The TypeScript modules of `src/` (tests aside) that no entry reaches through its imports, as
 * TypeScript resolves them with the project's own compiler options (paths, extensions,
 * `import()` and `require()` included). Entries are what runs the site: the files Gatsby, npm
 * and webpack load by name rather than by import; `entries` names them, relative to `root`.
 */
export function unreachedModules(root: string, entries: readonly string[]): UnreachedModule[] {
  const options = compilerOptionsOf(root);
  const reached = new Set<string>();
  const queue = entries.map((entry) => path.resolve(root, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (!fs.existsSync(file) || reached.has(fs.realpathSync(file))) continue;
    reached.add(fs.realpathSync(file));
    for (const { resolved, isPackage } of moduleEdges(file, options)) {
      if (!isPackage && /\.[cm]?tsx?$/.test(resolved)) queue.push(resolved);
    }
  }
  return ts.sys
    .readDirectory(path.join(root, "src"), [".ts", ".tsx"])
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .filter((file) => !TEST_CODE.test(file) && !reached.has(fs.realpathSync(path.join(root, file))))
    .sort()
    .map((file) => ({ file }));
}
