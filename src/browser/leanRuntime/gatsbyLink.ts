import { leftOut } from "./leftOut";

/**
 * Stands in for `gatsby-link` in the production bundle (src/node/gatsby/leanBrowserRuntime.ts).
 * The site's links are src/theme/Link; Gatsby's runtime needs only `parsePath` (navigation.js)
 * and the prefix helpers `gatsby` re-exports. The real module's `Link` (a class per link under a
 * router context, with its own IntersectionObserver) stayed in the bundle unused, as a minifier
 * cannot prove its `React.forwardRef(…)` free of side effects.
 */

// Set by Gatsby's webpack configuration (DefinePlugin): the base path, and the path prefix.
declare const __BASE_PATH__: string | undefined;
declare const __PATH_PREFIX__: string | undefined;

export interface ParsedPath {
  pathname: string;
  search: string;
  hash: string;
}

/** Splits a path into its path, query and hash, an empty `?` or `#` counting as none. */
export function parsePath(path: string | undefined): ParsedPath {
  let pathname = path || "/";
  let hash = "";
  let search = "";
  const hashStart = pathname.indexOf("#");
  if (hashStart >= 0) {
    hash = pathname.slice(hashStart);
    pathname = pathname.slice(0, hashStart);
  }
  const searchStart = pathname.indexOf("?");
  if (searchStart >= 0) {
    search = pathname.slice(searchStart);
    pathname = pathname.slice(0, searchStart);
  }
  return { pathname, search: search === "?" ? "" : search, hash: hash === "#" ? "" : hash };
}

const hasScheme = (path: string) => /^[a-zA-Z][a-zA-Z\d+\-.]*?:/.test(path);

/**
 * A site path with the base path in front; URLs with a scheme and relative paths as they are.
 * What is not a string (`undefined` from a caller in JavaScript) is returned as it is, as
 * gatsby-link returns it, rather than thrown on.
 */
export function withPrefix(
  path: string,
  prefix: string | undefined = typeof __BASE_PATH__ === "undefined" ? undefined : __BASE_PATH__,
): string {
  if (typeof path !== "string") return path;
  if (hasScheme(path) || path.startsWith("./") || path.startsWith("../")) return path;
  const pathPrefix = typeof __PATH_PREFIX__ === "undefined" ? undefined : __PATH_PREFIX__;
  const base = prefix ?? pathPrefix ?? "/";
  return `${base.endsWith("/") ? base.slice(0, -1) : base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A path with the path prefix (assets), as gatsby-link's `withAssetPrefix`. */
export function withAssetPrefix(path: string): string {
  return withPrefix(path, typeof __PATH_PREFIX__ === "undefined" ? undefined : __PATH_PREFIX__);
}

export function Link(): never {
  throw leftOut("gatsby's <Link>", "use src/theme/Link");
}

export function navigate(): never {
  throw leftOut("gatsby's navigate()", "use navigateTo (src/browser/links/siteHref)");
}
