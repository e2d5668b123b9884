import fs from "node:fs";
import path from "node:path";

/**
 * Files of `public/` that are for the build and the hosts, not for readers: the hosting rules
 * (`_headers`, `_redirects`, `_nginx.conf`, `_page-policy.json`), Gatsby's own build records
 * (`webpack.stats.json`, `chunk-map.json`), source maps (the build writes none; an older build
 * copied to the server might hold them) and every dot path but `/.well-known/`. Both servers
 * answer them 404 with the not-found page: the pattern is read alike by JavaScript and by nginx
 * (PCRE), so the Node server and the generated nginx configuration refuse the same paths.
 */
export const INTERNAL_PATH_PATTERN =
  "^/(_headers|_redirects|_nginx\\.conf|_page-policy\\.json|webpack\\.stats\\.json|chunk-map\\.json)$|\\.map$|^(?!/\\.well-known/).*/\\.";

const internalPath = new RegExp(INTERNAL_PATH_PATTERN);

/** True for a decoded path from the site root that no reader is served. */
export function isInternalPath(path: string): boolean {
  return internalPath.test(path);
}

/**
 * Deletes the source maps of `public/`: the build writes none, but Gatsby keeps the files of
 * earlier builds, maps included, and a host publishes whatever the folder holds.
 */
export function removeSourceMaps(publicDir: string): number {
  const maps = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".map"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const map of maps) fs.rmSync(map);
  return maps.length;
}
