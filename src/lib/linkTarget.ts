import { withoutBasePath } from "../shared/pagePaths";
import { classifyUrl } from "../shared/urlSafety";

/** Where a link written in the docs leads, and so how it must be rendered. */
export type LinkTarget =
  /** A page of this site: a client-side navigation through Gatsby's Link (prefetched). */
  | { kind: "page"; to: string }
  /** An anchor of the page being read. */
  | { kind: "anchor"; href: string }
  /** Anywhere else: a full-page navigation with rel="noopener noreferrer". */
  | { kind: "external"; href: string };

export interface SiteUrls {
  /** The site's own address (site.config.ts `url`), e.g. https://developers.getwemap.com. */
  url: string;
  /** URLs matching it leave the site even when written as paths or on the site's origin. */
  externalUrlRegex?: string;
  /** The site's base URL (site.config.ts `baseUrl`): absolute URLs of the site start with it. */
  baseUrl?: string;
}

/**
 * Site paths and absolute URLs on the site's own origin navigate client-side; URLs matching the
 * configured external pattern, other origins and other schemes (mailto:, tel:) leave the site.
 * A page's `to` is a site path, without the base URL (Gatsby's Link adds it). What kind of URL
 * `href` is comes from the site's classifier (urlSafety.ts); the origin from the URL parser.
 */
export function linkTarget(href: string, site: SiteUrls): LinkTarget {
  const { kind } = classifyUrl(href);
  if (kind === "anchor") return { kind: "anchor", href };
  if (kind === "mailto" || kind === "tel" || kind === "unsafe") return { kind: "external", href };
  const siteOrigin = new URL(site.url).origin;
  let url: URL;
  try {
    url = new URL(href, `${siteOrigin}/`);
  } catch {
    return { kind: "external", href };
  }
  const external = site.externalUrlRegex ? new RegExp(site.externalUrlRegex) : undefined;
  if (url.origin !== siteOrigin || external?.test(url.href)) return { kind: "external", href };
  if (kind === "site-path") return { kind: "page", to: href };
  const path = withoutBasePath(url.pathname, site.baseUrl ?? "/");
  return { kind: "page", to: `${path}${url.search}${url.hash}` };
}
