import fs from "node:fs";
import path from "node:path";
import { gatsbysPackage } from "./gatsbysPackages";
import type { ModuleRequest } from "./importedNames";

/**
 * Resolves a module request as the production browser bundle's webpack does: the site's
 * stand-in aliases first, then Gatsby's own aliases, then webpack's resolution for the web
 * (package fields `browser`, `module`, `main`; Gatsby's extensions) with Gatsby's resolver,
 * enhanced-resolve.
 *
 * Gatsby's runtime is read where it is installed (node_modules/gatsby/cache-dir), while the
 * build compiles the copy it makes in .cache: an alias naming a file of .cache applies to the
 * file of cache-dir it is a copy of.
 */

export interface StandInRequest {
  /** The alias key, as the alias table spells it. */
  key: string;
  /** The module the key replaces, as webpack sees the request (a name or an absolute path). */
  module: string;
}

export interface Resolution {
  /** The file webpack would bundle; null when it resolves to nothing (or to an ignored module). */
  file: string | null;
  /** Set when an alias of the table sent the request to a stand-in. */
  standIn?: StandInRequest;
}

export interface BrowserResolver {
  resolve(importer: string, request: Pick<ModuleRequest, "specifier" | "syntax">): Resolution;
  /** Where webpack sees a file: Gatsby's runtime files as their copies in .cache. */
  asBuildSees(file: string): string;
  /** The installed file an absolute path in .cache is a copy of (other paths as they are). */
  installedFile(file: string): string;
}

interface EnhancedResolve {
  ResolverFactory: {
    createResolver(options: Record<string, unknown>): {
      resolveSync(context: object, directory: string, request: string): string | false;
    };
  };
  CachedInputFileSystem: new (fileSystem: typeof fs, duration: number) => unknown;
}

// Gatsby's extensions (`program.extensions`, with gatsby-plugin-typescript's).
const EXTENSIONS = [".mjs", ".js", ".jsx", ".wasm", ".json", ".tsx", ".ts"];
// webpack's conditions for the web in production, for `import` and for `require`.
const CONDITIONS = {
  esm: ["import", "module", "webpack", "production", "browser"],
  commonjs: ["require", "module", "webpack", "production", "browser"],
};

const isRelative = (specifier: string) => /^\.\.?(\/|$)/.test(specifier);

/**
 * The alias key that catches a request, as webpack's AliasPlugin matches it: a key ending in `$`
 * only the module itself, any other key the module and the files under it. `request` is the
 * specifier, or for a relative one the absolute path it names (no extension added).
 */
function aliasFor(
  request: string,
  aliases: Record<string, string>,
): { key: string; target: string } | undefined {
  for (const [key, target] of Object.entries(aliases)) {
    const exact = key.endsWith("$");
    const name = exact ? key.slice(0, -1) : key;
    if (request === name) return { key, target };
    if (!exact && request.startsWith(`${name}/`))
      return { key, target: path.join(target, request.slice(name.length + 1)) };
  }
  return undefined;
}

export function createBrowserResolver({
  siteDir,
  gatsbyDir,
  standIns,
}: {
  siteDir: string;
  gatsbyDir: string;
  standIns: Record<string, string>;
}): BrowserResolver {
  const cacheDir = path.join(siteDir, ".cache");
  const installedCacheDir = path.join(fs.realpathSync(gatsbyDir), "cache-dir");
  const { ResolverFactory, CachedInputFileSystem } =
    gatsbysPackage<EnhancedResolve>("enhanced-resolve");
  const fileSystem = new CachedInputFileSystem(fs, 4000);

  const inside = (dir: string, file: string) => file.startsWith(`${dir}${path.sep}`);
  const asBuildSees = (file: string) =>
    inside(installedCacheDir, file)
      ? path.join(cacheDir, path.relative(installedCacheDir, file))
      : file;
  const installedFile = (file: string) =>
    inside(cacheDir, file) ? path.join(installedCacheDir, path.relative(cacheDir, file)) : file;

  // Gatsby's own aliases (utils/webpack.config.js, getResolve): `gatsby` is its browser entry.
  const gatsbyAliases = { gatsby$: path.join(installedCacheDir, "gatsby-browser-entry.js") };
  const resolvers = Object.fromEntries(
    (["esm", "commonjs"] as const).map((syntax) => [
      syntax,
      ResolverFactory.createResolver({
        fileSystem,
        useSyncFileSystemCalls: true,
        extensions: EXTENSIONS,
        mainFields: ["browser", "module", "main"],
        aliasFields: ["browser"],
        conditionNames: CONDITIONS[syntax],
        alias: gatsbyAliases,
        symlinks: true,
      }),
    ]),
  ) as Record<ModuleRequest["syntax"], ReturnType<typeof ResolverFactory.createResolver>>;

  return {
    asBuildSees,
    installedFile,
    resolve(importer, { specifier, syntax }) {
      const seenAt = asBuildSees(importer);
      const request = isRelative(specifier)
        ? path.join(path.dirname(seenAt), specifier)
        : specifier;
      const alias = aliasFor(request, standIns);
      if (alias) {
        return { file: alias.target, standIn: { key: alias.key, module: request } };
      }
      try {
        // A relative request from the real file; a package from where the build sees the importer.
        const from = isRelative(specifier) ? path.dirname(importer) : path.dirname(seenAt);
        const file = resolvers[syntax].resolveSync({}, from, installedFile(request));
        return { file: file === false ? null : installedFile(file) };
      } catch {
        return { file: null };
      }
    },
  };
}
