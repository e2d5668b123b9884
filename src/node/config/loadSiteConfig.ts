import Module from "node:module";
import path from "node:path";
import { buildSync } from "esbuild";

/**
 * Reads `site.config.ts` from disk, as it is now. Gatsby compiles gatsby-node once at start-up,
 * with the configuration inside; `gatsby develop` reads it again through this function on every
 * content run, so a writer's change to the navbar, footer or announcement reaches the running
 * server without a restart. esbuild bundles the file (it imports package.json) into CommonJS.
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
  const code = outputFiles[0]?.text ?? "";
  const loaded = new Module(configPath);
  loaded.filename = configPath;
  loaded.paths = (
    Module as unknown as { _nodeModulePaths: (dir: string) => string[] }
  )._nodeModulePaths(path.dirname(configPath));
  (loaded as unknown as { _compile: (code: string, file: string) => void })._compile(
    code,
    configPath,
  );
  const exported = loaded.exports as { default?: unknown };
  return exported.default ?? exported;
}
