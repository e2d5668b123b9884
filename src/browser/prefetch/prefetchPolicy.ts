import type { GatsbyLoader } from "../gatsbyRuntime";

/** The Network Information API's view of the connection (not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

const CRAWLER = /bot|crawler|spider|crawling/i;

/**
 * Whether prefetching is welcome: not on a 2G (or slow-2g) connection, not with Save-Data on,
 * not for a crawler. The same rule as Gatsby's visible-link prefetch (cache-dir/loader.js).
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined, userAgent = ""): boolean {
  if (connection?.effectiveType?.includes("2g")) return false;
  if (connection?.saveData) return false;
  return !CRAWLER.test(userAgent);
}

/**
 * Gatsby's Link loads the whole target page on hover without asking the connection (only the
 * visible-link prefetch does). Route hover loading through the same rule.
 */
export function gateHoverPrefetch(
  loader: Pick<GatsbyLoader, "hovering">,
  currentNavigator: { connection?: ConnectionInfo; userAgent?: string },
): void {
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (rawPath) => {
    if (prefetchAllowed(currentNavigator.connection, currentNavigator.userAgent)) hovering(rawPath);
  };
}
