import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteRuntimeAliases } from "./leanBrowserRuntime";

/**
 * webpack only warns when a module imports a name another module does not export, and the
 * bundle then reads `undefined`. For the stand-ins of the production browser bundle
 * (leanBrowserRuntime.ts), develop and the tests run the real modules, so such an import breaks
 * production alone, with a TypeError in the reader's browser. This plugin makes webpack's
 * warning an error, and the build fail, when the module that lacks the name is a stand-in, or
 * passes one's exports on (`export … from`, as Gatsby's `gatsby` entry does for gatsby-link and
 * gatsby-script). Other missing exports stay warnings: the site does not own them. A CommonJS
 * `require(m).x` gets no warning from webpack at all: contract/standIns checks those (the stand-in tests).
 */

interface Module {
  resource?: string;
  dependencies: Dependency[];
  blocks: Array<{ dependencies: Dependency[]; blocks: unknown[] }>;
}
interface Dependency {
  loc?: unknown;
  type: string;
}
interface WebpackError extends Error {
  module?: Module | null;
  loc?: unknown;
  error?: Error;
}
interface Compilation {
  warnings: WebpackError[];
  errors: WebpackError[];
  moduleGraph: {
    getModule(dependency: Dependency): Module | null;
    getOutgoingConnections(
      module: Module,
    ): Iterable<{ module: Module | null; dependency?: Dependency | null }>;
  };
  hooks: { seal: { tap(name: string, hook: () => void): void } };
}
interface Compiler {
  webpack: { WebpackError: new (message: string) => WebpackError };
  hooks: { thisCompilation: { tap(name: string, hook: (compilation: Compilation) => void): void } };
}

const NAME = "StrictStandInExports";

const shown = (file: string) => path.relative(process.cwd(), file);

/** The importing module and the line and column of the import a warning is about. */
function whereIn({ module, loc }: WebpackError): string {
  const start = (loc as { start?: { line?: number; column?: number } } | undefined)?.start;
  const position = start?.line === undefined ? "" : `:${start.line}:${start.column ?? 0}`;
  return `${shown(module?.resource ?? "a module")}${position}`;
}

/** The dependencies of a module and of its blocks (`import()`), at every depth. */
function dependenciesOf(module: Pick<Module, "dependencies" | "blocks">): Dependency[] {
  return [
    ...module.dependencies,
    ...module.blocks.flatMap((block) => dependenciesOf(block as Module)),
  ];
}

export class StrictStandInExports {
  private readonly standIns: Set<string>;

  /** `standIns`: the files standing in for modules of the bundle. */
  constructor(standIns: Iterable<string>) {
    this.standIns = new Set(standIns);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Once webpack has reported its warnings for the modules, before it builds the chunks.
      compilation.hooks.seal.tap(NAME, () => {
        const kept: WebpackError[] = [];
        for (const warning of compilation.warnings) {
          const standIn = this.missingFromStandIn(compilation, warning);
          if (!standIn) {
            kept.push(warning);
            continue;
          }
          // The importer is named here too: Gatsby's report names no file when CI is set.
          const error = new compiler.webpack.WebpackError(
            `${whereIn(warning)} imports a name that ${shown(standIn)}, the production ` +
              `bundle's stand-in for the module (src/node/gatsby/leanBrowserRuntime.ts), does ` +
              `not export: ${warning.message}`,
          );
          error.module = warning.module;
          error.loc = warning.loc;
          compilation.errors.push(error);
        }
        compilation.warnings.splice(0, compilation.warnings.length, ...kept);
      });
    });
  }

  /** The stand-in a missing-export warning is about, if it is about one. */
  private missingFromStandIn(compilation: Compilation, warning: WebpackError): string | undefined {
    if (warning.error?.name !== "HarmonyLinkingError" || !warning.module) return undefined;
    const { moduleGraph } = compilation;
    const isStandIn = (module: Module | null) => this.standIns.has(module?.resource ?? "");
    for (const dependency of dependenciesOf(warning.module)) {
      if (dependency.loc !== warning.loc) continue;
      const exporter = moduleGraph.getModule(dependency);
      if (!exporter) continue;
      if (isStandIn(exporter)) return exporter.resource;
      for (const { module, dependency: reexport } of moduleGraph.getOutgoingConnections(exporter)) {
        if (reexport?.type === "harmony export imported specifier" && isStandIn(module))
          return module?.resource;
      }
    }
    return undefined;
  }
}

/** The production browser bundle only, where the stand-ins are. */
export const strictStandInExports: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  // webpack names a module by its real path.
  const standIns = Object.values(siteRuntimeAliases()).map((file) =>
    fs.existsSync(file) ? fs.realpathSync(file) : file,
  );
  actions.setWebpackConfig({ plugins: [new StrictStandInExports(standIns)] });
};
