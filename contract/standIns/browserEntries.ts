import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Where the production browser bundle starts: Gatsby's entries, the page components and the
 * plugins' browser files (the site is a plugin of its own, with its gatsby-browser.tsx).
 */

export type PluginEntry = string | { resolve: string };

export interface BrowserEntries {
  /** Gatsby's entries of the bundle, and the site's browser code (the page components in it). */
  files: string[];
  /**
   * Every plugin's browser file, required by absolute path from the file Gatsby writes for them
   * (.cache/api-runner-browser-plugins.js, `pluginsRequirer`).
   */
  pluginsRequirer: string;
  pluginFiles: string[];
}

const SOURCE = /\.(c|m)?[jt]sx?$/;
// Gatsby finds a plugin's browser file under these extensions (`resolveModule`).
const BROWSER_FILE_EXTENSIONS = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"];
// Not bundled: the build side, tests and what they load.
const NOT_BROWSER_DIRS = new Set(["node_modules", "__tests__", "__fixtures__", "__mocks__"]);

function browserFileOf(pluginDir: string): string | undefined {
  return BROWSER_FILE_EXTENSIONS.map((extension) =>
    path.join(pluginDir, `gatsby-browser${extension}`),
  ).find((file) => fs.existsSync(file));
}

/** The site's own browser code: src/ but its build side (src/node) and its tests. */
function siteBrowserSources(siteDir: string): string[] {
  const srcDir = path.join(siteDir, "src");
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_BROWSER_DIRS.has(entry.name) && file !== path.join(srcDir, "node")) visit(file);
      } else if (SOURCE.test(entry.name) && !/\.(test|d)\.[jt]sx?$/.test(entry.name)) {
        files.push(file);
      }
    }
  };
  visit(srcDir);
  return files.sort();
}

/** A plugin's folder: as given, a local plugin's in plugins/, else its package's. */
function pluginDir(siteDir: string, name: string): string {
  if (path.isAbsolute(name)) return name;
  const local = path.join(siteDir, "plugins", name);
  if (fs.existsSync(local)) return fs.realpathSync(local);
  const siteRequire = createRequire(path.join(siteDir, "package.json"));
  return path.dirname(siteRequire.resolve(`${name}/package.json`));
}

export function browserEntries({
  siteDir,
  gatsbyDir,
  plugins,
}: {
  siteDir: string;
  gatsbyDir: string;
  plugins: readonly PluginEntry[];
}): BrowserEntries {
  const cacheDir = path.join(gatsbyDir, "cache-dir");
  const internalPluginsDir = path.join(gatsbyDir, "dist", "internal-plugins");
  const pluginDirs = [
    ...plugins.map((plugin) =>
      pluginDir(siteDir, typeof plugin === "string" ? plugin : plugin.resolve),
    ),
    siteDir,
    ...fs.readdirSync(internalPluginsDir).map((name) => path.join(internalPluginsDir, name)),
  ];
  return {
    // The entries of Gatsby's `build-javascript` stage (utils/webpack.config.js, getEntry).
    files: [
      path.join(cacheDir, "production-app.js"),
      path.join(cacheDir, "polyfill-entry.js"),
      ...siteBrowserSources(siteDir),
    ],
    pluginsRequirer: path.join(siteDir, ".cache", "api-runner-browser-plugins.js"),
    pluginFiles: pluginDirs.flatMap((dir) => browserFileOf(dir) ?? []),
  };
}
