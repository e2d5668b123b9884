import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The aliases a specifier of the project may be: package.json `imports` (`#name`, which Node,
 * webpack and TypeScript resolve) and tsconfig.json's `paths` and `baseUrl` (which TypeScript
 * resolves). The layer rule (lint/layerImportsRule.mjs) judges an alias by the files it names,
 * read here from those two files as they are: a table written into the rule would fall behind
 * them, and an alias it did not list would go through as a package.
 */

/** The nearest file called `name` in `folder` or above it, or undefined. */
function nearest(folder, name) {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Reads a file once per change: the rule runs once per linted file. */
const cache = new Map();
function cached(file, read) {
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  const value = read(file);
  cache.set(file, { mtimeMs, value });
  return value;
}

/** A key of `imports` or `paths` matched: exact first, then the pattern with the longest prefix. */
function matchKey(keys, specifier) {
  if (keys.includes(specifier)) return { key: specifier, star: undefined };
  const patterns = keys
    .filter((key) => {
      const star = key.indexOf("*");
      if (star === -1 || key.indexOf("*", star + 1) !== -1) return false;
      const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
      return (
        specifier.length >= key.length - 1 &&
        specifier.startsWith(prefix) &&
        specifier.endsWith(suffix)
      );
    })
    .sort((a, b) => b.indexOf("*") - a.indexOf("*"));
  const key = patterns[0];
  if (key === undefined) return undefined;
  const star = key.indexOf("*");
  return { key, star: specifier.slice(star, specifier.length - (key.length - star - 1)) };
}

/**
 * Every string an `imports` target can be: a path, a package, in each condition (`node`,
 * `browser`, `import`, `require`, `types`, …) and each fallback of a list. Which condition a
 * tool picks depends on the tool, so each is judged.
 */
function targetStrings(target) {
  if (typeof target === "string") return [target];
  if (Array.isArray(target)) return target.flatMap(targetStrings);
  if (target && typeof target === "object") return Object.values(target).flatMap(targetStrings);
  return [];
}

/**
 * What package.json's `imports` maps `specifier` (`#…`) to, for the file in `folder`: paths made
 * absolute, package names as they are. Undefined when it is no alias; `invalid` names a `#`
 * specifier that no key of the nearest package.json maps, or a target outside its package.
 */
function packageImport(specifier, folder) {
  if (!specifier.startsWith("#")) return undefined;
  const packageJson = nearest(folder, "package.json");
  const imports = packageJson
    ? cached(packageJson, (file) => JSON.parse(fs.readFileSync(file, "utf8")).imports ?? {})
    : {};
  const where = packageJson ?? "no package.json";
  const match = matchKey(Object.keys(imports), specifier);
  if (!match) return { source: where, targets: [], invalid: "no key of its imports maps it" };
  const targets = targetStrings(imports[match.key]).map((target) =>
    match.star === undefined ? target : target.replaceAll("*", match.star),
  );
  const outside = targets.find((target) => /^(\.\.?\/\.\.|\/|[a-z]+:)/i.test(target));
  if (outside)
    return { source: where, targets: [], invalid: `"${outside}" is outside the package` };
  return {
    source: where,
    targets: targets.map((target) =>
      target.startsWith("./") ? path.resolve(path.dirname(packageJson), target) : target,
    ),
  };
}

/** tsconfig.json's `paths` and `baseUrl`, `extends` followed, as TypeScript reads them. */
function readCompilerPaths(configFile) {
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  // Only the options are wanted: listing the project's files would read every folder.
  const host = { ...ts.sys, readDirectory: () => [] };
  const { options } = ts.parseJsonConfigFileContent(config, host, path.dirname(configFile));
  return {
    paths: options.paths ?? {},
    base: options.pathsBasePath ?? options.baseUrl,
    baseUrl: options.baseUrl,
  };
}

/**
 * The files TypeScript would try for `specifier` through tsconfig's `paths` (in its order) and
 * then `baseUrl`, as absolute paths, or undefined when neither applies.
 */
function compilerPath(specifier, folder) {
  if (/^[./]/.test(specifier)) return undefined;
  const tsconfig = nearest(folder, "tsconfig.json");
  if (!tsconfig) return undefined;
  const { paths, base, baseUrl } = cached(tsconfig, readCompilerPaths);
  const match = matchKey(Object.keys(paths), specifier);
  const targets = [];
  if (match && base) {
    for (const target of paths[match.key]) {
      const named = match.star === undefined ? target : target.replaceAll("*", match.star);
      targets.push(path.resolve(base, named));
    }
  }
  // With a baseUrl, TypeScript reads every bare name as a path from it too.
  if (baseUrl) targets.push(path.resolve(baseUrl, specifier));
  return targets.length > 0 ? { source: tsconfig, targets } : undefined;
}

/**
 * What `specifier`, written in a file of `folder`, is an alias of: `{ source, targets }` (the
 * file that maps it and what it maps it to: absolute paths, or package names from `imports`),
 * with `invalid` saying why it maps to nothing; undefined when it is no alias.
 */
export function aliasOf(specifier, folder) {
  return packageImport(specifier, folder) ?? compilerPath(specifier, folder);
}
