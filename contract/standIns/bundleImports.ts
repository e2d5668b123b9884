import fs from "node:fs";
import type { BrowserResolver, Resolution, StandInRequest } from "./browserResolver";
import { exportsOf } from "./exportedNames";
import {
  importsOf,
  requestsOf,
  type ImportedName,
  type ModuleRequest,
  type ModuleRequests,
} from "./importedNames";
import { parseModule, type AstNode } from "./syntax";

/**
 * The modules the production browser bundle can contain, found as webpack finds them: from the
 * entries, through every module each one loads, resolved with the stand-in aliases (a module an
 * alias replaces is not in the bundle; its stand-in is). Every branch counts, including those
 * the build drops as dead code: the walk may find more importers than the bundle holds, never
 * fewer. What each module asks of a stand-in is recorded as a demand.
 */

interface ModuleInfo extends ModuleRequests {
  /** Where each of its specifiers resolves. */
  resolved: Map<string, Resolution>;
}

interface Demand {
  /** The module asking, as installed, and where in it. */
  importer: string;
  line: number;
  name: string;
  standIn: StandInRequest & { file: string };
  /** The module the importer named, when the name reaches the stand-in by its `export *`. */
  through?: string;
}

export interface BundleImports {
  modules: Map<string, ModuleInfo>;
  demands: Demand[];
  /** Every request an alias sent to a stand-in, by alias key: the importers. */
  standInRequests: Map<string, Set<string>>;
}

const SOURCE = /\.(c|m)?[jt]sx?$/;

// What was read of each file, while it is unchanged: a test walks the bundle more than once.
type Reading = (ast: AstNode) => unknown;
const readings = new Map<string, { stamp: string; results: Map<Reading, unknown> }>();

/** `reading` of the file's syntax tree, parsed once per change of the file. */
function read<T>(file: string, reading: (ast: AstNode) => T): T {
  const { mtimeMs, size } = fs.statSync(file);
  const stamp = `${mtimeMs} ${size}`;
  let known = readings.get(file);
  if (known?.stamp !== stamp) readings.set(file, (known = { stamp, results: new Map() }));
  if (!known.results.has(reading))
    known.results.set(reading, reading(parseModule(file, fs.readFileSync(file, "utf8"))));
  return known.results.get(reading) as T;
}

export function bundleImports(
  resolver: BrowserResolver,
  entries: {
    files: readonly string[];
    requests: ReadonlyArray<{ importer: string } & ModuleRequest>;
  },
): BundleImports {
  const modules = new Map<string, ModuleInfo>();
  const standInRequests = new Map<string, Set<string>>();
  const queue: string[] = [];
  const reach = (importer: string, resolution: Resolution) => {
    if (resolution.standIn) {
      const importers = standInRequests.get(resolution.standIn.key) ?? new Set<string>();
      standInRequests.set(resolution.standIn.key, importers.add(importer));
    }
    if (resolution.file && SOURCE.test(resolution.file) && !modules.has(resolution.file))
      queue.push(resolution.file);
  };

  queue.push(...entries.files);
  for (const { importer, ...request } of entries.requests)
    reach(importer, resolver.resolve(importer, request));
  // The modules, with what each loads: a quick read of every file of the bundle.
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (modules.has(file)) continue;
    const info: ModuleInfo = { ...read(file, requestsOf), resolved: new Map() };
    modules.set(file, info);
    for (const request of info.requests) {
      if (info.resolved.has(request.specifier)) continue;
      const resolution = resolver.resolve(file, request);
      info.resolved.set(request.specifier, resolution);
      reach(file, resolution);
    }
  }
  return { modules, demands: demandsOn(modules), standInRequests };
}

/** The modules from which a stand-in's exports are passed on by `export *`, directly or not. */
function passingOnStandIns(modules: Map<string, ModuleInfo>): Set<string> {
  const passing = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, info] of modules) {
      if (passing.has(file)) continue;
      const passes = info.starReexports.some((specifier) => {
        const target = info.resolved.get(specifier);
        return target?.standIn !== undefined || passing.has(target?.file ?? "");
      });
      if (passes) {
        passing.add(file);
        grew = true;
      }
    }
  }
  return passing;
}

/**
 * What each module asks of the stand-ins: its names imported from one, and the names it imports
 * from a module that passes a stand-in's exports on with `export *` and gives them no other way.
 * Only modules that load a stand-in, or such a module, are read for their names.
 */
function demandsOn(modules: Map<string, ModuleInfo>): Demand[] {
  const passing = passingOnStandIns(modules);

  /** Whether a module gives the name, itself or by `export *` of modules other than stand-ins. */
  const gives = (file: string, name: string, seen: Set<string>): boolean => {
    const info = modules.get(file);
    if (!info || seen.has(file)) return false;
    seen.add(file);
    const exports = read(file, exportsOf);
    if (exports.names.has(name) || !exports.complete) return true;
    return info.starReexports.some((specifier) => {
      const target = info.resolved.get(specifier);
      return !target?.standIn && !!target?.file && gives(target.file, name, seen);
    });
  };

  const demands: Demand[] = [];
  const ask = (
    origin: Omit<ImportedName, "specifier"> & { importer: string },
    resolution: Resolution | undefined,
    through: string | undefined,
    seen: Set<string>,
  ) => {
    if (!resolution?.file) return;
    if (resolution.standIn) {
      const standIn = { ...resolution.standIn, file: resolution.file };
      demands.push({ ...origin, standIn, ...(through ? { through } : {}) });
      return;
    }
    const target = modules.get(resolution.file);
    // `export *` never passes a default on.
    if (!target || !passing.has(resolution.file) || origin.name === "default") return;
    if (seen.has(resolution.file) || gives(resolution.file, origin.name, new Set())) return;
    seen.add(resolution.file);
    for (const specifier of target.starReexports)
      ask(origin, target.resolved.get(specifier), through ?? resolution.file, seen);
  };

  for (const [importer, info] of modules) {
    const asksStandIn = [...info.resolved.values()].some(
      ({ standIn, file }) => standIn !== undefined || passing.has(file ?? ""),
    );
    if (!asksStandIn) continue;
    for (const { specifier, name, line } of read(importer, importsOf).names)
      ask({ importer, line, name }, info.resolved.get(specifier), undefined, new Set());
  }
  return demands;
}
