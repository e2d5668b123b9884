import { builtinModules } from "node:module";

/**
 * Which npm packages a source file imports, so a test can check that package.json declares
 * every one (a package that resolves only because another one hoists it breaks on the next
 * upgrade of that other one).
 */

// A specifier holds no white space: what a pattern would catch across lines of other code (a
// test's `from ... ("` inside a string) is no import.
const SPECIFIER_PATTERNS = [
  // import x from "p"; import { x } from "p"; export { x } from "p"; import type ... from "p"
  /\b(?:import|export)\s[^;'"`]*?\bfrom\s*["']([^"'\s]+)["']/g,
  // import "p"; (side effects, e.g. CSS)
  /\bimport\s*["']([^"'\s]+)["']/g,
  // import("p"), require("p"), require.resolve("p"), jest.mock("p"), and a bare resolve("p")
  // (a `createRequire(...).resolve` kept in a variable); not path.resolve("dir").
  /(?<![\w.])(?:import|require|require\.resolve|jest\.mock|resolve)\(\s*["']([^"'\s]+)["']/g,
];

/** The source without comments, whose examples are no imports. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
}

/** Every module specifier the source imports, in order of appearance per pattern. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const code = withoutComments(source);
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      if (match[1]) found.push(match[1]);
    }
  }
  return found;
}

const builtins = new Set(builtinModules);

/**
 * The npm package a specifier names (`@scope/name` or `name`), or undefined for relative paths,
 * absolute paths, Node's built-in modules and webpack-style queries.
 */
export function packageOf(specifier: string): string | undefined {
  // A package name holds no colon: `node:fs`, and a bundler's virtual modules (`astro:content`).
  if (/^[./]/.test(specifier) || specifier.includes(":") || specifier.includes("!")) {
    return undefined;
  }
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  if (!name || builtins.has(name)) return undefined;
  return name;
}

/** The packages `source` imports. */
export function importedPackages(source: string): Set<string> {
  const packages = new Set<string>();
  for (const specifier of importSpecifiers(source)) {
    const name = packageOf(specifier);
    if (name) packages.add(name);
  }
  return packages;
}
