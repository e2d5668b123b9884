import { runsOnFirstLoad } from "../../src/node/gatsby/compileHints";
import type { GatsbyInstall } from "./install";
import { expectShape, type Touchpoint } from "./touchpoint";
import { gatsbyWebpackConfig } from "./webpackConfig";

/**
 * Touchpoints of the levers on Gatsby's runtime (src/node/gatsby/levers.ts) that are not stand-ins:
 * the compile hints find the first load's chunks by the names Gatsby gives them.
 */

/** The first load's chunk names: `app`, `framework`, `component---…` for page templates. */
async function checkChunkNames(gatsby: GatsbyInstall): Promise<void> {
  const config = await gatsbyWebpackConfig(gatsby, "build-javascript");
  const splitChunks = config.optimization?.splitChunks;
  const framework = splitChunks ? splitChunks.cacheGroups?.framework : undefined;
  const { generateComponentChunkName } = gatsby.load<{
    generateComponentChunkName(componentPath: string): string;
  }>("gatsby/dist/utils/js-chunk-names.js");
  const names = [
    ...Object.keys(config.entry ?? {}).filter((name) => name === "app"),
    ...(framework ? [String(framework.name)] : []),
    generateComponentChunkName("/site/src/templates/doc.tsx"),
  ];
  expectShape(
    names.length === 3 && names.every(runsOnFirstLoad),
    `the first load's chunks are now named ${names.join(", ")}`,
  );
}

export const LEVER_TOUCHPOINTS: readonly Touchpoint[] = [
  {
    id: "compile-hint-chunks",
    covers: [],
    use: "compileHints marks the first load's large chunks for eager compiling, by their names.",
    site: [{ file: "src/node/gatsby/compileHints.ts", mentions: '"component---"' }],
    internal:
      "chunk names: entry `app`, cache group `framework`, generateComponentChunkName's `component---…`",
    gatsbyFiles: ["gatsby/dist/utils/webpack.config.js", "gatsby/dist/utils/js-chunk-names.js"],
    breaks: "The hint silently stops: slower first hydration on phones.",
    shows: "Only in the main thread's time (`npm run bench:levers`, compile-hints).",
    guard: { check: checkChunkNames },
  },
];
