/**
 * Gatsby's loader keys a page by `decodeURIComponent(pathname)`, while its router
 * (@gatsbyjs/reach-router) reads the path as `encodeURI(decodeURI(pathname))`. The two disagree
 * on any escape of a character `decodeURI` keeps (`%3D`, `%2F`, `%40`...): `/nope/a%3Db%20c` is
 * loaded as `/nope/a=b c` but rendered as `/nope/a%253Db%20c`, for which nothing is loaded, and
 * React renders a blank page (`Cannot read properties of undefined (reading 'page')`).
 *
 * This gives the same address spelt so both read it alike: every escape decoded once, then
 * encoded with encodeURI, which leaves `=`, `@`, `+`... literal, as a URL path may. `?` and `#`
 * cannot stay literal in a path, and an escape of them is misread again, so they become U+FFFD;
 * a malformed escape (`%E0%A4%A`) is taken as the text it is. Returns the pathname unchanged
 * when both already agree.
 */
export function routerSafePathname(pathname: string): string {
  if (agrees(pathname)) return pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return encodeURI(decoded.replace(/[?#]/g, "\uFFFD"));
}

function agrees(pathname: string): boolean {
  try {
    return (
      decodeURIComponent(pathname) === decodeURI(pathname) &&
      encodeURI(decodeURI(pathname)) === pathname
    );
  } catch {
    return false;
  }
}

/**
 * Before Gatsby loads the first page: if its address would be read two ways, replace the history
 * entry with the spelling both read alike (query string and hash kept), so the page renders (the
 * not-found page, for an unknown address) instead of nothing.
 */
export function replaceWithRouterSafeUrl(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "replaceState" | "state">,
): void {
  const safe = routerSafePathname(location.pathname);
  if (safe !== location.pathname) {
    history.replaceState(history.state, "", `${safe}${location.search}${location.hash}`);
  }
}
