import { parsePath, withPrefix } from "gatsby";
import { gatsbyWindow, type NavigateOptions } from "../gatsbyRuntime";

/**
 * The href of a page of the site from its path (`/docs/x`, maybe with a query and hash): the
 * base URL in front and, as the site's `trailingSlash: "never"` asks, no slash at the end of
 * its path. This is what gatsby-link writes for an absolute `to`.
 */
export function siteHref(to: string): string {
  const { pathname, search, hash } = parsePath(withPrefix(to));
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return `${trimmed || "/"}${search}${hash}`;
}

/**
 * Opens a page of the site client-side through Gatsby's navigation (its data first, the
 * progress bar, the site's wrappers); a full load where that runtime is absent.
 */
export function navigateTo(to: string, options?: NavigateOptions): void {
  const href = siteHref(to);
  const navigate = gatsbyWindow().___navigate;
  if (navigate) navigate(href, options);
  else window.location.assign(href);
}
