import fs from "node:fs";
import path from "node:path";

/**
 * Paths no reader is served, which both servers answer 404 with the not-found page: `_headers`
 * and `_redirects` (Netlify and Cloudflare Pages read them from public/ and never serve them;
 * nginx and the Node server serve public/ too, so they refuse them), source maps and every dot
 * path but `/.well-known/`. The build leaves no map and no dot file in public/ (see
 * removeUnpublishedFiles and src/node/content/projectFiles.ts); the refusal stays for a folder
 * another build or a hand left on a server. The pattern is read alike by JavaScript and by nginx
 * (PCRE), so the Node server and the generated nginx configuration refuse the same paths.
 */
export const INTERNAL_PATH_PATTERN = "^/(_headers|_redirects)$|\\.map$|^(?!/\\.well-known/).*/\\.";

const internalPath = new RegExp(INTERNAL_PATH_PATTERN);

/** True for a decoded path from the site root that no reader is served. */
export function isInternalPath(path: string): boolean {
  return internalPath.test(path);
}

/**
 * Gatsby's records of a build at public/'s root (gatsby-webpack-stats-extractor). Its HTML
 * renderer reads them while the build runs (the scripts of each page); no browser fetches them
 * (the chunk map is inlined into every page) and no host needs them, so the build deletes them
 * once the pages are written. Every build writes them again before it renders a page.
 */
const GATSBY_RECORDS = ["webpack.stats.json", "chunk-map.json"] as const;

/** What builds before the deploy folder (src/node/deploy/deployOutput.ts) wrote in public/. */
const FORMER_DEPLOY_FILES = ["_nginx.conf", "_page-policy.json"] as const;

/**
 * Deletes from a finished build's public/ what no reader or host needs: Gatsby's records, the
 * servers' files an earlier build wrote there, and source maps (the build writes none, but Gatsby
 * keeps the files of earlier builds, maps included). Returns the deleted files, from the root.
 * Given `mapsDir` (a bench build's), the maps are moved there, flat, instead of deleted.
 */
export function removeUnpublishedFiles(publicDir: string, mapsDir?: string): string[] {
  const named = [...GATSBY_RECORDS, ...FORMER_DEPLOY_FILES].filter((name) =>
    fs.existsSync(path.join(publicDir, name)),
  );
  const maps = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".map"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  if (mapsDir) {
    fs.rmSync(mapsDir, { recursive: true, force: true });
    fs.mkdirSync(mapsDir, { recursive: true });
    for (const map of maps)
      fs.copyFileSync(path.join(publicDir, map), path.join(mapsDir, path.basename(map)));
  }
  const removed = [...named, ...maps];
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
  return removed.map((file) => `/${file.split(path.sep).join("/")}`).sort();
}

/**
 * Fails when a build's files (from the root, `_headers` and `_redirects` aside) hold one no
 * reader may be served: a host would publish it, and a rule hiding it could be passed by another
 * spelling of its address.
 */
export function refuseInternalFiles(files: readonly string[]): void {
  const internal = files.filter((file) => isInternalPath(file));
  if (internal.length > 0) {
    throw new Error(
      `public/ holds files no reader may be served, which a host would publish: ${internal.join(", ")}. ` +
        "Expected none: source maps are deleted, dot files refused in static/ (only .well-known/ is published).",
    );
  }
}
