/**
 * The canonical form of a page path: no `index`, no `.html`, no trailing slash. `/x/index`,
 * `/x/index.html`, `/x.html` and `/x/` all name the page `/x`. The production server redirects
 * to this form and the browser replaces the URL with it, so both read paths the same way.
 */
export function canonicalPathname(pathname: string): string {
  return (
    pathname
      .replace(/\/index(\.html)?$/, "")
      .replace(/\.html$/, "")
      .replace(/\/+$/, "") || "/"
  );
}

/** A URL's parts as the browser splits them; `search` and `hash` keep their `?` and `#`. */
export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The same URL with its path in canonical form, query string and hash untouched. */
export function withCanonicalPathname({ pathname, search, hash }: UrlParts): string {
  return `${canonicalPathname(pathname)}${search}${hash}`;
}

/**
 * A browser path without the base URL the site is served under (`/developers/docs/x` →
 * `/docs/x` for the base path `/developers`), the path the site's pages are named by. A path
 * outside the base path is returned as it is.
 */
export function withoutBasePath(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, "");
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/**
 * Where a doc page's Markdown twin is served: its path plus `.md` (`/docs/about` →
 * `/docs/about.md`). The build writes the twins there (src/node/twins); the page links to it.
 */
export function markdownTwinPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, "")}.md`;
}
