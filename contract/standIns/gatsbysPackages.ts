import { createRequire } from "node:module";
import path from "node:path";

/**
 * Loads a package Gatsby itself depends on (its parser, its resolver), from Gatsby's own folder:
 * the checks then read code as Gatsby's build does, the site declares no second copy, and npm's
 * hoisting does not decide which copy loads. Typed by the caller, with the few members it uses.
 */
export function gatsbysPackage<T>(name: string): T {
  const siteRequire = createRequire(path.join(process.cwd(), "package.json"));
  return createRequire(siteRequire.resolve("gatsby/package.json"))(name) as T;
}
