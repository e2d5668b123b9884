/**
 * Gatsby's loader keys a page by `decodeURIComponent(pathname)`, while its router
 * (@gatsbyjs/reach-router) reads the path as `encodeURI(decodeURI(pathname))`. The two disagree
 * on any escape of a character `decodeURI` keeps (`%3D`, `%2F`, `%40`...): `/nope/a%3Db%20c` is
 * loaded as `/nope/a=b c` but rendered as `/nope/a%253Db%20c`, for which nothing is loaded, and
 * React renders a blank page (`Cannot read properties of undefined (reading 'page')`).
 *
 * This inline script, run before any bundle (the router reads the address when its module
 * loads), replaces the history entry with the same address spelt so both read it alike: every
 * escape decoded once, then encoded with encodeURI, which leaves `=`, `@`, `+`... literal, as a
 * URL path may. `?` and `#` cannot stay literal in a path and an escape of them is misread
 * again, so they become U+FFFD; a malformed escape (`%E0%A4%A`) is taken as the text it is.
 * Query string and hash are kept. Plain ES5, the same on every page (one CSP hash).
 */
export const ROUTER_SAFE_URL_SCRIPT = `(function (l) {
  var p = l.pathname, d;
  try {
    if (decodeURIComponent(p) === decodeURI(p) && encodeURI(decodeURI(p)) === p) return;
    d = decodeURIComponent(p);
  } catch (e) {
    d = p;
  }
  var safe = encodeURI(d.replace(/[?#]/g, "\\uFFFD"));
  if (safe !== p) window.history.replaceState(window.history.state, "", safe + l.search + l.hash);
})(window.location);`;
