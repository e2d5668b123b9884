/**
 * How long browsers and CDNs may keep each file of the build. Two classes only:
 * - content-hashed assets never change under their name: one year, immutable;
 * - everything else (HTML, page data, the static query results that list the search indexes,
 *   images, manifests) is revalidated on every use, so a new build shows at once.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Files whose name carries a content hash: Gatsby's bundles at the root (`app-<20 hex>.js`,
 * `styles.<20 hex>.css`, their source maps and licence files) and everything under `/static/`
 * (Gatsby's hashed assets and the search indexes, `index-<version>-<hash>.json`). Written as a
 * regular expression both JavaScript and nginx (PCRE) read the same way.
 */
export const HASHED_ASSET_PATTERN =
  "^/(static/.+|[^/]+[.-][0-9a-f]{20}\\.(js|css)(\\.map|\\.LICENSE\\.txt)?)$";

const hashedAsset = new RegExp(HASHED_ASSET_PATTERN);

export function isHashedAsset(file: string): boolean {
  return hashedAsset.test(file);
}

/** The Cache-Control value for a file of the build, named by its path from the site root. */
export function cacheControlFor(file: string): string {
  return isHashedAsset(file) ? IMMUTABLE : REVALIDATE;
}
