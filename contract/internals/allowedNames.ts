/**
 * Names the finder (findInternalUses.ts) flags in the site's code that are no Gatsby internal:
 * Gatsby's code spells them, and no installed package's declarations do, but the site does not
 * reach into Gatsby with them. Each group says why; keep it short: a name that is an internal
 * belongs to a touchpoint (contract/gatsbyTouchpoints.ts, its `covers`).
 */

/** Gatsby's documented API that its declarations (index.d.ts) leave out. */
export const DOCUMENTED_GATSBY_NAMES: Readonly<Record<string, string>> = {
  // The props Gatsby hands a site's src/html.js ("Customizing html.js" in Gatsby's docs).
  headComponents: "html.js props",
  preBodyComponents: "html.js props",
  postBodyComponents: "html.js props",
  // createResolvers' context.nodeModel ("Node Model" in Gatsby's API reference).
  nodeModel: "createResolvers context",
  findOne: "nodeModel.findOne",
  // The GraphQL type of every page (Gatsby's GraphQL reference).
  SitePage: "GraphQL type",
};

/**
 * Names of the web, HTTP and npm that no declaration file spells (values of strings, not
 * types): Gatsby's code holds them for the same reason the site does.
 */
export const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  // The Network Information API (navigator.connection), which TypeScript's DOM library lacks.
  effectiveType: "navigator.connection",
  saveData: "navigator.connection",
  "2g": "navigator.connection.effectiveType",
  // KeyboardEvent.key values.
  Escape: "key",
  ArrowDown: "key",
  ArrowUp: "key",
  // A <link rel> value (HTML's link types); Lighthouse's declarations spelled it until the
  // bench's tools left the root install.
  stylesheet: "link rel",
  canonical: "link rel",
  // The interop marker Babel and TypeScript put on a compiled ES module's exports.
  __esModule: "module interop",
  // Response headers' values and file types.
  DENY: "X-Frame-Options",
  nosniff: "X-Content-Type-Options",
  gif: "file type",
  woff: "file type",
  woff2: "file type",
  // Files every site and package has.
  "index.html": "file",
  "404.html": "file",
  "manifest.json": "file",
  "package.json": "file",
  "package-lock.json": "file",
  node_modules: "folder",
  git: "command",
  "enhanced-resolve": "a package Gatsby installs, loaded by name",
  // Words of the site's content (platform names, code keywords) that Gatsby's strings share.
  iOS: "platform",
  package: "keyword",
};

/**
 * The site's own names, which Gatsby happens to spell too: each is declared by the site (a
 * variable, parameter, property or class of its own), which the finder's test checks.
 */
export const SITE_OWN_NAMES: readonly string[] = [
  "activePath",
  "firstLine",
  "found",
  "lockFile",
  "siteRoot",
  "siteUrl",
  "BuildError",
];

/** A use in one file that is no reliance on an internal, and why. */
export interface AllowedUse {
  file: string;
  name: string;
  why: string;
}

/** Uses of a name that elsewhere is an internal, in a file where it is not. */
export const ALLOWED_USES: readonly AllowedUse[] = [
  {
    file: "src/browser/baseUrl/BaseUrlCheck.tsx",
    name: "pagePath",
    why: "the component's own prop, the page's path gatsby-ssr hands it, not window.pagePath",
  },
  {
    file: "src/node/gatsby/outputGuard.ts",
    name: ".cache",
    why: "the cache folder `gatsby clean` deletes, named in Gatsby's documentation",
  },
];
