import { parsePath } from "gatsby";
import type { GatsbyLoader } from "../gatsbyRuntime";
import { gatsbyWindow } from "../gatsbyRuntime";

/** The path and query of an href, the key Gatsby's loader takes (as gatsby-link gives it). */
export function pathAndSearch(href: string): string {
  const { pathname, search } = parsePath(href);
  return `${pathname}${search}`;
}

export interface VisiblePrefetchEnv {
  loader: Pick<GatsbyLoader, "enqueue">;
  location: Pick<Location, "pathname" | "search">;
  /** Absent in browsers without it: visible links are then not prefetched, as with gatsby-link. */
  IntersectionObserver?: typeof IntersectionObserver;
}

export interface VisiblePrefetcher {
  /** Queues `href`'s page data while `link` is in view; returns what stops watching it. */
  observe(link: Element, href: string): () => void;
  disconnect(): void;
}

/**
 * What gatsby-link does for each link that comes into view (queue its page's data with the
 * loader, take it out of the queue when it leaves), with one IntersectionObserver for all the
 * links it watches: gatsby-link creates one per link, which on a doc's sidebar meant dozens of
 * observers created during hydration.
 */
export function createVisiblePrefetcher(env: VisiblePrefetchEnv): VisiblePrefetcher {
  const targets = new Map<Element, string>();
  const queued = new Map<Element, { abort(): void }>();
  const stopPrefetch = (link: Element) => {
    queued.get(link)?.abort();
    queued.delete(link);
  };
  const Observer = env.IntersectionObserver;
  const observer = Observer
    ? new Observer((entries) => {
        for (const entry of entries) {
          const target = targets.get(entry.target);
          if (target === undefined) continue;
          if (entry.isIntersecting || entry.intersectionRatio > 0) {
            // Data fetched for the page being read could race its own load (gatsby-link skips it too).
            if (
              !queued.has(entry.target) &&
              target !== `${env.location.pathname}${env.location.search}`
            )
              queued.set(entry.target, env.loader.enqueue(target));
          } else {
            stopPrefetch(entry.target);
          }
        }
      })
    : undefined;

  return {
    observe(link, href) {
      if (!observer) return () => undefined;
      targets.set(link, pathAndSearch(href));
      observer.observe(link);
      return () => {
        observer.unobserve(link);
        targets.delete(link);
        stopPrefetch(link);
      };
    },
    disconnect() {
      observer?.disconnect();
      targets.clear();
      for (const prefetch of queued.values()) prefetch.abort();
      queued.clear();
    },
  };
}

let shared: VisiblePrefetcher | undefined;

/**
 * The prefetcher the site's links share, made at the first link's mount; undefined where
 * Gatsby's loader is absent (the HTML renderer, component tests).
 */
export function sitePrefetcher(): VisiblePrefetcher | undefined {
  if (shared) return shared;
  const loader = gatsbyWindow().___loader;
  if (!loader) return undefined;
  shared = createVisiblePrefetcher({
    loader,
    location: window.location,
    IntersectionObserver: window.IntersectionObserver,
  });
  return shared;
}

/** Forgets the shared prefetcher, so each component test starts without one. */
export function resetSitePrefetcherForTests(): void {
  shared?.disconnect();
  shared = undefined;
}
