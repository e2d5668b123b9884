import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

// Resolved from the site's root: gatsby-node is compiled by Parcel, where require.resolve is absent.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/** Where the replacements live (browser modules, compiled by Gatsby's webpack like the theme). */
const stubsDir = path.join(process.cwd(), "src", "browser", "leanRuntime");

/**
 * Parts of Gatsby's browser runtime the site never runs, each mapped to a small module that
 * fails loudly if a later change starts to need the real one. Keys are webpack aliases: an
 * absolute path ending in `$` matches that module exactly, however it is imported.
 *
 * - Partytown's browser plugin (Gatsby adds it to every site): it only acts under
 *   `gatsby develop`, yet its `require("gatsby-script")` put the whole `<Script>` loader in the
 *   app chunk. The site loads no script through `<Script>` (gtag comes from its own plugin).
 * - `gatsby-script`, re-exported by `gatsby`'s entry.
 * - The service-worker registration, required by the app only when a plugin such as
 *   gatsby-plugin-offline asks for it; the site has no offline support.
 * - The browser side of the Head API: pages set their head with react-helmet (`SiteHead`), and
 *   no page exports `Head`.
 * - `gatsby-link`: the site's links are its own (src/theme/Link); the runtime keeps the path
 *   helpers it calls.
 * - `@gatsbyjs/reach-router`, whole in the bundle because a CommonJS `require` of it keeps every
 *   export: the runtime gets the parts it uses (src/browser/leanRuntime/router.tsx).
 * - react-helmet (with react-side-effect and react-fast-compare, 5.7 KiB): in the browser the
 *   pages' heads are written by src/browser/leanRuntime/helmet.tsx; the HTML renderer keeps it.
 * - prop-types, whose checks production never runs: do-nothing checkers without its shims.
 * - gatsby-react-router-scroll: the same scroll handling without the context of
 *   `useScrollRestoration`, which the site does not use (src/browser/leanRuntime/scrollHandler.tsx).
 */
export function leanRuntimeAliases(siteDir: string, gatsbyDir: string): Record<string, string> {
  const cacheDir = path.join(siteDir, ".cache");
  return {
    [`${path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js")}$`]:
      path.join(stubsDir, "noPartytown.ts"),
    "gatsby-script$": path.join(stubsDir, "noScript.tsx"),
    "gatsby-link$": path.join(stubsDir, "gatsbyLink.ts"),
    "@gatsbyjs/reach-router$": path.join(stubsDir, "router.tsx"),
    "react-helmet$": path.join(stubsDir, "helmet.tsx"),
    "prop-types$": path.join(stubsDir, "propTypes.ts"),
    "gatsby-react-router-scroll$": path.join(stubsDir, "scrollHandler.tsx"),
    [`${path.join(cacheDir, "register-service-worker")}$`]: path.join(
      stubsDir,
      "noServiceWorker.ts",
    ),
    [`${path.join(cacheDir, "head", "head-export-handler-for-browser")}$`]: path.join(
      stubsDir,
      "noHeadExport.ts",
    ),
  };
}

/** The aliases for the site being built, with Gatsby where the site installs it. */
export function siteRuntimeAliases(): Record<string, string> {
  const gatsbyDir = path.dirname(siteRequire.resolve("gatsby/package.json"));
  return leanRuntimeAliases(process.cwd(), gatsbyDir);
}

/** The production browser bundle only: the HTML renderer and `gatsby develop` keep Gatsby's own. */
export const leanBrowserRuntime: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ resolve: { alias: siteRuntimeAliases() } });
};
