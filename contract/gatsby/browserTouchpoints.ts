import {
  assignmentsTo,
  callsOf,
  contains,
  declarationsOf,
  dottedName,
  findAll,
  firstArgument,
  parseFile,
  propertiesOf,
  stringValue,
  templateParts,
  type AstNode,
} from "./ast";
import { onClientEntryThen } from "./clientEntry";
import type { GatsbyInstall } from "./install";
import { expectShape, type Touchpoint } from "./touchpoint";

/** Touchpoints of Gatsby's browser runtime (gatsby/cache-dir, compiled into the app chunk). */

const PRODUCTION_APP = "gatsby/cache-dir/production-app.js";
const NAVIGATION = "gatsby/cache-dir/navigation.js";
const LOADER = "gatsby/cache-dir/loader.js";
const STATIC_ENTRY = "gatsby/cache-dir/static-entry.js";
const RUNTIME_TYPES = "src/browser/gatsbyRuntime.ts";

/** The local name production-app.js imports `imported` from `source` under. */
function importedAs(tree: AstNode, source: string, imported: string): string | undefined {
  for (const declaration of findAll(tree, (node) => node.type === "ImportDeclaration")) {
    if (stringValue(declaration.source) !== source) continue;
    for (const specifier of declaration.specifiers as AstNode[]) {
      if ((specifier.imported as AstNode | undefined)?.name === imported)
        return (specifier.local as AstNode).name as string;
    }
  }
  return undefined;
}

/** The onClientEntry statement of production-app.js; fails the check when it is gone. */
function clientEntryOf(productionApp: AstNode) {
  const found = onClientEntryThen(productionApp);
  expectShape(
    found !== undefined,
    'production-app.js no longer starts the app in apiRunnerAsync("onClientEntry").then(...)',
  );
  return found;
}

/** Whether `node` is a top-level statement of production-app.js run before onClientEntry. */
function runsBeforeClientEntry(productionApp: AstNode, node: AstNode): boolean {
  const { statement } = clientEntryOf(productionApp);
  return (node.end ?? Infinity) <= (statement.start ?? 0);
}

/** `window.___navigate` forwards (to, options) to Gatsby's navigate, set before onClientEntry. */
function checkNavigateGlobal(gatsby: GatsbyInstall): void {
  const navigation = parseFile(gatsby, NAVIGATION);
  const [assignment] = assignmentsTo(navigation, "window.___navigate");
  expectShape(assignment !== undefined, "nothing assigns window.___navigate any more");
  const handler = assignment.right as AstNode;
  const params = ((handler.params as AstNode[] | undefined) ?? []).map((param) => param.name);
  expectShape(
    params.length >= 2 &&
      callsOf(handler, "navigate").some(
        (call) =>
          JSON.stringify((call.arguments as AstNode[]).map((argument) => argument.name)) ===
          JSON.stringify(params.slice(0, 2)),
      ),
    "window.___navigate no longer hands (to, options) to navigate",
  );
  const [init] = findAll(
    navigation,
    (node) => node.type === "FunctionDeclaration" && (node.id as AstNode | null)?.name === "init",
  );
  expectShape(
    init !== undefined && contains(init, assignment),
    "window.___navigate is no longer set by navigation.js's init()",
  );
  const productionApp = parseFile(gatsby, PRODUCTION_APP);
  const local = importedAs(productionApp, "./navigation", "init");
  expectShape(
    local !== undefined &&
      callsOf(productionApp, local).some((call) => runsBeforeClientEntry(productionApp, call)),
    "production-app.js no longer runs navigation's init() before onClientEntry",
  );
}

/** `window.___loader = publicLoader`, before onClientEntry. */
function checkLoaderGlobal(gatsby: GatsbyInstall): void {
  const productionApp = parseFile(gatsby, PRODUCTION_APP);
  const local = importedAs(productionApp, "./loader", "publicLoader");
  const assignments = assignmentsTo(productionApp, "window.___loader").filter(
    (assignment) => local !== undefined && dottedName(assignment.right) === local,
  );
  expectShape(assignments.length > 0, "window.___loader is no longer loader.js's publicLoader");
  expectShape(
    assignments.some((assignment) => runsBeforeClientEntry(productionApp, assignment)),
    "window.___loader is no longer set before onClientEntry",
  );
}

/** loader.js's `publicLoader` object literal, which the site's wrappers patch and call. */
function publicLoaderOf(gatsby: GatsbyInstall): { tree: AstNode; members: Map<string, AstNode> } {
  const tree = parseFile(gatsby, LOADER);
  const [object] = declarationsOf(tree, "publicLoader");
  expectShape(object?.type === "ObjectExpression", "publicLoader is no longer an object literal");
  expectShape(
    !callsOf(tree, "Object.freeze").some(
      (call) => dottedName((call.arguments as AstNode[])[0]) === "publicLoader",
    ),
    "publicLoader is frozen",
  );
  return { tree, members: propertiesOf(object) };
}

/** publicLoader[`key`] hands its path to the loader instance's `method`. */
function expectDelegates(gatsby: GatsbyInstall, key: string, method: string): AstNode {
  const { tree, members } = publicLoaderOf(gatsby);
  const member = members.get(key);
  expectShape(member !== undefined, `publicLoader has no \`${key}\` any more`);
  expectShape(
    callsOf(member, `instance.${method}`).length > 0,
    `publicLoader.${key} no longer calls the loader's ${method}()`,
  );
  return tree;
}

/** The methods named `name` of loader.js's classes. */
function methodsOf(tree: AstNode, name: string): AstNode[] {
  return findAll(
    tree,
    (node) => node.type === "ClassMethod" && (node.key as AstNode).name === name,
  );
}

function checkHovering(gatsby: GatsbyInstall): void {
  const tree = expectDelegates(gatsby, "hovering", "hovering");
  expectShape(
    methodsOf(tree, "hovering").some((method) => callsOf(method, "this.loadPage").length > 0),
    "the loader's hovering() no longer loads the page",
  );
}

function checkLoadPage(gatsby: GatsbyInstall): void {
  const tree = expectDelegates(gatsby, "loadPage", "loadPage");
  const [statuses] = declarationsOf(tree, "PageResourceStatus");
  expectShape(
    statuses?.type === "ObjectExpression" &&
      stringValue(propertiesOf(statuses).get("Error")?.value) === "error",
    'PageResourceStatus.Error is no longer "error"',
  );
}

/** Return statements of a function's own body (not of the functions inside it). */
function ownReturns(fn: AstNode): AstNode[] {
  const nested = findAll(fn.body as AstNode, (node) => /Function/.test(node.type));
  return findAll(fn.body as AstNode, (node) => node.type === "ReturnStatement").filter(
    (statement) => !nested.some((inner) => contains(inner, statement)),
  );
}

function checkEnqueue(gatsby: GatsbyInstall): void {
  const tree = expectDelegates(gatsby, "enqueue", "prefetch");
  const [prefetch] = methodsOf(tree, "prefetch");
  expectShape(prefetch !== undefined, "the loader has no prefetch() any more");
  const returns = ownReturns(prefetch);
  expectShape(
    returns.length > 0 &&
      returns.every((statement) => {
        const value = statement.argument as AstNode | null;
        return value?.type === "ObjectExpression" && propertiesOf(value).has("abort");
      }),
    "the loader's prefetch() no longer returns an object with abort()",
  );
}

function checkIsPageNotFound(gatsby: GatsbyInstall): void {
  const tree = expectDelegates(gatsby, "isPageNotFound", "isPageNotFound");
  expectShape(
    methodsOf(tree, "isPageNotFound").length > 0,
    "the loader has no isPageNotFound() any more",
  );
}

/**
 * static-entry.js writes `window.pagePath=${JSON.stringify(pagePath)};` in its
 * `#gatsby-script-loader` script, among the post-body components handed to onPreRenderHTML;
 * production-app.js reads `window.pagePath`.
 */
function checkPagePath(gatsby: GatsbyInstall): void {
  const entry = parseFile(gatsby, STATIC_ENTRY);
  const scripts = findAll(entry, (node) => node.type === "TemplateLiteral").filter((node) => {
    const { text, expressions } = templateParts(node);
    const [first] = expressions;
    return (
      text.includes("window.pagePath=${…};") &&
      dottedName(first?.callee) === "JSON.stringify" &&
      dottedName((first?.arguments as AstNode[] | undefined)?.[0]) === "pagePath"
    );
  });
  expectShape(
    scripts.length > 0,
    "static-entry.js no longer writes window.pagePath=${JSON.stringify(pagePath)};",
  );
  const loaderScripts = findAll(entry, (node) => {
    if (node.type !== "JSXElement") return false;
    const opening = node.openingElement as AstNode;
    const id = (opening.attributes as AstNode[]).find(
      (attribute) => (attribute.name as AstNode | undefined)?.name === "id",
    );
    const value = id?.value as AstNode | undefined;
    const text = stringValue(value?.type === "JSXExpressionContainer" ? value.expression : value);
    return text === "gatsby-script-loader";
  });
  const [preRender] = callsOf(entry, "apiRunner").filter(
    (call) => firstArgument(call) === "onPreRenderHTML",
  );
  expectShape(preRender !== undefined, "static-entry.js no longer calls onPreRenderHTML");
  const pushed = callsOf(entry, "postBodyComponents.push").filter(
    (call) =>
      loaderScripts.some((script) => contains(call, script)) &&
      (call.end ?? Infinity) <= (preRender.start ?? 0),
  );
  expectShape(
    pushed.length > 0,
    "the #gatsby-script-loader script is no longer among the post-body components before onPreRenderHTML",
  );
  const options = (preRender.arguments as AstNode[])[1];
  const pathname =
    options?.type === "ObjectExpression" ? propertiesOf(options).get("pathname") : undefined;
  expectShape(
    dottedName(pathname?.value) === "pagePath",
    "onPreRenderHTML's pathname is no longer the pagePath the script writes",
  );
  const productionApp = parseFile(gatsby, PRODUCTION_APP);
  const readsPagePath =
    findAll(productionApp, (node) => dottedName(node) === "window.pagePath").length > 0 ||
    findAll(
      productionApp,
      (node) =>
        node.type === "VariableDeclarator" &&
        dottedName(node.init) === "window" &&
        (node.id as AstNode).type === "ObjectPattern" &&
        propertiesOf(node.id as AstNode).has("pagePath"),
    ).length > 0;
  expectShape(readsPagePath, "production-app.js no longer reads window.pagePath");
}

/** The focus wrapper's id, and hydration only when it has children. */
function checkFocusWrapper(gatsby: GatsbyInstall): void {
  const productionApp = parseFile(gatsby, PRODUCTION_APP);
  const wrapperIds = findAll(productionApp, (node) => {
    if (node.type !== "JSXAttribute" || (node.name as AstNode).name !== "id") return false;
    return stringValue(node.value) === "gatsby-focus-wrapper";
  });
  expectShape(
    wrapperIds.length > 0,
    'the router is no longer rendered with id="gatsby-focus-wrapper"',
  );
  const lookups = callsOf(productionApp, "document.getElementById").filter(
    (call) => firstArgument(call) === "gatsby-focus-wrapper",
  );
  const variables = findAll(
    productionApp,
    (node) => node.type === "VariableDeclarator" && lookups.some((call) => node.init === call),
  ).map((declarator) => (declarator.id as AstNode).name as string);
  const hydrateTests = findAll(productionApp, (node) => {
    if (node.type !== "IfStatement") return false;
    const test = node.test as AstNode;
    return (
      test.type === "LogicalExpression" &&
      variables.includes(dottedName(test.left) ?? "") &&
      variables.some((name) => dottedName(test.right) === `${name}.children.length`) &&
      callsOf(node.consequent as AstNode, "hydrate").length > 0
    );
  });
  expectShape(
    hydrateTests.length > 0,
    "Gatsby no longer hydrates exactly when #gatsby-focus-wrapper has children",
  );
}

function checkRootElement(gatsby: GatsbyInstall): void {
  const productionApp = parseFile(gatsby, PRODUCTION_APP);
  expectShape(
    callsOf(productionApp, "document.getElementById").some(
      (call) => firstArgument(call) === "___gatsby",
    ),
    "Gatsby no longer renders into #___gatsby",
  );
}

/** getSavedScrollPosition returns [x, y] with the entry's saved y second. */
function checkSavedScrollPosition(gatsby: GatsbyInstall): void {
  const navigation = parseFile(gatsby, NAVIGATION);
  const getters = findAll(
    navigation,
    (node) =>
      node.type === "ObjectProperty" && (node.key as AstNode).name === "getSavedScrollPosition",
  ).map((property) => property.value as AstNode);
  expectShape(getters.length > 0, "shouldUpdateScroll no longer gets getSavedScrollPosition");
  expectShape(
    getters.some((getter) => {
      const body = getter.body as AstNode;
      const elements = body.type === "ArrayExpression" ? (body.elements as AstNode[]) : [];
      return (
        elements.length === 2 &&
        elements[1]?.type === "CallExpression" &&
        (dottedName(elements[1].callee) ?? "").endsWith(".read")
      );
    }),
    "getSavedScrollPosition no longer returns [x, saved y]",
  );
}

/** production-app.js renders the page in the callback of apiRunnerAsync("onClientEntry"). */
function checkRendersAfterClientEntry(gatsby: GatsbyInstall): void {
  const productionApp = parseFile(gatsby, PRODUCTION_APP);
  const { callback } = clientEntryOf(productionApp);
  expectShape(
    callsOf(callback, "hydrate").length > 0 && callsOf(callback, "render").length > 0,
    "production-app.js no longer renders the page after onClientEntry",
  );
}

/** The loader keys a page by decodeURIComponent(pathname) (find-path.js's trimPathname). */
function checkLoaderPathKey(gatsby: GatsbyInstall): void {
  const findPath = parseFile(gatsby, "gatsby/cache-dir/find-path.js");
  const [trim] = declarationsOf(findPath, "trimPathname");
  expectShape(trim !== undefined, "find-path.js has no trimPathname any more");
  expectShape(
    callsOf(trim, "decodeURIComponent").length > 0 && callsOf(trim, "decodeURI").length === 0,
    "the loader no longer keys a page by decodeURIComponent(pathname)",
  );
}

const REACH_ROUTER = "@gatsbyjs/reach-router/dist/index.js";

/**
 * The router Gatsby renders with keys each history entry it pushes (`history.state.key`) and
 * reads a location's key from there, "initial" when an entry has none: the scroll handler saves
 * and restores positions by that key, and the site stamps the entries the browser makes for
 * in-page anchors (src/browser/scroll/historyTraversals.ts).
 */
function checkHistoryKeys(gatsby: GatsbyInstall): void {
  const router = gatsby.read(REACH_ROUTER);
  expectShape(
    /\.history\.state&&\w+\.history\.state\.key\|\|"initial"/.test(router),
    'no longer reads a location\'s key from history.state.key, "initial" without one',
  );
  expectShape(
    /key:Date\.now\(\)\+""/.test(router),
    "no longer keys each entry it pushes in history.state.key",
  );
}

export const BROWSER_TOUCHPOINTS: readonly Touchpoint[] = [
  {
    id: "navigate-global",
    covers: ["___navigate"],
    use: "onClientEntry wraps Gatsby's navigation (preload with a deadline, progress bar, canonical paths); the site's links, kept article links and navigateTo call it.",
    site: [
      { file: "src/browser/gatsbyBrowserHooks.ts", mentions: "gatsby.___navigate =" },
      { file: "src/browser/links/siteHref.ts", mentions: "___navigate" },
      { file: "src/theme/Link/index.tsx", mentions: "___navigate" },
      { file: "src/theme/MdxContent/index.tsx", mentions: "___navigate" },
      { file: "src/browser/gatsbyRuntime.ts", mentions: "___navigate" },
    ],
    internal:
      "window.___navigate = (to, options) => navigate(to, options), set by navigation.js's init() before onClientEntry",
    gatsbyFiles: [NAVIGATION, PRODUCTION_APP],
    breaks:
      "Every in-app link becomes a full page load, or navigates without the preload deadline, the progress bar and the canonical path.",
    shows: "e2e/gatsby-runtime.spec.ts and e2e/navigation.spec.ts fail.",
    guard: { check: checkNavigateGlobal },
  },
  {
    id: "loader-global",
    covers: ["___loader"],
    use: "The site's links, search hits, the 404 page and onClientEntry reach Gatsby's loader through window.___loader.",
    site: [
      { file: RUNTIME_TYPES, mentions: "___loader?: GatsbyLoader" },
      { file: "src/browser/gatsbyBrowserHooks.ts", mentions: "___loader" },
      { file: "src/browser/links/visiblePrefetch.ts", mentions: "___loader" },
      { file: "src/pages/404.tsx", mentions: "___loader" },
      { file: "src/theme/Link/index.tsx", mentions: "___loader" },
      { file: "src/theme/MdxContent/index.tsx", mentions: "___loader" },
      { file: "src/theme/SearchModal/HitLink.tsx", mentions: "___loader" },
    ],
    internal: "window.___loader = publicLoader (production-app.js), before onClientEntry",
    gatsbyFiles: [PRODUCTION_APP, LOADER],
    breaks:
      "No prefetching on hover or in view, no canonical-address fix, navigation without preloading.",
    shows: "e2e/gatsby-runtime.spec.ts and e2e/prefetch.spec.ts fail.",
    guard: { check: checkLoaderGlobal },
  },
  {
    id: "loader-hovering",
    covers: ["hovering"],
    use: "The site's Link, search hits and kept article links load a page on hover; the prefetch policy replaces `hovering` on the loader object to skip 2G, Save-Data and crawlers.",
    site: [
      { file: "src/browser/prefetch/prefetchPolicy.ts", mentions: "loader.hovering =" },
      { file: "src/theme/Link/index.tsx", mentions: "hovering(" },
      { file: "src/theme/SearchModal/HitLink.tsx", mentions: "hovering(" },
      { file: "src/browser/links/keptLinks.ts", mentions: "hovering(" },
    ],
    internal:
      "publicLoader.hovering(rawPath) → loader.hovering → loadPage; publicLoader a plain, writable object",
    gatsbyFiles: [LOADER],
    breaks: "Hover stops preloading pages (slower navigations), or ignores the prefetch policy.",
    shows: "e2e/prefetch.spec.ts fails.",
    guard: { check: checkHovering },
  },
  {
    id: "loader-load-page",
    covers: ["loadPage"],
    use: 'Navigation preloads the target with loadPage and loads it as a full page when the result\'s status is "error"; the canonical-URL fix loads the canonical page first.',
    site: [
      { file: "src/browser/navigation/navigateWithPreload.ts", mentions: ".loadPage(" },
      { file: "src/browser/navigation/canonicalUrl.ts", mentions: "loader.loadPage(" },
      { file: RUNTIME_TYPES, mentions: 'status: "error"' },
    ],
    internal: 'publicLoader.loadPage(rawPath); PageResourceStatus.Error === "error"',
    gatsbyFiles: [LOADER],
    breaks:
      "A failed load is handed to Gatsby's navigate, which reloads the bare path (query and hash lost) instead of the site's full load of the address.",
    shows: "e2e/navigation.spec.ts (failed loads) fails.",
    guard: { check: checkLoadPage },
  },
  {
    id: "loader-enqueue",
    covers: ["enqueue"],
    use: "Links in view queue their page data with enqueue and take it out of the queue with abort() when they leave.",
    site: [
      { file: "src/browser/links/visiblePrefetch.ts", mentions: "loader.enqueue(" },
      { file: RUNTIME_TYPES, mentions: "enqueue(rawPath: string): { abort(): void }" },
    ],
    internal: "publicLoader.enqueue(rawPath) → loader.prefetch, which returns { then, abort }",
    gatsbyFiles: [LOADER],
    breaks: "Visible links stop prefetching, or every link leaving the view throws.",
    shows: "e2e/prefetch.spec.ts fails.",
    guard: { check: checkEnqueue },
  },
  {
    id: "loader-is-page-not-found",
    covers: ["isPageNotFound"],
    use: "Navigation keeps an address as written when its canonical form is not a page; the 404 page and the canonical-URL fix ask the same.",
    site: [
      { file: "src/browser/navigation/canonicalUrl.ts", mentions: "isPageNotFound(" },
      { file: "src/browser/navigation/navigateWithPreload.ts", mentions: "isPageNotFound(" },
    ],
    internal: "publicLoader.isPageNotFound(rawPath)",
    gatsbyFiles: [LOADER],
    breaks:
      "`/x.html` and `/x/index` addresses are no longer corrected to `/x`, and a link to one of them stops navigating (the call throws inside the preload).",
    shows: "e2e/navigation.spec.ts (canonical addresses) fails.",
    guard: { check: checkIsPageNotFound },
  },
  {
    id: "page-path-script",
    covers: ["gatsby-script-loader", "pagePath"],
    use: "gatsby-ssr moves the page's path out of Gatsby's per-page inline script into a data-page-path attribute (one CSP hash for every page); the browser reads window.pagePath while hydrating (`/404.html` on the not-found page).",
    site: [
      { file: "src/node/deploy/pagePathScript.ts", mentions: "gatsby-script-loader" },
      { file: "gatsby-ssr.tsx", mentions: "withPagePathAttribute" },
      { file: "src/browser/navigation/hydratingPagePath.ts", mentions: ".pagePath" },
      { file: RUNTIME_TYPES, mentions: "pagePath?: string" },
    ],
    internal:
      'static-entry.js: <script id="gatsby-script-loader"> with `window.pagePath=${JSON.stringify(pagePath)};` among the post-body components before onPreRenderHTML; production-app.js reads window.pagePath',
    gatsbyFiles: [STATIC_ENTRY, PRODUCTION_APP],
    breaks:
      "The build stops (pagePathScript's error), or each page carries its own inline script and the Content-Security-Policy cannot list them; the not-found page's first render no longer matches its HTML.",
    shows:
      "`npm run build` fails; src/node/__tests__/deployRules.test.ts covers the rewriting only.",
    guard: { check: checkPagePath },
  },
  {
    id: "focus-wrapper-hydration",
    covers: ["gatsby-focus-wrapper"],
    use: "hydration.ts tells a hydration from a first render as Gatsby does: by the focus wrapper's children, read before the first render.",
    site: [
      { file: "src/lib/hydration.ts", mentions: "gatsby-focus-wrapper" },
      { file: "src/browser/leanRuntime/router.tsx", mentions: "id={id}" },
    ],
    internal:
      'production-app.js: <Router id="gatsby-focus-wrapper">; hydrate only `if (focusEl && focusEl.children.length)`',
    gatsbyFiles: [PRODUCTION_APP],
    breaks:
      "A doc's article keeps no server HTML where Gatsby hydrates (rebuilt, slower), or keeps nothing where it renders (an empty article).",
    shows: "e2e/renderParity.spec.ts and e2e/hydration.spec.ts fail.",
    guard: { check: checkFocusWrapper },
  },
  {
    id: "root-element",
    covers: ["___gatsby"],
    use: "The site's document writes Gatsby's root; the build refuses a script inside it (content's own scripts).",
    site: [
      { file: "src/html.tsx", mentions: 'id="___gatsby"' },
      { file: "src/node/deploy/inlineScripts.ts", mentions: '"___gatsby"' },
    ],
    internal: 'production-app.js renders into document.getElementById("___gatsby")',
    gatsbyFiles: [PRODUCTION_APP],
    breaks:
      "Nothing renders in the browser (Gatsby looks for another root); content scripts go unnoticed.",
    shows: "Every e2e test fails.",
    guard: { check: checkRootElement },
  },
  {
    id: "saved-scroll-position",
    covers: [],
    use: "shouldUpdateScroll restores the saved position on back/forward, read as the second item of getSavedScrollPosition's result.",
    site: [{ file: "src/browser/gatsbyBrowserHooks.ts", mentions: "saved?.[1]" }],
    internal:
      "navigation.js: getSavedScrollPosition: args => [0, this._stateStorage.read(args, args.key)]",
    gatsbyFiles: [NAVIGATION],
    breaks: "Back and forward land at the top of the page instead of where the reader was.",
    shows: "e2e/navigation.spec.ts (back restores) fails.",
    guard: { check: checkSavedScrollPosition },
  },
  {
    id: "history-state-keys",
    covers: ["history.state.key"],
    use: 'Back and forward find the position saved for their entry by the key the router keeps in history.state; the site gives the entries of in-page anchors a key and names a key-less first entry "initial", as the router reads it.',
    site: [{ file: "src/browser/scroll/historyTraversals.ts", mentions: 'stamp("initial")' }],
    internal:
      '@gatsbyjs/reach-router: a location\'s key is history.state.key || "initial"; navigate pushes { key: Date.now() + "" }',
    gatsbyFiles: [REACH_ROUTER],
    breaks:
      "Back after an in-page anchor, and back/forward under develop, land on the heading or the top instead of where the reader was.",
    shows: "e2e/navigation.spec.ts and e2e/develop.spec.ts (Back returns) fail.",
    guard: { check: checkHistoryKeys },
  },
  {
    id: "client-entry-before-render",
    covers: [],
    use: "onClientEntry notes the server's markup and sets the site's route behaviour up; Gatsby renders the page only after it, so the set-up comes first.",
    site: [
      { file: "src/browser/gatsbyBrowserHooks.ts", mentions: "noteServerMarkup(document)" },
      { file: "src/lib/hydration.ts", mentions: "noteServerMarkup" },
    ],
    internal: 'production-app.js renders and hydrates in apiRunnerAsync("onClientEntry").then(...)',
    gatsbyFiles: [PRODUCTION_APP],
    breaks:
      "The page renders before the navigation wrapper and hover policy are in place: early clicks skip preloading, early hovers the prefetch policy.",
    shows: "Silent but for e2e tests that click at once (e2e/navigation.spec.ts).",
    guard: { check: checkRendersAfterClientEntry },
  },
  {
    id: "loader-path-key",
    covers: [],
    use: "An inline script respells the address before the router reads it, because the loader and the router decode paths differently.",
    site: [{ file: "src/browser/navigation/routerPathname.ts", mentions: "decodeURIComponent(p)" }],
    internal: "find-path.js: trimPathname keys a page by decodeURIComponent(pathname)",
    gatsbyFiles: ["gatsby/cache-dir/find-path.js"],
    breaks:
      "Addresses with escapes such as %3D render a blank page again, or the script respells addresses Gatsby now reads alike.",
    shows: "e2e tests of encoded addresses (docs/deploy.md, Encoded addresses) fail.",
    guard: { check: checkLoaderPathKey },
  },
];
