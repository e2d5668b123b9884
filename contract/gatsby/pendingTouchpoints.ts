import { runsOnFirstLoad } from "../../src/node/gatsby/compileHints";
import { keepCssWithItsChunk } from "../../src/node/gatsby/cssWithItsChunk";
import { runtimeBlocksRender } from "../../src/node/output/runtimeBlocksRender";
import {
  callsOf,
  findAll,
  parseFile,
  propertiesOf,
  stringValue,
  templateParts,
  type AstNode,
} from "./ast";
import { onClientEntryThen } from "./clientEntry";
import type { GatsbyInstall } from "./install";
import { expectShape, type Touchpoint } from "./touchpoint";
import { gatsbyWebpackConfig } from "./webpackConfig";

/**
 * PENDING: touchpoints of site code that may be retired soon. Each entry holds its own check:
 * retiring the code deletes its entry here, and the site-files test names any entry left over.
 */

/** JSX elements named `name` with an attribute `attribute`. */
function jsxWithAttribute(tree: AstNode, name: string, attribute: string): AstNode[] {
  return findAll(tree, (node) => {
    if (node.type !== "JSXOpeningElement" || (node.name as AstNode).name !== name) return false;
    return (node.attributes as AstNode[]).some(
      (candidate) => (candidate.name as AstNode | undefined)?.name === attribute,
    );
  });
}

/**
 * The webpack runtime is its own chunk, `webpack-runtime-<hash>.js`, which the runtime mover
 * recognises, written as an async script by the scripts slice that static-entry.js stitches in
 * after the render hooks (so only the built pages can move it).
 */
async function checkRuntimeScript(gatsby: GatsbyInstall): Promise<void> {
  const config = await gatsbyWebpackConfig(gatsby, "build-javascript");
  expectShape(
    config.optimization?.runtimeChunk?.name === "webpack-runtime",
    "the webpack runtime is no longer a chunk of its own named webpack-runtime",
  );
  const file = String(config.output?.filename)
    .replace("[name]", "webpack-runtime")
    .replace("[contenthash]", "0".repeat(20));
  const page = `<!DOCTYPE html><html><head><title>T</title></head><body><div id="___gatsby"></div><script src="/${file}" async=""></script></body></html>`;
  let moved = page;
  try {
    moved = runtimeBlocksRender(page, "contract.html");
  } catch (error) {
    expectShape(false, `the runtime mover refuses Gatsby's runtime /${file}: ${String(error)}`);
  }
  expectShape(
    moved.indexOf(file) < moved.indexOf("</head>"),
    `the runtime mover no longer finds Gatsby's runtime /${file}`,
  );
  const entry = parseFile(gatsby, "gatsby/cache-dir/static-entry.js");
  expectShape(
    callsOf(entry, "createElement").some((call) => {
      const props = (call.arguments as AstNode[])[1];
      return (
        props?.type === "ObjectExpression" &&
        stringValue(propertiesOf(props).get("sliceId")?.value) === "_gatsby-scripts"
      );
    }),
    "static-entry.js no longer stitches the _gatsby-scripts slice into the body",
  );
  const extractor = parseFile(gatsby, "gatsby/dist/utils/gatsby-webpack-stats-extractor.js");
  expectShape(
    findAll(extractor, (node) => node.type === "TemplateLiteral").some((node) =>
      /^<script src="[^"]*" async><\/script>$/.test(templateParts(node).text),
    ),
    "the scripts slice no longer writes the bundles as <script src async>",
  );
}

/**
 * Gatsby's `styles` cache group of the production bundle, which cssWithItsChunk limits to the
 * first load's chunks; the inlined styles keep the `data-href` webpack's CSS loader reads.
 */
async function checkStylesGroup(gatsby: GatsbyInstall): Promise<void> {
  const config = await gatsbyWebpackConfig(gatsby, "build-javascript");
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  const styles = groups?.styles;
  // A copy: the configuration is shared with the other checks.
  const cacheGroups: Record<string, Record<string, unknown>> = styles
    ? { styles: { ...styles } }
    : {};
  const copy = { optimization: { splitChunks: { cacheGroups } } };
  expectShape(keepCssWithItsChunk(copy), "the production bundle has no `styles` cache group");
  expectShape(
    jsxWithAttribute(parseFile(gatsby, "gatsby/cache-dir/static-entry.js"), "style", "data-href")
      .length > 0,
    "the inlined styles no longer carry data-href",
  );
}

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

/** production-app.js requests the page's data inside onClientEntry's `.then`. */
function checkFirstRequestAfterClientEntry(gatsby: GatsbyInstall): void {
  const found = onClientEntryThen(parseFile(gatsby, "gatsby/cache-dir/production-app.js"));
  expectShape(
    found !== undefined && callsOf(found.callback, "publicLoader.loadPage").length > 0,
    "production-app.js no longer requests the page's data after onClientEntry",
  );
}

export const PENDING_TOUCHPOINTS: readonly Touchpoint[] = [
  {
    id: "pending-runtime-in-head",
    pending: "src/node/output/runtimeBlocksRender.ts may be retired",
    use: 'The built pages get the webpack runtime moved into the head with blocking="render".',
    site: [
      { file: "src/node/output/runtimeBlocksRender.ts", mentions: "webpack-runtime-" },
      { file: "src/node/output/finishBuiltPages.ts", mentions: "runtimeBlocksRender" },
    ],
    internal:
      "runtimeChunk `webpack-runtime`; the `_gatsby-scripts` slice of <script src async> stitched after the render hooks",
    gatsbyFiles: [
      "gatsby/dist/utils/webpack.config.js",
      "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
      "gatsby/cache-dir/static-entry.js",
    ],
    breaks:
      "The build stops on every page (the mover finds no runtime), or the first paint is no longer held.",
    shows:
      "`npm run build` fails; src/node/__tests__/runtimeBlocksRender.test.ts covers the mover.",
    guard: { check: checkRuntimeScript },
  },
  {
    id: "pending-css-styles-group",
    pending: "src/node/gatsby/cssWithItsChunk.ts may be retired",
    use: "cssWithItsChunk limits Gatsby's `styles` cache group to the first load's chunks.",
    site: [{ file: "src/node/gatsby/cssWithItsChunk.ts", mentions: "cacheGroups?.styles" }],
    internal:
      "splitChunks.cacheGroups.styles of the build-javascript stage; <style data-href> in static-entry.js",
    gatsbyFiles: ["gatsby/dist/utils/webpack.config.js", "gatsby/cache-dir/static-entry.js"],
    breaks:
      "The build stops (cssWithItsChunk throws); without data-href, a part loaded on demand adds its styles twice.",
    shows: "`npm run build` fails.",
    guard: { check: checkStylesGroup },
  },
  {
    id: "pending-compile-hint-chunks",
    pending: "src/node/gatsby/compileHints.ts may be retired",
    use: "compileHints marks the first load's large chunks for eager compiling, by their names.",
    site: [{ file: "src/node/gatsby/compileHints.ts", mentions: '"component---"' }],
    internal:
      "chunk names: entry `app`, cache group `framework`, generateComponentChunkName's `component---…`",
    gatsbyFiles: ["gatsby/dist/utils/webpack.config.js", "gatsby/dist/utils/js-chunk-names.js"],
    breaks: "The hint silently stops: slower first hydration on phones.",
    shows: "Only in Lighthouse's TBT (bench).",
    guard: { check: checkChunkNames },
  },
  {
    id: "pending-client-entry-task-split",
    pending: "the onClientEntry task split in src/browser/gatsbyBrowserHooks.ts may be retired",
    use: "onClientEntry sets the site up in one task and lets Gatsby's first request and hydration run in the next.",
    site: [{ file: "src/browser/gatsbyBrowserHooks.ts", mentions: "setTimeout(resolve, 0)" }],
    internal:
      'production-app.js: publicLoader.loadPage(…) and the render inside apiRunnerAsync("onClientEntry").then(...)',
    gatsbyFiles: ["gatsby/cache-dir/production-app.js"],
    breaks:
      "The split no longer decides when Gatsby's work runs: the long task after first paint comes back.",
    shows: "Only in Lighthouse's TBT (bench).",
    guard: { check: checkFirstRequestAfterClientEntry },
  },
];
