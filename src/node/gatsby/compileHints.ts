import type { GatsbyNode } from "gatsby";
import { leverOn } from "./levers";

/**
 * V8's explicit compile hint (Chromium 136 and later): every function of a script that starts
 * with this comment is compiled while the script streams in, on a background thread. Without
 * it V8 compiles each function on the main thread the first time it runs, which on a cold load
 * was a third to a half of the app chunk's evaluation and of the first hydration's task
 * (`V8.CompileCode` in Chromium's trace). Other engines read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The chunks whose functions a first load runs nearly all of: React (Preact here) and Gatsby's
 * runtime with the layout (`framework`, `app`), and the page templates (`component---…`), one
 * of which renders the page. Parts loaded on demand (the search modal, the content-problems
 * panel) run a few of their functions when opened, so they keep V8's lazy compiling.
 */
export function runsOnFirstLoad(chunkName: string | null | undefined): boolean {
  if (!chunkName) return false;
  return chunkName === "app" || chunkName === "framework" || chunkName.startsWith("component---");
}

/**
 * Below this size (minified) a script compiles in about a millisecond, less than the hint costs
 * in bytes (20 to 35 gzip): webpack's runtime, the home and search pages' templates.
 */
export const MIN_HINTED_BYTES = 16 * 1024;

/** The parts of webpack's compiler the plugin uses (webpack is Gatsby's, not a dependency). */
interface Source {
  source(): string | Buffer;
  size(): number;
}
interface Compilation {
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>;
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, hook: () => void): void };
  };
  getAsset(file: string): { source: Source } | undefined;
  updateAsset(file: string, update: (source: Source) => Source): void;
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
    sources: { ConcatSource: new (...parts: Array<string | Source>) => Source };
  };
  hooks: { thisCompilation: { tap(name: string, hook: (compilation: Compilation) => void): void } };
}

const NAME = "CompileHints";

/**
 * Puts the hint at the top of the first load's larger scripts: after minifying (which drops comments),
 * before webpack's real content hashes, so a script's name still changes with its bytes.
 */
export class CompileHints {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsOnFirstLoad(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              const size = compilation.getAsset(file)?.source.size() ?? 0;
              if (size < MIN_HINTED_BYTES) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}

/** The production browser bundle only: develop's scripts are rebuilt on every edit. */
export const compileHints: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" || !leverOn("compile-hints")) return;
  actions.setWebpackConfig({ plugins: [new CompileHints()] });
};
