import path from "node:path";
import { importedPackages, importSpecifiers } from "./importedPackages";

/** How Node, tsx and TypeScript complete a relative specifier written without its extension. */
const COMPLETIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs"];
const INDEX_FILES = ["index.ts", "index.tsx", "index.js"];

/** The file of `sources` a relative specifier of `from` names, if it is one of them. */
function resolveRelative(
  from: string,
  specifier: string,
  sources: ReadonlyMap<string, string>,
): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [
    ...COMPLETIONS.map((ending) => target + ending),
    // TypeScript's ES-module style: "./x.js" names x.ts.
    target.replace(/\.js$/, ".ts"),
    ...INDEX_FILES.map((name) => path.join(target, name)),
  ];
  return candidates.find((candidate) => sources.has(candidate));
}

/**
 * The files of `sources` (absolute path to text) that load one of `packages` when they run or
 * are type-checked: those that import one, and every file that imports one of those through a
 * relative path, however many files lie between. A test or a type check that includes none of
 * them runs without the packages installed.
 */
export function filesLoading(
  packages: ReadonlySet<string>,
  sources: ReadonlyMap<string, string>,
): string[] {
  const importers = new Map<string, Set<string>>();
  const loading = new Set<string>();
  for (const [file, text] of sources) {
    if ([...importedPackages(text)].some((name) => packages.has(name))) loading.add(file);
    for (const specifier of importSpecifiers(text)) {
      if (!specifier.startsWith(".")) continue;
      const imported = resolveRelative(file, specifier, sources);
      if (!imported) continue;
      const set = importers.get(imported) ?? new Set<string>();
      set.add(file);
      importers.set(imported, set);
    }
  }
  const queue = [...loading];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!loading.has(importer)) {
        loading.add(importer);
        queue.push(importer);
      }
    }
  }
  return [...loading].sort();
}
