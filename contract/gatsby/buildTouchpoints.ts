import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isHashedAsset } from "../../src/node/deploy/cachePolicy";
import { stalledPageDataWrites, type PageDataState } from "../../src/node/gatsby/pageDataWatchdog";
import { reactOnServer } from "../../src/node/gatsby/reactOnServer";
import {
  assignmentsTo,
  dottedName,
  findAll,
  parseFile,
  propertiesOf,
  stringArguments,
  stringValue,
  templateParts,
  type AstNode,
} from "./ast";
import type { GatsbyInstall } from "./install";
import { expectShape, type Touchpoint } from "./touchpoint";
import { gatsbyWebpackConfig } from "./webpackConfig";

/** Touchpoints of the build side: gatsby-node's hooks and what the build writes. */

type Reducer<S> = (state: S | undefined, action: Record<string, unknown>) => S;
type Action = Record<string, unknown>;

const REDUCERS = "gatsby/dist/redux/reducers";

/**
 * A Map or Set of any realm: Gatsby's store restores a build's state from `.cache/redux` with
 * v8.deserialize, whose objects come from Node's realm, not from jest's, so `instanceof` fails.
 */
const isMap = (value: unknown) => Object.prototype.toString.call(value) === "[object Map]";
const isSet = (value: unknown) => Object.prototype.toString.call(value) === "[object Set]";

/**
 * Runs the page-data watchdog's rule on a store built by Gatsby's own reducers and action
 * creators: a page whose query has run, with its page data still to write, is stalled; none is
 * while another query runs.
 */
function checkPageDataState(gatsby: GatsbyInstall): void {
  const { store } = gatsby.load<{ store: { getState(): Record<string, unknown> } }>(
    "gatsby/dist/redux/index.js",
  );
  const initial = store.getState() as unknown as PageDataState;
  expectShape(isMap(initial.pages), "the store's `pages` is no longer a Map");
  expectShape(
    isSet(initial.pendingPageDataWrites?.pagePaths),
    "the store's `pendingPageDataWrites.pagePaths` is no longer a Set",
  );
  expectShape(
    isMap(initial.queries?.trackedQueries),
    "the store's `queries.trackedQueries` is no longer a Map",
  );

  const { pagesReducer } = gatsby.load<{ pagesReducer: Reducer<PageDataState["pages"]> }>(
    `${REDUCERS}/pages.js`,
  );
  const { queriesReducer } = gatsby.load<{ queriesReducer: Reducer<PageDataState["queries"]> }>(
    `${REDUCERS}/queries.js`,
  );
  const { pendingPageDataWritesReducer } = gatsby.load<{
    pendingPageDataWritesReducer: Reducer<PageDataState["pendingPageDataWrites"]>;
  }>(`${REDUCERS}/pending-page-data-writes.js`);
  const { queryStart, pageQueryRun } = gatsby.load<{
    queryStart: (payload: object) => Action;
    pageQueryRun: (payload: object) => Action;
  }>("gatsby/dist/redux/actions/internal.js");
  let state: PageDataState = {
    pages: pagesReducer(undefined, { type: "@@INIT" }),
    queries: queriesReducer(undefined, { type: "@@INIT" }),
    pendingPageDataWrites: pendingPageDataWritesReducer(undefined, { type: "@@INIT" }),
  };
  const dispatch = (action: Action) => {
    state = {
      pages: pagesReducer(state.pages as never, action),
      queries: queriesReducer(state.queries as never, action),
      pendingPageDataWrites: pendingPageDataWritesReducer(
        state.pendingPageDataWrites as never,
        action,
      ),
    };
  };
  const page = (pagePath: string) => ({ path: pagePath, componentPath: "/site/template.js" });
  for (const pagePath of ["/a", "/b"]) {
    dispatch({ type: "CREATE_PAGE", plugin: { name: "contract" }, payload: page(pagePath) });
  }
  dispatch(queryStart({ ...page("/a"), isPage: true }));
  dispatch(pageQueryRun({ ...page("/a"), isPage: true }));
  dispatch({ type: "ADD_PENDING_PAGE_DATA_WRITE", payload: { path: "/a" } });
  const query = state.queries.trackedQueries.get("/a");
  expectShape(
    typeof query?.dirty === "number" && typeof query.running === "number",
    "a tracked query no longer has numeric `dirty` and `running` flags",
  );
  expectShape(
    JSON.stringify(stalledPageDataWrites(state)) === '["/a"]',
    `a page whose query ran and whose page data waits is not seen as stalled (got ${JSON.stringify(stalledPageDataWrites(state))})`,
  );
  dispatch(queryStart({ ...page("/b"), isPage: true }));
  expectShape(
    stalledPageDataWrites(state).length === 0,
    "a query that started is no longer seen as running",
  );
}

/** `enqueueFlush` exists and asks for Gatsby's page-data pass (`flush`). */
function checkEnqueueFlush(gatsby: GatsbyInstall): void {
  const file = "gatsby/dist/utils/page-data.js";
  const { enqueueFlush } = gatsby.load<{ enqueueFlush?: unknown }>(file);
  expectShape(typeof enqueueFlush === "function", "`enqueueFlush` is no longer exported");
  const declared = findAll(
    parseFile(gatsby, file),
    (node) =>
      node.type === "FunctionDeclaration" && (node.id as AstNode | null)?.name === "enqueueFlush",
  );
  expectShape(
    declared.some(
      (fn) =>
        findAll(fn, (node) => node.type === "CallExpression" && dottedName(node.callee) === "flush")
          .length > 0,
    ),
    "`enqueueFlush` no longer calls `flush`",
  );
}

/** The store's `program.directory`, set by the SET_PROGRAM action Gatsby dispatches at start. */
function checkProgramDirectory(gatsby: GatsbyInstall): void {
  const { store } = gatsby.load<{ store: { getState(): { program?: { directory?: unknown } } } }>(
    "gatsby/dist/redux/index.js",
  );
  expectShape(
    typeof store.getState().program?.directory === "string",
    "the store's `program.directory` is no longer a string",
  );
  const { programReducer } = gatsby.load<{
    programReducer: Reducer<{ directory?: unknown }>;
  }>(`${REDUCERS}/program.js`);
  const set = programReducer(undefined, { type: "SET_PROGRAM", payload: { directory: "/site" } });
  expectShape(set.directory === "/site", "SET_PROGRAM no longer sets `program.directory`");
}

/** gatsby-cli names the command it runs in `process.env.gatsby_executing_command`. */
function checkExecutingCommand(gatsby: GatsbyInstall): void {
  const tree = parseFile(gatsby, "gatsby-cli/lib/create-cli.js");
  expectShape(
    assignmentsTo(tree, "process.env.gatsby_executing_command").length > 0,
    "gatsby-cli no longer sets process.env.gatsby_executing_command",
  );
  const commands = findAll(tree, (node) => node.type === "ObjectExpression").flatMap((object) => {
    const command = propertiesOf(object).get("command");
    return command ? [stringValue(command.value)] : [];
  });
  expectShape(commands.includes("build"), "gatsby-cli has no `build` command any more");
}

/** gatsby-worker starts each worker with GATSBY_WORKER_ID set: run a real pool of one. */
async function checkWorkerId(gatsby: GatsbyInstall): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-worker-contract-"));
  const workerFile = path.join(dir, "worker.js");
  fs.writeFileSync(workerFile, "exports.workerId = () => process.env.GATSBY_WORKER_ID;\n");
  const { WorkerPool } = gatsby.load<{
    WorkerPool: new (
      file: string,
      options: { numWorkers: number; env: Record<string, string> },
    ) => { single: { workerId(): Promise<unknown> }; end(): unknown };
  }>("gatsby-worker/dist/index.js");
  // The parent's own value must not reach the worker by inheritance.
  const pool = new WorkerPool(workerFile, { numWorkers: 1, env: { GATSBY_WORKER_ID: "" } });
  try {
    const id = await pool.single.workerId();
    expectShape(
      typeof id === "string" && id !== "",
      `a worker's GATSBY_WORKER_ID is ${JSON.stringify(id)}`,
    );
  } finally {
    await pool.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The stage names the site's onCreateWebpackConfig hooks branch on. */
const STAGES = ["develop", "develop-html", "build-javascript", "build-html"];

function checkStages(gatsby: GatsbyInstall): void {
  const { Stage } = gatsby.load<{ Stage?: Record<string, string> }>(
    "gatsby/dist/commands/types.js",
  );
  const names = Object.values(Stage ?? {});
  const missing = STAGES.filter((stage) => !names.includes(stage));
  expectShape(missing.length === 0, `no stage named ${missing.join(", ")}`);
}

/** Aliases the site leaves to gatsby-plugin-preact in the HTML renderer: tests' helpers only. */
const PREACT_ALIASES_NOT_RENDERED = new Set(["react-dom/test-utils"]);

/**
 * gatsby-plugin-preact's aliases for the HTML renderer, as its own hook sets them, are each
 * overridden by the site's reactOnServer (or used by no render).
 */
function checkPreactAliases(gatsby: GatsbyInstall): void {
  const aliasesOf = (hook: unknown, stage: string): string[] => {
    const aliases: string[] = [];
    (hook as (args: object, options: object, done: () => void) => void)(
      {
        stage,
        getConfig: () => ({ resolve: { alias: {} }, plugins: [] }),
        actions: {
          replaceWebpackConfig: () => undefined,
          setWebpackConfig: (config: { resolve?: { alias?: Record<string, string> } }) =>
            aliases.push(...Object.keys(config.resolve?.alias ?? {})),
        },
      },
      {},
      () => undefined,
    );
    return aliases;
  };
  const plugin = gatsby.load<{ onCreateWebpackConfig: unknown }>(
    "gatsby-plugin-preact/gatsby-node.js",
  );
  const preact = aliasesOf(plugin.onCreateWebpackConfig, "build-html");
  expectShape(preact.includes("react"), "gatsby-plugin-preact no longer aliases react");
  const site = new Set(aliasesOf(reactOnServer, "build-html"));
  const left = preact.filter(
    (alias) => !site.has(alias) && !PREACT_ALIASES_NOT_RENDERED.has(alias),
  );
  expectShape(
    left.length === 0,
    `gatsby-plugin-preact aliases ${left.join(", ")} for the HTML renderer, which reactOnServer does not point back at React`,
  );
}

/**
 * The compilation hash Gatsby writes into pages and app-data.json is webpack's `stats.hash`,
 * which is the compilation's `hash` (what deterministicBuild's OutputCompilationHash sets).
 */
function checkCompilationHash(gatsby: GatsbyInstall): void {
  const webpack = gatsby.load<{ Stats: new (compilation: object) => { hash?: unknown } }>(
    "webpack/lib/index.js",
  );
  expectShape(
    new webpack.Stats({ hash: "0123abcd" }).hash === "0123abcd",
    "webpack's stats.hash is no longer the compilation's hash",
  );
  const build = parseFile(gatsby, "gatsby/dist/commands/build.js");
  expectShape(
    assignmentsTo(build, "webpackCompilationHash").some(
      (assignment) => dottedName(assignment.right) === "stats.hash",
    ),
    "the build no longer takes webpackCompilationHash from stats.hash",
  );
  const extractor = parseFile(gatsby, "gatsby/dist/utils/gatsby-webpack-stats-extractor.js");
  expectShape(
    findAll(extractor, (node) => node.type === "TemplateLiteral").some((node) => {
      const { text, expressions } = templateParts(node);
      return (
        text.includes('window.___webpackCompilationHash="${…}"') &&
        expressions.some((expression) => dottedName(expression) === "stats.hash")
      );
    }),
    "the scripts slice no longer sets window.___webpackCompilationHash to stats.hash",
  );
  expectShape(
    findAll(
      parseFile(gatsby, "gatsby/cache-dir/navigation.js"),
      (node) => dottedName(node) === "window.___webpackCompilationHash",
    ).length > 0,
    "navigation no longer compares window.___webpackCompilationHash",
  );
}

/**
 * Gatsby renders every page's HTML again when the renderer's hash changes: the hash is made of
 * the `render-page` chunks' hashes (which webpack's hashSalt changes), and a new one marks every
 * tracked HTML file dirty.
 */
function checkRendererStaleness(gatsby: GatsbyInstall): void {
  const { getSSRChunkHashes } = gatsby.load<{
    getSSRChunkHashes(args: object): { renderPageHash: unknown };
  }>("gatsby/dist/utils/webpack/get-ssr-chunk-hashes.js");
  const rendererHash = (chunkHashes: string[]) =>
    getSSRChunkHashes({
      stats: {
        compilation: {
          chunkGroups: [
            {
              name: "render-page",
              chunks: chunkHashes.map((hash) => ({ hash })),
              childrenIterable: [],
              origins: [],
            },
          ],
        },
      },
      components: new Map(),
    }).renderPageHash;
  expectShape(
    rendererHash(["a1", "b2"]) !== rendererHash(["a1", "c3"]),
    "the renderer's hash no longer follows its chunks' hashes",
  );

  const { htmlReducer } = gatsby.load<{
    htmlReducer: Reducer<{ trackedHtmlFiles?: Map<string, { dirty: number }> }>;
  }>(`${REDUCERS}/html.js`);
  const state = htmlReducer(undefined, { type: "@@INIT" });
  expectShape(isMap(state.trackedHtmlFiles), "`html.trackedHtmlFiles` is no longer a Map");
  state.trackedHtmlFiles?.set("/a", { dirty: 0 });
  const after = htmlReducer(state, { type: "SET_SSR_WEBPACK_COMPILATION_HASH", payload: "new" });
  expectShape(
    (after.trackedHtmlFiles?.get("/a")?.dirty ?? 0) !== 0,
    "a new renderer hash no longer marks the pages' HTML dirty",
  );
  const build = parseFile(gatsby, "gatsby/dist/commands/build.js");
  expectShape(
    findAll(
      build,
      (node) =>
        node.type === "ObjectExpression" &&
        stringValue(propertiesOf(node).get("type")?.value) === "SET_SSR_WEBPACK_COMPILATION_HASH",
    ).length > 0,
    "the build no longer dispatches SET_SSR_WEBPACK_COMPILATION_HASH",
  );
}

/** Every string in a configuration value (rules hold functions and regular expressions too). */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => stringsIn(child, seen));
}

/**
 * The names Gatsby gives the production bundles, which the cache policy reads as content-hashed:
 * `[name]-[contenthash].js`, `[name].[contenthash].css` (20 hex digits) and `static/...`.
 */
async function checkOutputNames(gatsby: GatsbyInstall): Promise<void> {
  const config = await gatsbyWebpackConfig(gatsby, "build-javascript");
  const digits = Number(config.output?.hashDigestLength ?? 20);
  const named = (template: unknown, name: string) =>
    `/${String(template).replace("[name]", name).replace("[contenthash]", "a".repeat(digits))}`;
  const css = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  const files = [
    named(config.output?.filename, "app"),
    named(config.output?.chunkFilename, "component---src-templates-doc-tsx"),
    named(css?.options?.filename, "styles"),
    named(css?.options?.chunkFilename, "189"),
  ];
  const unhashed = files.filter((file) => !isHashedAsset(file));
  expectShape(
    unhashed.length === 0,
    `the bundles are now named like ${unhashed.join(", ")}, which the cache policy does not read as hashed`,
  );
  expectShape(
    stringsIn(config.module?.rules).some((value) => value.startsWith("static/")),
    "no asset goes to static/ any more",
  );
}

/**
 * Gatsby gathers every stylesheet in one `styles` cache group, which the site turns off
 * (stylesPerTemplate), and its HTML renderer inlines the CSS files of the app's and the page
 * template's chunk groups, whatever chunk holds them.
 */
async function checkStylesChunk(gatsby: GatsbyInstall): Promise<void> {
  const config = await gatsbyWebpackConfig(gatsby, "build-javascript");
  const splitChunks = config.optimization?.splitChunks;
  const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
  expectShape(
    Boolean(styles) && styles !== false && styles?.name === "styles" && styles.enforce === true,
    "no longer gathers every stylesheet in a `styles` cache group (the site's `styles: false` would turn nothing off, or something else)",
  );
  const assets = gatsby.read("gatsby/dist/utils/client-assets-for-template.js");
  expectShape(
    /for \(const chunkName of \[`app`, componentChunkName\]\)/.test(assets) &&
      /assetsByChunkName\[chunkName\]/.test(assets) &&
      /name\.endsWith\(`\.css`\)/.test(assets),
    "no longer inlines the CSS of the app's and the template's chunk groups",
  );
}

/** Where Gatsby writes a page's data: `page-data/<path>/page-data.json`, `index` for `/`. */
function checkPageDataLayout(gatsby: GatsbyInstall): void {
  const utils = gatsby.load<{ generatePageDataPath?: (dir: string, page: string) => string }>(
    "gatsby-core-utils/dist/page-data.js",
  );
  const of = (page: string) => utils.generatePageDataPath?.("public", page);
  expectShape(
    of("/docs/x") === path.join("public", "page-data", "docs", "x", "page-data.json") &&
      of("/") === path.join("public", "page-data", "index", "page-data.json"),
    `page data is now written to ${of("/docs/x")}`,
  );
}

/** The build records and slices Gatsby writes at public/'s root, which no reader needs. */
function checkInternalFiles(gatsby: GatsbyInstall): void {
  const extractor = parseFile(gatsby, "gatsby/dist/utils/gatsby-webpack-stats-extractor.js");
  const written = findAll(extractor, (node) => node.type === "CallExpression").map((call) =>
    stringArguments(call).join("/"),
  );
  for (const file of ["public/chunk-map.json", "public/webpack.stats.json"]) {
    expectShape(written.includes(file), `${file} is no longer written there`);
  }
  expectShape(
    written.some((file) => file.startsWith("public/_gatsby/slices")),
    "the scripts slice is no longer written under public/_gatsby/slices",
  );
}

export const BUILD_TOUCHPOINTS: readonly Touchpoint[] = [
  {
    id: "store-page-data-state",
    covers: ["gatsby/dist/redux", "pendingPageDataWrites", "trackedQueries", "pagePaths"],
    use: "During `gatsby develop`, the page-data watchdog reads Gatsby's store every second for pages whose query ran but whose page data was never written.",
    site: [{ file: "src/node/gatsby/pageDataWatchdog.ts", mentions: "gatsby/dist/redux" }],
    internal:
      "store.getState(): `pages` (Map), `pendingPageDataWrites.pagePaths` (Set), `queries.trackedQueries` (Map of { dirty, running })",
    gatsbyFiles: [
      "gatsby/dist/redux/index.js",
      "gatsby/dist/redux/reducers/queries.js",
      "gatsby/dist/redux/reducers/pending-page-data-writes.js",
    ],
    breaks:
      "A writer's new or edited page can wait 15 s and fail with 'Query was not run and no cached result was found' again; or the watchdog throws every second.",
    shows:
      "The develop stress test (integration/developStress.ts) stalls; develop prints the watchdog's error.",
    guard: { check: checkPageDataState },
  },
  {
    id: "page-data-enqueue-flush",
    covers: ["gatsby/dist/utils/page-data", "enqueueFlush"],
    use: "The watchdog asks Gatsby for the page-data pass it dropped.",
    site: [{ file: "src/node/gatsby/pageDataWatchdog.ts", mentions: "enqueueFlush" }],
    internal: "`enqueueFlush()` of gatsby/dist/utils/page-data, which runs (or defers) `flush`",
    gatsbyFiles: ["gatsby/dist/utils/page-data.js"],
    breaks: "As store-page-data-state: stalled pages are seen but never written.",
    shows:
      "`gatsby develop` fails at start ('enqueueFlush is not a function') or pages stay stalled.",
    guard: { check: checkEnqueueFlush },
  },
  {
    id: "store-program-directory",
    covers: ["getState().program"],
    use: "deterministicBuild names webpack's modules from the project's folder, read from the store handed to onCreateWebpackConfig.",
    site: [{ file: "src/node/gatsby/deterministicBuild.ts", mentions: "program.directory" }],
    internal: "store.getState().program.directory (set by SET_PROGRAM)",
    gatsbyFiles: ["gatsby/dist/redux/reducers/program.js"],
    breaks:
      "The production build stops in onCreateWebpackConfig, or names modules from the wrong folder: bundles and CSP hashes change with the checkout's path.",
    shows: "`npm run build` fails; the deterministic-output tests (docs/build-output.md) fail.",
    guard: { check: checkProgramDirectory },
  },
  {
    id: "executing-command-env",
    covers: ["gatsby_executing_command"],
    use: "The output guard copies public/ aside and restores it on failure, and the build lock is claimed as the configuration loads, only in `gatsby build`.",
    site: [
      { file: "src/node/gatsby/outputGuard.ts", mentions: "gatsby_executing_command" },
      { file: "src/node/output/buildLockAtLoad.ts", mentions: "gatsby_executing_command" },
    ],
    internal: "process.env.gatsby_executing_command, set by gatsby-cli to the command it runs",
    gatsbyFiles: ["gatsby-cli/lib/create-cli.js"],
    breaks:
      "A failed or interrupted build leaves public/ half written, and a host deploying it serves broken pages.",
    shows: "Silent until a build fails; integration/buildFailures.test.ts catches it.",
    guard: { check: checkExecutingCommand },
  },
  {
    id: "worker-id-env",
    covers: ["GATSBY_WORKER_ID"],
    use: "The output guard and the build lock act in Gatsby's main process only, not in its workers.",
    site: [
      { file: "src/node/gatsby/outputGuard.ts", mentions: "GATSBY_WORKER_ID" },
      { file: "src/node/output/buildLockAtLoad.ts", mentions: "GATSBY_WORKER_ID" },
    ],
    internal: "process.env.GATSBY_WORKER_ID, set by gatsby-worker in each worker",
    gatsbyFiles: ["gatsby-worker/dist/index.js"],
    breaks:
      "Defensive (Gatsby 5.16's workers do not run onPreInit): a worker that did would copy public/ aside and put its copy back when it ends.",
    shows: "Silent; public/ holds an older build after a build that succeeded.",
    guard: { check: checkWorkerId },
  },
  {
    id: "webpack-stages",
    covers: [],
    use: "Each onCreateWebpackConfig hook acts on one stage: React on the server, no source maps, the lean runtime, HTML that follows styles, deterministic bundles.",
    site: [
      { file: "src/node/gatsby/reactOnServer.ts", mentions: '"build-html"' },
      { file: "src/node/gatsby/noSourceMaps.ts", mentions: '"build-javascript"' },
      { file: "src/node/gatsby/leanBrowserRuntime.ts", mentions: '"build-javascript"' },
      { file: "src/node/gatsby/htmlFollowsStyles.ts", mentions: '"build-html"' },
      { file: "src/node/gatsby/deterministicBuild.ts", mentions: '"build-javascript"' },
    ],
    internal: "stage names `develop`, `develop-html`, `build-javascript`, `build-html`",
    gatsbyFiles: ["gatsby/dist/commands/types.js", "gatsby/dist/utils/webpack.config.js"],
    breaks:
      "The hooks silently do nothing: source maps ship, Preact renders the HTML (heads lost), the browser bundle grows, pages keep old styles.",
    shows: "built/ tests (bundle contents, heads) and the size budgets fail.",
    guard: { check: checkStages },
  },
  {
    id: "preact-aliases",
    covers: [],
    use: "reactOnServer points react, react-dom and react/jsx-runtime back at React for the HTML renderer, undoing gatsby-plugin-preact's aliases there.",
    site: [{ file: "src/node/gatsby/reactOnServer.ts", mentions: "react/jsx-runtime" }],
    internal: "the aliases gatsby-plugin-preact's onCreateWebpackConfig sets in every stage",
    gatsbyFiles: ["gatsby-plugin-preact/gatsby-node.js"],
    breaks:
      "An alias the site does not undo puts Preact's server renderer back: react-helmet lost the head (title, lang, robots) of pages.",
    shows: "The built pages' head tests and e2e/renderParity.spec.ts fail.",
    guard: { check: checkPreactAliases },
  },
  {
    id: "compilation-hash",
    covers: ["___webpackCompilationHash"],
    use: "deterministicBuild replaces webpack's compilation hash by a hash of the bundles, which Gatsby writes into every page and app-data.json.",
    site: [{ file: "src/node/gatsby/deterministicBuild.ts", mentions: "compilation.hash =" }],
    internal:
      "webpackCompilationHash = stats.hash (build.js, the scripts slice's window.___webpackCompilationHash); navigation.js reloads when page data's hash differs",
    gatsbyFiles: [
      "gatsby/dist/commands/build.js",
      "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
      "gatsby/cache-dir/navigation.js",
    ],
    breaks:
      "The hash changes with the checkout's folder again (a new CSP hash and a reload of open tabs on every deploy), or pages and app-data.json disagree and every navigation reloads.",
    shows: "The deterministic-output comparison differs; e2e navigation tests see full reloads.",
    guard: { check: checkCompilationHash },
  },
  {
    id: "html-renderer-staleness",
    covers: [],
    use: "htmlFollowsStyles salts the HTML renderer's hashes with the stylesheets' digest, so a change of styles alone renders every page again.",
    site: [{ file: "src/node/gatsby/htmlFollowsStyles.ts", mentions: "hashSalt" }],
    internal:
      "getSSRChunkHashes' renderPageHash (the `render-page` chunks' hashes); SET_SSR_WEBPACK_COMPILATION_HASH marks every tracked HTML file dirty",
    gatsbyFiles: [
      "gatsby/dist/utils/webpack/get-ssr-chunk-hashes.js",
      "gatsby/dist/redux/reducers/html.js",
      "gatsby/dist/commands/build.js",
    ],
    breaks:
      "After a styles-only change an incremental build keeps each page's old HTML, old styles inlined, beside the new stylesheet.",
    shows: "Only in an incremental build after a CSS edit: pages show the previous styles.",
    guard: { check: checkRendererStaleness },
  },
  {
    id: "webpack-output-names",
    covers: [],
    use: "The cache policy serves `[name]-<20 hex>.js`, `[name].<20 hex>.css` and static/ as immutable for a year; the rest is revalidated.",
    site: [{ file: "src/node/deploy/cachePolicy.ts", mentions: "[0-9a-f]{20}" }],
    internal:
      "output.filename / chunkFilename `[name]-[contenthash].js`, MiniCssExtractPlugin `[name].[contenthash].css`, assets under `static/`",
    gatsbyFiles: ["gatsby/dist/utils/webpack.config.js", "gatsby/dist/utils/webpack-utils.js"],
    breaks:
      "Bundles are revalidated on every visit (slower repeat loads); a name that matches without a hash would be cached a year stale.",
    shows:
      "Only in the served headers (src/node/__tests__/deployRules.test.ts reads names, not Gatsby's).",
    guard: { check: checkOutputNames },
  },
  {
    id: "styles-cache-group",
    covers: [],
    use: "stylesPerTemplate turns off the cache group that puts every stylesheet of the site in one chunk, so each page inlines only its app's and template's CSS.",
    site: [
      { file: "src/node/gatsby/stylesPerTemplate.ts", mentions: "cacheGroups: { styles: false }" },
    ],
    internal:
      "splitChunks.cacheGroups.styles (name `styles`, enforce), and getScriptsAndStylesForTemplate inlining the `.css` of assetsByChunkName[app] and [componentChunkName]",
    gatsbyFiles: [
      "gatsby/dist/utils/webpack.config.js",
      "gatsby/dist/utils/client-assets-for-template.js",
    ],
    breaks:
      "Renamed, every page inlines every stylesheet again (the home page's first load +2 KiB); no longer inlined per chunk group, a page would render without its template's styles.",
    shows:
      "The bench's first loads (HTML bytes); e2e/styles.spec.ts (a template's styles after an in-app navigation, and on a first load).",
    guard: { check: checkStylesChunk },
  },
  {
    id: "page-data-layout",
    covers: ["page-data", "page-data.json"],
    use: "Size budgets, host rules and the page list read page data at `page-data/<path>/page-data.json`.",
    site: [
      { file: "src/node/output/sizeBudgets.ts", mentions: 'startsWith("page-data/")' },
      { file: "src/node/deploy/sitePages.ts", mentions: '"/page-data/"' },
      { file: "src/node/deploy/renderHostFiles.ts", mentions: '"/page-data/*"' },
      { file: "src/node/content/reservedPaths.ts", mentions: '"page-data"' },
    ],
    internal: "generatePageDataPath(publicDir, pagePath)",
    gatsbyFiles: ["gatsby-core-utils/dist/page-data.js", "gatsby/dist/utils/page-data.js"],
    breaks:
      "Page data over its budget goes unreported to the writer; the host rules stop matching it.",
    shows: "Silent; the budget tests of built/ do not see page data.",
    guard: { check: checkPageDataLayout },
  },
  {
    id: "internal-output-files",
    covers: ["webpack.stats.json", "chunk-map.json", "_gatsby"],
    use: "The build deletes Gatsby's build records from public/ once the pages are written (no browser or host reads them); the output check and budgets skip its slices folder.",
    site: [
      { file: "src/node/deploy/internalFiles.ts", mentions: "chunk-map" },
      { file: "src/node/output/readPages.ts", mentions: '"_gatsby/"' },
      { file: "src/node/output/sizeBudgets.ts", mentions: '"_gatsby/"' },
      { file: "src/node/content/reservedPaths.ts", mentions: "chunk-map.json" },
    ],
    internal: "public/webpack.stats.json, public/chunk-map.json, public/_gatsby/slices/",
    gatsbyFiles: ["gatsby/dist/utils/gatsby-webpack-stats-extractor.js"],
    breaks:
      "Build records under another name are published with the site; slices elsewhere are checked as pages.",
    shows: "The output check may fail on a slice; otherwise silent.",
    guard: { check: checkInternalFiles },
  },
];
