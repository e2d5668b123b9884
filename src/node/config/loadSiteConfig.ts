import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { buildSync } from "esbuild";

/** The names a CommonJS module's code is given, in the order `runAsModule` passes them. */
const MODULE_PARAMETERS = ["exports", "require", "module", "__filename", "__dirname"];

/** Runs CommonJS `code` as the module at `file`, with only Node's public APIs. */
function runAsModule(code: string, file: string): unknown {
  const run = vm.compileFunction(code, MODULE_PARAMETERS, { filename: file });
  const module = { exports: {} as unknown };
  // The configuration's own require, handed to its code: site.config.ts is held by the layer
  // rule itself, and esbuild leaves only its packages as require calls.
  // eslint-disable-next-line layers/imports -- the one loader handed on, to site.config.ts's code
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

/**
 * Reads `site.config.ts` from disk, as it is now. Gatsby compiles gatsby-node once at start-up,
 * with the configuration inside; `gatsby develop` reads it again through this function on every
 * content run, so a writer's change to the navbar, footer or announcement reaches the running
 * server without a restart. esbuild (a dependency, so production installs have it too) bundles
 * the file and what it imports from the project (package.json) into CommonJS; packages stay
 * `require` calls, resolved from the configuration's folder. Nothing is cached: each call
 * compiles the file as it is.
 */
export function loadSiteConfig(configPath: string): unknown {
  const { outputFiles } = buildSync({
    entryPoints: [configPath],
    bundle: true,
    write: false,
    platform: "node",
    format: "cjs",
    packages: "external",
    logLevel: "silent",
  });
  const exported = runAsModule(outputFiles[0]?.text ?? "", path.resolve(configPath)) as {
    default?: unknown;
  };
  return exported.default ?? exported;
}
