import { createRequire } from "node:module";
import {
  callsOf,
  findAll,
  parseFile,
  stringArguments,
  stringValue,
  templateParts,
  type AstNode,
} from "./ast";
import type { GatsbyInstall } from "./install";
import { expectShape, type Touchpoint } from "./touchpoint";

/**
 * Touchpoints found by the finder of internals (contract/gatsbyInternalUses.test.ts) that the
 * table lacked: what the server writes into every page's head, the file through which Gatsby's
 * bundle requires the plugins' browser files, and the folder Gatsby copies Partytown into.
 */

const INITIALIZE = "gatsby/dist/services/initialize.js";
const API_RUNNER_BROWSER = "gatsby/cache-dir/api-runner-browser.js";
const HELMET = "react-helmet/lib/Helmet.js";
const HELMET_SSR = "gatsby-plugin-react-helmet/gatsby-ssr.js";
const PARTYTOWN_NODE = "gatsby/dist/internal-plugins/partytown/gatsby-node.js";

// A `plugin:` entry's call, written apart: the dependency scan reads a literal one as an import.
const PLUGIN_ENTRY = ["plugin: ", "require", "('${…}')"].join("");

/** The text of every template literal of `tree` (`${…}` for each expression). */
function templateTexts(tree: AstNode): string[] {
  return findAll(tree, (node) => node.type === "TemplateLiteral").map(
    (node) => templateParts(node).text,
  );
}

/**
 * Gatsby copies cache-dir into `<site>/.cache` and writes there api-runner-browser-plugins.js,
 * which requires each plugin's browser file by its path; its api-runner-browser.js requires that.
 */
function checkBrowserPluginsRequirer(gatsby: GatsbyInstall): void {
  const initialize = parseFile(gatsby, INITIALIZE);
  const texts = templateTexts(initialize);
  expectShape(
    texts.some((text) => text.endsWith("/.cache")) &&
      texts.some((text) => text.endsWith("/cache-dir")),
    "initialize.js no longer copies cache-dir into the site's .cache",
  );
  const written = callsOf(initialize, "fs.writeFileSync").filter((call) => {
    const [target] = call.arguments as AstNode[];
    return (
      target?.type === "TemplateLiteral" &&
      templateParts(target).text === "${…}/api-runner-browser-plugins.js"
    );
  });
  expectShape(written.length > 0, "no longer writes .cache/api-runner-browser-plugins.js");
  expectShape(
    texts.some((text) => text.includes(PLUGIN_ENTRY)),
    "api-runner-browser-plugins.js no longer requires each plugin's browser file by its path",
  );
  const runner = parseFile(gatsby, API_RUNNER_BROWSER);
  expectShape(
    callsOf(runner, "require").some(
      (call) => stringValue((call.arguments as AstNode[])[0]) === "./api-runner-browser-plugins",
    ),
    "api-runner-browser.js no longer requires ./api-runner-browser-plugins",
  );
}

interface HelmetModule {
  Helmet: ((props: { children?: unknown }) => unknown) & {
    renderStatic(): Record<string, { toComponent(): unknown }>;
  };
}
interface ReactModule {
  createElement(
    type: unknown,
    props?: Record<string, unknown> | null,
    ...children: unknown[]
  ): unknown;
}
interface ReactDomServer {
  renderToString(element: unknown): string;
}

/** The props of the elements (or element) a react-helmet part's toComponent() returns. */
function propsOf(component: unknown): Record<string, unknown>[] {
  const list = Array.isArray(component) ? component : [component];
  return list.map((element) => (element as { props?: Record<string, unknown> }).props ?? {});
}

/**
 * The server's head carries the marker the browser's head code takes its tags and attributes
 * back by: react-helmet, as gatsby-plugin-react-helmet's onRenderBody calls it, marks each tag
 * it renders `data-react-helmet` and lists on <html> the attributes it set.
 */
function checkHelmetMarker(gatsby: GatsbyInstall): void {
  const ssr = parseFile(gatsby, HELMET_SSR);
  expectShape(
    findAll(ssr, (node) => node.type === "MemberExpression").some(
      (node) => (node.property as AstNode).name === "renderStatic",
    ) && callsOf(ssr, "setHeadComponents").length > 0,
    "gatsby-plugin-react-helmet no longer writes react-helmet's renderStatic() into the head",
  );
  // react-helmet as the HTML renderer runs it: on React, on the server.
  const fromHelmet = createRequire(gatsby.path(HELMET));
  const React = fromHelmet("react") as ReactModule;
  const server = fromHelmet("react-dom/server") as ReactDomServer;
  const { Helmet } = gatsby.load<HelmetModule>(HELMET);
  server.renderToString(
    React.createElement(
      Helmet,
      null,
      React.createElement("html", { lang: "en" }),
      React.createElement("title", null, "Page"),
      React.createElement("meta", { name: "description", content: "About" }),
    ),
  );
  const head = Helmet.renderStatic();
  const [meta] = propsOf(head.meta?.toComponent());
  const [title] = propsOf(head.title?.toComponent());
  // <html>'s part gives its attributes as props themselves.
  const html = head.htmlAttributes?.toComponent() as Record<string, unknown> | undefined;
  expectShape(
    meta?.["data-react-helmet"] === true && title?.["data-react-helmet"] === true,
    "the server no longer marks the tags it renders data-react-helmet",
  );
  // The browser lists on <html> the attributes it writes; the server lists none, so that those
  // of the server's HTML stay until a Helmet declares them (headWriter.ts).
  expectShape(
    html?.lang === "en" && !("data-react-helmet" in html),
    "the server now lists the <html> attributes it sets in data-react-helmet",
  );
}

/** Gatsby copies Partytown's files into public/~partytown after a build. */
function checkPartytownFolder(gatsby: GatsbyInstall): void {
  const node = parseFile(gatsby, PARTYTOWN_NODE);
  const joins = findAll(
    node,
    (candidate) =>
      candidate.type === "CallExpression" &&
      JSON.stringify(stringArguments(candidate)) === JSON.stringify(["public", "~partytown"]),
  );
  expectShape(joins.length > 0, "Partytown's files are no longer copied into public/~partytown");
}

export const OUTPUT_TOUCHPOINTS: readonly Touchpoint[] = [
  {
    id: "helmet-server-marker",
    covers: ["data-react-helmet"],
    use: "The browser's head code takes over the tags and <html> attributes the server rendered by their marker: it replaces or removes the marked tags, and keeps the server's <html> attributes, which carry no marker, until a Helmet declares them.",
    site: [
      { file: "src/browser/leanRuntime/headDeclarations.ts", mentions: '"data-react-helmet"' },
      { file: "src/browser/leanRuntime/headWriter.ts", mentions: "getAttribute(MANAGED)" },
      { file: "src/browser/leanRuntime/helmet.tsx", mentions: "`data-react-helmet`" },
    ],
    internal:
      "react-helmet's renderStatic(), written by gatsby-plugin-react-helmet's onRenderBody: data-react-helmet=\"true\" on each tag, none on <html>",
    gatsbyFiles: [HELMET, HELMET_SSR],
    breaks:
      "The first client-side navigation keeps the server's tags beside the new ones (two descriptions, two canonical links) or leaves the previous page's <html> attributes.",
    shows:
      "e2e/renderParity.spec.ts (heads after navigation); helmetDifferential.test.tsx covers the browser side only.",
    guard: { check: checkHelmetMarker },
  },
  {
    id: "browser-plugins-requirer",
    covers: [".cache", "cache-dir", "api-runner-browser-plugins.js"],
    use: "The stand-ins' check walks the browser bundle as webpack does: Gatsby's runtime as copied into <site>/.cache, and each plugin's browser file as .cache/api-runner-browser-plugins.js requires it.",
    site: [
      { file: "contract/standIns/browserEntries.ts", mentions: '"api-runner-browser-plugins.js"' },
      { file: "contract/standIns/browserResolver.ts", mentions: '"cache-dir"' },
    ],
    internal:
      "initialize.js copies cache-dir into <site>/.cache and writes .cache/api-runner-browser-plugins.js (a `plugin:` entry requiring each plugin's browser file by its path); api-runner-browser.js requires it",
    gatsbyFiles: [INITIALIZE, API_RUNNER_BROWSER],
    breaks:
      "The stand-ins' check resolves the plugins' browser files from the wrong place: a stand-in missing an export a plugin imports goes unseen until the build or the browser fails.",
    shows: "contract/standInExports.test.ts may pass on a bundle it no longer sees whole.",
    guard: { check: checkBrowserPluginsRequirer },
  },
  {
    id: "partytown-output-folder",
    covers: ["~partytown"],
    use: "The build's page reader skips public/~partytown, and no page may be named so.",
    site: [
      { file: "src/node/output/readPages.ts", mentions: "~partytown" },
      { file: "src/node/content/reservedPaths.ts", mentions: "~partytown" },
    ],
    internal: "Partytown's gatsby-node.js copies its files into public/~partytown",
    gatsbyFiles: [PARTYTOWN_NODE],
    breaks:
      "Partytown's files elsewhere are read as pages by the output check; a page could take the folder's name and be overwritten.",
    shows: "The output check may fail on Partytown's HTML; otherwise silent.",
    guard: { check: checkPartytownFolder },
  },
];
