/**
 * The parts of Gatsby's client runtime (node_modules/gatsby/cache-dir) the site's navigation
 * builds on. They are globals set by production-app.js and navigation.js before onClientEntry
 * runs (under `gatsby develop`, app.js sets `___navigate` only before the first render); the
 * site's links (src/theme/Link, the article's kept links in links/keptLinks.ts, the search hits)
 * call them by name (`window.___navigate` on click, `___loader.hovering` on hover,
 * `___loader.enqueue` when a link becomes visible), so wrapping them changes every link.
 * contract/gatsbyInternals.test.ts checks that Gatsby still has them.
 */

/** What `loader.loadPage` resolves to when the page's data or code could not be fetched. */
export interface FailedPageResources {
  status: "error";
  error?: unknown;
}

/** Gatsby's public loader (`window.___loader`, cache-dir/loader.js `publicLoader`). */
export interface GatsbyLoader {
  loadPage(rawPath: string): Promise<FailedPageResources | { status?: undefined } | undefined>;
  hovering(rawPath: string): void;
  /**
   * Queues the path's data for prefetching, as gatsby-link does for a link that comes into view
   * (skipped on 2G, Save-Data and for crawlers); `abort` takes it out of the queue again.
   */
  enqueue(rawPath: string): { abort(): void };
  /** True when the path was loaded and turned out to be the not-found page. */
  isPageNotFound(rawPath: string): boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Gatsby's navigation entry point (`window.___navigate`, cache-dir/navigation.js). */
export type GatsbyNavigate = (to: string | number, options?: NavigateOptions) => void;

interface GatsbyWindow {
  /**
   * The path of the page the server rendered this document for, without the base URL, as
   * Gatsby writes it into every page's HTML (cache-dir/static-entry.js). It is `/404.html` on
   * the not-found page whatever address was asked for, and it is never updated on navigation.
   */
  pagePath?: string;
  ___navigate?: GatsbyNavigate;
  ___loader?: GatsbyLoader;
}

export function gatsbyWindow(): GatsbyWindow {
  return window as unknown as GatsbyWindow;
}

/** True when the loader answered without the page: its data or code failed to load. */
export function isFailedLoad(
  resources: Awaited<ReturnType<GatsbyLoader["loadPage"]>>,
): resources is FailedPageResources | undefined {
  return !resources || resources.status === "error";
}
