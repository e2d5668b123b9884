import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** The parts of webpack's compiler these plugins use (webpack is Gatsby's, not a dependency). */
interface Compiler {
  hooks: {
    normalModuleFactory: {
      tap(name: string, hook: (factory: ModuleFactory) => void): void;
    };
    thisCompilation?: {
      tap(name: string, hook: (compilation: Compilation) => void): void;
    };
  };
}
interface Compilation {
  hash?: string;
  fullHash?: string;
  hooks: {
    afterProcessAssets: {
      tap(
        name: string,
        hook: (assets: Record<string, { source(): string | Buffer }>) => void,
      ): void;
    };
  };
}
interface ModuleFactory {
  hooks: {
    afterResolve: {
      tap(name: string, hook: (data: { createData: Record<string, unknown> }) => void): void;
    };
  };
}

/**
 * The same sources give the same bundles wherever the project sits. Webpack names each module
 * by its path from the project, and the module ids, chunk ids and content hashes (and through
 * them the script hashes of the Content-Security-Policy) come from those names. Webpack resolves
 * symbolic links, and Gatsby and Babel name packages by their real paths (aliases and runtime
 * helpers found with `require.resolve`), so a `node_modules` reached through a link (a checkout
 * sharing another's install, a CI cache) gave names such as
 * `../../work/site/node_modules/react/index.js` that change with the folder the project is
 * built in. This plugin names each module under the real path of `node_modules` (or of the
 * project) by the path it is reached by from the project instead.
 */
export class LinkedPathNames {
  constructor(private readonly renames: readonly (readonly [real: string, linked: string])[]) {}

  /** The renames for a project: its `node_modules` and itself, where a link leads elsewhere. */
  static forProject(directory: string): LinkedPathNames {
    const renames: [string, string][] = [];
    for (const linked of [path.join(directory, "node_modules"), directory]) {
      try {
        const real = fs.realpathSync(linked);
        if (real !== linked) renames.push([real + path.sep, linked + path.sep]);
      } catch {
        // No node_modules: nothing is reached through it.
      }
    }
    return new LinkedPathNames(renames);
  }

  /** `text` with every real path spelt as it is reached from the project. */
  rename(text: string): string {
    let renamed = text;
    for (const [real, linked] of this.renames) renamed = renamed.split(real).join(linked);
    return renamed;
  }

  apply(compiler: Compiler): void {
    if (this.renames.length === 0) return;
    compiler.hooks.normalModuleFactory.tap("LinkedPathNames", (factory) => {
      factory.hooks.afterResolve.tap("LinkedPathNames", (data) => {
        const created = data.createData;
        for (const key of ["request", "userRequest", "resource", "context"]) {
          const value = created[key];
          if (typeof value === "string") created[key] = this.rename(value);
        }
      });
    });
  }
}

/**
 * The compilation hash Gatsby writes into every page (`window.___webpackCompilationHash`, an
 * inline script the Content-Security-Policy hashes) and into `app-data.json`, so that an open
 * tab reloads once the site's scripts change. Webpack's own hash also covers each module's source
 * before bundling, where Babel writes the absolute path of its runtime helpers: it changed with the
 * folder while the bundles did not. It becomes a hash of the bundles themselves, names and bytes:
 * it changes exactly when a reader's scripts do.
 */
export class OutputCompilationHash {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation?.tap("OutputCompilationHash", (compilation) => {
      compilation.hooks.afterProcessAssets.tap("OutputCompilationHash", (assets) => {
        const hash = crypto.createHash("sha256");
        for (const name of Object.keys(assets).sort()) {
          hash.update(`${name}\0`);
          hash.update(assets[name]?.source() ?? "");
          hash.update("\0");
        }
        const digest = hash.digest("hex");
        compilation.fullHash = digest;
        compilation.hash = digest.slice(0, 20);
      });
    });
  }
}

/**
 * Production builds only: `gatsby develop`'s hot reloading names its update files by webpack's
 * own compilation hash, so a hash of the emitted bundles there leaves an open page without the
 * edits to code and to `site.config.ts`.
 */
const PRODUCTION_STAGES = new Set(["build-javascript", "build-html"]);

export const deterministicBuild: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  store,
  stage,
}) => {
  if (!PRODUCTION_STAGES.has(stage)) return;
  const { program } = store.getState() as { program: { directory: string } };
  actions.setWebpackConfig({
    plugins: [LinkedPathNames.forProject(program.directory), new OutputCompilationHash()],
  });
};
