import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { leversOff, type Lever } from "./levers";

// Resolved from the site's root: gatsby-node is compiled by Parcel, where require.resolve is absent.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/** Where the replacements live (browser modules, compiled by Gatsby's webpack like the theme). */
const stubsDir = path.join(process.cwd(), "src", "browser", "leanRuntime");

/**
 * The modules of Gatsby's browser runtime that the production bundle replaces, each mapped to a
 * module of src/browser/leanRuntime/ and kept by the lever it belongs to (src/node/gatsby/levers.ts;
 * each measured in docs/runtime-levers.md). Keys are webpack aliases: an absolute path ending in `$`
 * matches that module exactly, however it is imported.
 *
 * - `partytown`: Partytown's browser plugin, which Gatsby adds to every site. It only acts under
 *   `gatsby develop`, yet its `require("gatsby-script")` put the whole `<Script>` loader in the
 *   app chunk; the site loads no script through `<Script>` (gtag comes from its own plugin).
 * - `router`: `@gatsbyjs/reach-router`, whole in the bundle because gatsby-react-router-scroll
 *   `require`s it as CommonJS, which keeps every export: the runtime gets the parts it uses
 *   (router.tsx). Two aliases go with it, as the real modules import parts of reach-router the
 *   stand-in does not carry (src/node/gatsby/strictStandInExports.ts stops the build if one is
 *   missing): `gatsby-link` (its `Link` renders reach-router's; the site's links are its own,
 *   src/theme/Link, and the runtime keeps the path helpers it calls, gatsbyLink.ts), and the
 *   browser side of the Head API (it renders reach-router's `LocationProvider`; pages set their
 *   head with react-helmet, `SiteHead`, and no page exports `Head`).
 * - `helmet`: react-helmet (with react-side-effect and react-fast-compare): in the browser the
 *   pages' heads are written by helmet.tsx; the HTML renderer keeps react-helmet.
 */
export function leanRuntimeAliases(
  siteDir: string,
  gatsbyDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const cacheDir = path.join(siteDir, ".cache");
  const byLever: Partial<Record<Lever, Record<string, string>>> = {
    partytown: {
      [`${path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js")}$`]:
        path.join(stubsDir, "noPartytown.ts"),
    },
    router: {
      "@gatsbyjs/reach-router$": path.join(stubsDir, "router.tsx"),
      "gatsby-link$": path.join(stubsDir, "gatsbyLink.ts"),
      [`${path.join(cacheDir, "head", "head-export-handler-for-browser")}$`]: path.join(
        stubsDir,
        "noHeadExport.ts",
      ),
    },
    helmet: { "react-helmet$": path.join(stubsDir, "helmet.tsx") },
  };
  const off = leversOff(env);
  return Object.assign(
    {},
    ...Object.entries(byLever)
      .filter(([lever]) => !off.has(lever as Lever))
      .map(([, aliases]) => aliases),
  ) as Record<string, string>;
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
