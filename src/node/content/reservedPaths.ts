import { DOCS_BASE_PATH } from "../versions/versions";

/**
 * A rule for paths of `public/` that the build writes itself or that a host reads as its own
 * configuration or code: a file of `static/` there would be copied over the build's (Gatsby
 * copies static/ into public/), or be run or read by a host. Paths are compared lower-cased and
 * NFC-composed, since some hosts and disks fold case (`PAGE-DATA/` is `page-data/` there).
 */
interface ReservedRule {
  /** Tests a path from the site root: lower-cased, NFC, `/`-separated, no leading slash. */
  test: (path: string) => boolean;
  /** What is there, for the message: "page-data/ holds Gatsby's page data ...". */
  what: string;
}

const DOCS_FOLDER = DOCS_BASE_PATH.replace(/^\/+/, "").toLowerCase();

const atRoot = (path: string) => !path.includes("/");
const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`);
const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Every path the build owns, each with where it comes from. Derived from what a build writes
 * (a `public/` of this site, listed), Gatsby's own output, src/node (the hosting rules, the
 * search files, the sidebars, the twins) and what the hosts read (docs/deploy.md).
 */
const RESERVED: readonly ReservedRule[] = [
  // Gatsby writes every page's data and the static queries' results there; its loader fetches
  // them on client navigations, so a planted page-data.json is rendered as the page.
  { test: under("page-data"), what: "page-data/ holds Gatsby's page data" },
  // Gatsby's static folder: webpack's assets, and this site's search files and sidebars
  // (src/node/search/searchAssets.ts SEARCH_ASSETS_DIR, src/node/sidebars/sidebarFiles.ts).
  {
    test: under("static"),
    what: "static/ holds the build's hashed assets, search files and sidebars",
  },
  // Gatsby copies Partytown's scripts there (gatsby/dist/internal-plugins/partytown).
  { test: under("~partytown"), what: "~partytown/ holds Gatsby's Partytown scripts" },
  // The hosting rules the build writes (src/node/deploy/writeHostFiles.ts HOST_FILES: _headers,
  // _redirects), the servers' files earlier builds wrote there, which the build deletes
  // (_nginx.conf, _page-policy.json: internalFiles.ts FORMER_DEPLOY_FILES), Gatsby's slices
  // (_gatsby/), and the names the hosts read as their configuration or code: Netlify's and Cloudflare Pages' _headers and
  // _redirects, Cloudflare Pages' _worker.js (run as the site's worker) and _routes.json. Each
  // host reads them at the root of the output only, so a nested `docs/_worker.js` is no host's
  // (and a `.js` is no type static/ may hold anyway).
  {
    test: (path) => path.startsWith("_"),
    what: "a name starting with _ at the root is the hosts' or the build's (_headers, _redirects, _worker.js, _routes.json, _nginx.conf, _page-policy.json, _gatsby/)",
  },
  // Gatsby's build records, which the build deletes from public/ once the pages are written
  // (src/node/deploy/internalFiles.ts GATSBY_RECORDS): a file of static/ so named would go with them.
  {
    test: (path) => path === "webpack.stats.json" || path === "chunk-map.json",
    what: "it is one of Gatsby's build records",
  },
  // webpack writes the bundles at the root, named with their 20-digit content hash, each with
  // its licence file (gatsby's webpack config: `[name]-[contenthash].js`,
  // `[name].[contenthash].css`; terser's `<bundle>.LICENSE.txt`), as cachePolicy.ts's
  // HASHED_ASSET_PATTERN reads them. Any other `.js` or `.css` is no type static/ may hold.
  {
    test: (path) => atRoot(path) && /[.-][0-9a-f]{20}\.(js|css)(\.map|\.license\.txt)?$/.test(path),
    what: "a name with a 20-digit hash before .js or .css at the root is one of webpack's bundles or its licence file",
  },
  // Every page is written as <path>/index.html (the home page as index.html), and both servers
  // send a folder's index.html as the page at that folder's address (src/node/server/
  // resolveRequest.ts, the nginx rules): any index.html is a page's file.
  {
    test: (path) => baseName(path) === "index.html",
    what: "a folder's index.html is the page at that folder's address",
  },
  // The not-found page (src/pages/404.tsx), written at 404.html and 404/index.html; both servers
  // send 404.html for every unknown address.
  {
    test: (path) => path === "404.html" || under("404")(path),
    what: "404.html and 404/ are the not-found page",
  },
  // The Markdown twins: one `<page>.md` beside each doc page (docs.md for /docs), written by
  // src/node/twins/twinFiles.ts (docs/twins.md).
  {
    test: (path) =>
      path === `${DOCS_FOLDER}.md` || (under(DOCS_FOLDER)(path) && path.endsWith(".md")),
    what: `a .md file at ${DOCS_BASE_PATH} or under it is a doc page's Markdown twin`,
  },
  // llms.txt at the root and in each older version's folder, and llms-full.txt at the root
  // (src/node/twins/twinFiles.ts llmsIndexFileOf, LLMS_FULL_FILE); tools read an llms.txt as the
  // index of the folder it is in, so the name is the build's in any folder.
  {
    test: (path) => baseName(path) === "llms.txt" || baseName(path) === "llms-full.txt",
    what: "llms.txt and llms-full.txt are the build's indexes of the docs for language models",
  },
];

/**
 * Why the build owns this path of `static/` (from static/'s root, as it is published), or
 * `undefined` when it may hold a file there. Not reserved although asked about: `sitemap*` (the
 * build writes no sitemap; `sitemap.xml` is no type static/ may hold) and `functions/`
 * (Cloudflare Pages reads Functions beside the output folder, never inside it).
 */
export function reservedPathReason(relative: string): string | undefined {
  const path = relative.replace(/\\/g, "/").replace(/^\/+/, "").normalize("NFC").toLowerCase();
  return RESERVED.find((rule) => rule.test(path))?.what;
}
