import fs from "node:fs";
import path from "node:path";

/**
 * src/browser/ wraps globals that Gatsby's client sets and gatsby-link calls by name
 * (src/browser/gatsbyRuntime.ts). They are private: any release may rename or reshape them, and
 * the wrappers would then silently do nothing. package.json pins gatsby to the version they were
 * written for; this test reads that version's sources and says what changed when it is upgraded.
 */

const modules = path.join(__dirname, "..", "..", "..", "node_modules");
const read = (file: string) => fs.readFileSync(path.join(modules, file), "utf8");

const EXPECTATIONS: { file: string; text: string; why: string }[] = [
  {
    file: "gatsby/cache-dir/navigation.js",
    text: "window.___navigate = (to, options) => navigate(to, options)",
    why: "navigation/navigateWithPreload.ts wraps window.___navigate(to, options)",
  },
  {
    file: "gatsby/cache-dir/production-app.js",
    text: "window.___loader = publicLoader",
    why: "gatsbyRuntime.ts reads the loader from window.___loader",
  },
  {
    file: "gatsby/cache-dir/loader.js",
    text: "hovering: rawPath => instance.hovering(rawPath)",
    why: "prefetch/prefetchPolicy.ts wraps ___loader.hovering(path)",
  },
  {
    file: "gatsby/cache-dir/loader.js",
    text: "loadPage: rawPath => instance.loadPage(rawPath)",
    why: "navigateWithPreload.ts preloads with ___loader.loadPage(path)",
  },
  {
    file: "gatsby/cache-dir/loader.js",
    text: "isPageNotFound: rawPath => instance.isPageNotFound(rawPath)",
    why: "navigation/canonicalUrl.ts asks ___loader.isPageNotFound(path)",
  },
  {
    file: "gatsby/cache-dir/loader.js",
    text: "Error: `error`",
    why: 'gatsbyRuntime.ts treats status "error" from loadPage as a failed load',
  },
  {
    file: "gatsby/cache-dir/static-entry.js",
    text: "window.pagePath=${JSON.stringify(",
    why: "navigation/hydratingPagePath.ts reads the path the server rendered from window.pagePath",
  },
  {
    file: "gatsby-link/dist/index.modern.mjs",
    text: "___loader.hovering(",
    why: "links must prefetch on hover through ___loader.hovering for the prefetch policy to apply",
  },
  {
    file: "gatsby/cache-dir/loader.js",
    text: "enqueue: rawPath => instance.prefetch(rawPath)",
    why: "links/keptLinks.ts prefetches the article's visible links with ___loader.enqueue(path)",
  },
  {
    file: "gatsby-link/dist/index.modern.mjs",
    text: "return ___loader.enqueue(",
    why: "keptLinks.ts prefetches visible links the way gatsby-link does, through ___loader.enqueue",
  },
  {
    file: "gatsby/cache-dir/production-app.js",
    text: "if (focusEl && focusEl.children.length) {",
    why: "lib/hydration.ts tells a hydration from a first render by the focus wrapper's children",
  },
  {
    file: "gatsby-link/dist/index.modern.mjs",
    text: "window.___navigate(",
    why: "links and navigate() must go through window.___navigate for preloading to apply",
  },
];

describe("Gatsby's private globals", () => {
  it.each(EXPECTATIONS)("$file still has `$text`", ({ file, text, why }) => {
    const source = read(file);
    if (!source.includes(text)) {
      throw new Error(
        `node_modules/${file} no longer contains \`${text}\`: ${why}. Gatsby's private ` +
          "runtime changed; update src/browser/ for it before upgrading gatsby.",
      );
    }
  });
});
