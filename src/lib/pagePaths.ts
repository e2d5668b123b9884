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
