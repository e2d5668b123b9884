import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { browserEntries, type PluginEntry } from "./browserEntries";
import { createBrowserResolver, type BrowserResolver } from "./browserResolver";
import { bundleImports, type BundleImports } from "./bundleImports";
import { exportsOf } from "./exportedNames";
import { importsOf } from "./importedNames";
import { parseModule } from "./syntax";

/**
 * Checks the stand-ins of the production browser bundle (src/node/gatsby/leanBrowserRuntime.ts)
 * against what the bundle's modules import from the modules they replace. webpack only warns
 * of an import of a name a module does not export (and not at all for a CommonJS `require`);
 * the browser then fails on `undefined`, in production only, as develop and the tests run the
 * real modules. Each name asked of a stand-in must be exported by the real module (else the
 * importers read here are wrong) and by the stand-in.
 */

export interface StandInCheck {
  problems: string[];
  bundle: BundleImports;
}

/**
 * The names a module exports, its `export *` followed (resolved as the bundle resolves them,
 * without stand-ins). A module whose exports only running it tells is loaded by Node.
 */
function exportedNames(
  file: string,
  resolver: BrowserResolver,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const ast = parseModule(file, fs.readFileSync(file, "utf8"));
  const { names, complete } = exportsOf(ast);
  const all = new Set(names);
  if (!complete) {
    for (const name of Object.keys(createRequire(file)(file) as object)) all.add(name);
  }
  for (const specifier of importsOf(ast).starReexports) {
    const { file: target } = resolver.resolve(file, { specifier, syntax: "esm" });
    if (target)
      for (const name of exportedNames(target, resolver, seen))
        if (name !== "default") all.add(name);
  }
  return all;
}

/**
 * A file as a problem names it: from the site's folder, an installed package's file from the
 * `node_modules` holding it (which may be a link to a folder elsewhere).
 */
function shownPath(siteDir: string, file: string): string {
  const relative = path.relative(siteDir, file);
  if (!relative.startsWith("..")) return relative;
  const installed = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  return installed >= 0 ? file.slice(installed + 1) : file;
}

export function checkStandInExports({
  siteDir,
  gatsbyDir,
  aliases,
  plugins,
}: {
  siteDir: string;
  gatsbyDir: string;
  /** The alias table, as leanBrowserRuntime gives it to webpack. */
  aliases: Record<string, string>;
  /** gatsby-config's plugins, each with the browser file it may have. */
  plugins: readonly PluginEntry[];
}): StandInCheck {
  const problems: string[] = [];
  const shown = (file: string) => shownPath(siteDir, file);
  const resolver = createBrowserResolver({ siteDir, gatsbyDir, standIns: aliases });
  // The modules as they are without the stand-ins.
  const installed = createBrowserResolver({ siteDir, gatsbyDir, standIns: {} });
  const siteRoot = path.join(siteDir, "package.json");

  const realExports = new Map<string, Set<string>>();
  const standInExports = new Map<string, Set<string>>();
  for (const [key, standIn] of Object.entries(aliases)) {
    const module = key.replace(/\$$/, "");
    const { file: real } = installed.resolve(siteRoot, { specifier: module, syntax: "esm" });
    if (!real) {
      problems.push(
        `The alias ${key} replaces a module the installed packages do not have (renamed, or removed?): ${module}`,
      );
      continue;
    }
    if (!fs.existsSync(standIn)) {
      problems.push(`The stand-in of ${key} does not exist: ${shown(standIn)}`);
      continue;
    }
    realExports.set(key, exportedNames(real, installed));
    standInExports.set(key, exportedNames(standIn, installed));
  }

  const entries = browserEntries({ siteDir, gatsbyDir, plugins });
  const bundle = bundleImports(resolver, {
    files: entries.files,
    requests: entries.pluginFiles.map((file) => ({
      importer: entries.pluginsRequirer,
      specifier: file,
      syntax: "commonjs" as const,
      line: 0,
    })),
  });

  const reported = new Set<string>();
  for (const { importer, line, name, standIn, through } of bundle.demands) {
    const real = realExports.get(standIn.key);
    const replacement = standInExports.get(standIn.key);
    if (!real || !replacement) continue;
    const asked = through
      ? `${shown(importer)}:${line} imports "${name}" from ${shown(through)}, which passes on ${standIn.module} with export *`
      : `${shown(importer)}:${line} imports "${name}" from ${standIn.module}`;
    let problem: string | undefined;
    if (!real.has(name)) {
      // Through `export *`, a name the real module lacks was not asked of it.
      if (!through)
        problem = `${asked}, which does not export it either: the importers read are wrong`;
    } else if (!replacement.has(name)) {
      problem = `${asked}; its stand-in ${shown(standIn.file)} does not export it`;
    }
    if (problem && !reported.has(problem)) {
      reported.add(problem);
      problems.push(problem);
    }
  }

  for (const key of Object.keys(aliases)) {
    if (realExports.has(key) && !bundle.standInRequests.has(key))
      problems.push(
        `The alias ${key} catches no request of the browser bundle: the runtime no longer loads the module it replaces (renamed?)`,
      );
  }

  // A stand-in carries only what the bundle asks of it: anything more is code to keep equal to
  // the real library for no reader.
  for (const [key, exported] of standInExports) {
    const asked = new Set(
      bundle.demands.filter((demand) => demand.standIn.key === key).map((demand) => demand.name),
    );
    for (const name of exported)
      if (!asked.has(name))
        problems.push(
          `The stand-in ${shown(aliases[key] ?? key)} exports "${name}", which no module of the browser bundle imports from ${key.replace(/\$$/, "")}: remove it`,
        );
  }
  return { problems, bundle };
}
