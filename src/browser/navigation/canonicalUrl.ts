import { canonicalPathname, withCanonicalPathname, type UrlParts } from "../../shared/pagePaths";
import { isFailedLoad, type GatsbyLoader, type GatsbyNavigate } from "../gatsbyRuntime";

/**
 * The canonical URL of an `/x/index`, `/x/index.html` or `/x.html` address when `/x` is a page
 * of the site (query string and hash kept), else null: the address is canonical already, or
 * `/x` is no page either.
 */
export async function canonicalPageUrl(
  location: UrlParts,
  loader: Pick<GatsbyLoader, "loadPage" | "isPageNotFound">,
): Promise<string | null> {
  const canonical = withCanonicalPathname(location);
  if (canonical === `${location.pathname}${location.search}${location.hash}`) return null;
  const page = `${canonicalPathname(location.pathname)}${location.search}`;
  const resources = await loader.loadPage(page);
  if (isFailedLoad(resources) || loader.isPageNotFound(page)) return null;
  return canonical;
}

/**
 * On first load at `/x/index`, `/x/index.html` or `/x.html` (a host that serves files as they
 * are, or its not-found page, instead of redirecting), shows the page `/x` and replaces the
 * history entry with its canonical URL, query string and hash kept. Nothing happens when `/x` is
 * not a page either. Gatsby itself corrects only a page's own HTML served at another path.
 */
export async function replaceWithCanonicalUrl(
  location: UrlParts,
  loader: Pick<GatsbyLoader, "loadPage" | "isPageNotFound">,
  navigate: GatsbyNavigate,
): Promise<void> {
  const canonical = await canonicalPageUrl(location, loader);
  if (canonical) navigate(canonical, { replace: true });
}
