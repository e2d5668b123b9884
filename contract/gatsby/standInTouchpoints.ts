import type { Touchpoint } from "./touchpoint";

/**
 * Modules of Gatsby's browser runtime the production bundle replaces by the site's stand-ins
 * (src/node/gatsby/leanBrowserRuntime.ts): the absolute paths of Gatsby's copies in `.cache/`,
 * and the packages whose exports Gatsby's runtime imports. Their alias table and the stand-ins'
 * exports have tests of their own, named here.
 */

const ALIAS_TABLE = "src/node/gatsby/leanBrowserRuntime.ts";
const ALIAS_TESTS = ["contract/leanBrowserRuntime.test.ts", "built/leanRuntime.test.ts"];

export const STAND_IN_TOUCHPOINTS: readonly Touchpoint[] = [
  {
    id: "stand-in-partytown",
    covers: ["partytown", "internal-plugins"],
    use: "Partytown's browser plugin, which Gatsby adds to every site and which pulls gatsby-script into the app chunk, is replaced by an empty module: it acts only under `gatsby develop`.",
    site: [
      { file: ALIAS_TABLE, mentions: '"partytown"' },
      { file: "contract/standIns/browserEntries.ts", mentions: '"internal-plugins"' },
      { file: "src/node/gatsby/levers.ts", mentions: '"partytown"' },
    ],
    internal:
      "gatsby/dist/internal-plugins/partytown/gatsby-browser.js, a browser plugin whose only hook, onInitialClientRender, returns at once outside development",
    gatsbyFiles: ["gatsby/dist/internal-plugins/partytown/gatsby-browser.js"],
    breaks:
      "A moved file escapes the alias: gatsby-script is bundled again (2.2 KiB a first load), unnoticed; a hook added for production would be lost.",
    shows: "built/leanRuntime.test.ts finds '~partytown' in the first load's scripts.",
    guard: { tests: ALIAS_TESTS },
  },
  {
    id: "stand-in-head-export",
    covers: [".cache", "head-export-handler-for-browser", "pageComponent"],
    use: "The browser side of the Head API is replaced: pages set their head with react-helmet.",
    site: [
      { file: ALIAS_TABLE, mentions: '"head-export-handler-for-browser"' },
      { file: "src/browser/leanRuntime/noHeadExport.ts", mentions: "pageComponent" },
    ],
    internal:
      "<site>/.cache/head/head-export-handler-for-browser.js and its export headHandlerForBrowser",
    gatsbyFiles: ["gatsby/cache-dir/head/head-export-handler-for-browser.js"],
    breaks: "A moved file escapes the alias (bytes); a renamed export breaks the app chunk.",
    shows:
      "built/leanRuntime.test.ts finds 'data-gatsby-head'; the build fails on a missing export.",
    guard: { tests: ALIAS_TESTS },
  },
  {
    id: "stand-in-gatsby-link",
    covers: ["__BASE_PATH__", "__PATH_PREFIX__", "gatsby-browser-entry.js"],
    use: "gatsby-link is replaced by the path helpers Gatsby's runtime calls (parsePath, withPrefix).",
    site: [
      { file: ALIAS_TABLE, mentions: '"gatsby-link$"' },
      { file: "contract/standIns/browserResolver.ts", mentions: '"gatsby-browser-entry.js"' },
      { file: "src/browser/leanRuntime/gatsbyLink.ts", mentions: "__PATH_PREFIX__" },
    ],
    internal: "parsePath (navigation.js) and the helpers gatsby-browser-entry.js re-exports",
    gatsbyFiles: ["gatsby/cache-dir/navigation.js", "gatsby/cache-dir/gatsby-browser-entry.js"],
    breaks: "A helper the runtime starts to import is missing: the build or navigation fails.",
    shows: "src/browser/__tests__/leanGatsbyLink.test.ts; `npm run build`.",
    guard: { tests: [...ALIAS_TESTS, "src/browser/__tests__/leanGatsbyLink.test.ts"] },
  },
  {
    id: "stand-in-reach-router",
    covers: ["_onTransitionComplete"],
    use: "@gatsbyjs/reach-router is replaced by the parts Gatsby's runtime renders and drives.",
    site: [
      { file: ALIAS_TABLE, mentions: '"@gatsbyjs/reach-router$"' },
      { file: "src/browser/leanRuntime/router.tsx", mentions: "_onTransitionComplete" },
    ],
    internal:
      "Router, Location, BaseContext, navigate, globalHistory (navigate, listen, _onTransitionComplete, location.key) as production-app.js, navigation.js and find-path.js use them",
    gatsbyFiles: [
      "gatsby/cache-dir/production-app.js",
      "gatsby/cache-dir/navigation.js",
      "gatsby/cache-dir/find-path.js",
    ],
    breaks: "Routing, history and scroll restoration of every page.",
    shows:
      "src/browser/__tests__/router*Differential.test.ts(x), against the real library; every e2e navigation test.",
    guard: {
      tests: [
        ...ALIAS_TESTS,
        "src/browser/__tests__/routerPickDifferential.test.ts",
        "src/browser/__tests__/routerRenderDifferential.test.tsx",
        "src/browser/__tests__/routerNavigationDifferential.test.tsx",
      ],
    },
  },
];
