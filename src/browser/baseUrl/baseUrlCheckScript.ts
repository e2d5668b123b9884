import { canonicalPathname } from "../../shared/pagePaths";

/** The first words of the banner, kept as the spec's error catalogue names it (for Gatsby). */
export const BASE_URL_BANNER_TITLE = "Your Gatsby site did not load properly.";

export const BASE_URL_BANNER_ID = "base-url-issue-banner";

/**
 * An inline script, run before any bundle, that shows a banner when the page is served under
 * another path than the base URL it was built for. With the base URL "/" a prefix test sees
 * nothing wrong in `/other/docs/about`, so the script compares the path the page was built at
 * (known at build time) with the one it is served from: `/other/docs/about` for the page
 * `/docs/about` means the site should have been built with the base URL `/other/`.
 *
 * Plain ES5: it runs before any polyfill. Its `canonical` repeats shared/pagePaths (tests keep them
 * in step). The page path comes from the script element's `data-page` attribute, so the script
 * is the same on every page and one hash in the Content-Security-Policy allows it everywhere.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const settings = JSON.stringify({
    baseUrl,
    id: BASE_URL_BANNER_ID,
    title: BASE_URL_BANNER_TITLE,
  });
  return `(function (o) {
  function canonical(p) {
    return p.replace(/\\/index(\\.html)?$/, "").replace(/\\.html$/, "").replace(/\\/+$/, "") || "/";
  }
  var page = document.currentScript.getAttribute("data-page");
  var served = window.location.pathname;
  try { served = decodeURI(served); } catch (e) {}
  served = canonical(served);
  var expected = canonical(o.baseUrl.replace(/\\/+$/, "") + page);
  if (served === expected) return;
  var ownPath = page === "/" ? "" : page;
  var suggestion = null;
  if (served.slice(served.length - ownPath.length) === ownPath) {
    suggestion = served.slice(0, served.length - ownPath.length).replace(/\\/+$/, "") + "/";
  }
  var banner = document.createElement("div");
  banner.id = o.id;
  banner.setAttribute("role", "alert");
  banner.style.cssText = "padding:1rem 1.5rem;background:#fff4e5;color:#5c3b00;border-bottom:2px solid #c77700;font:16px/1.5 system-ui,sans-serif";
  banner.textContent = o.title + " It was built for the base URL \\u201c" + o.baseUrl +
    "\\u201d but is served from \\u201c" + served + "\\u201d. " +
    (suggestion
      ? "Build it with the base URL \\u201c" + suggestion + "\\u201d (baseUrl in site.config.ts), or serve it at \\u201c" + o.baseUrl + "\\u201d."
      : "Check baseUrl in site.config.ts against the address the site is served at.");
  document.body.insertBefore(banner, document.body.firstChild);
})(${settings});`;
}

/**
 * The path the check compares with, for the `data-page` attribute; none for the not-found page,
 * which is served at any path and so has nothing to compare.
 */
export function baseUrlCheckPage(pagePath: string): string | null {
  const page = canonicalPathname(pagePath);
  return page === "/404" ? null : page;
}
