import { linkTarget, type SiteUrls } from "../../lib/linkTarget";
import { withoutBasePath } from "../../shared/pagePaths";
import { isSafeUrl } from "../../shared/urlSafety";
import type { GatsbyLoader, GatsbyNavigate } from "../gatsbyRuntime";
import { isPlainLinkClick } from "./plainClick";
import { createVisiblePrefetcher, pathAndSearch } from "./visiblePrefetch";

/**
 * What gatsby-link does for each link it renders, done for the links of HTML a renderer left as
 * the server wrote it (a doc's article after hydration, src/theme/MdxContent): a click navigates
 * client-side, hovering loads the page, a link in view queues its data for prefetching. Gatsby's
 * own functions do the work (`window.___navigate`, `___loader.hovering` and `enqueue`), so the
 * site's wrappers apply as for any Link: preloading with its deadline, the progress bar, the
 * prefetch policy on 2G, Save-Data and for crawlers.
 */

export interface KeptLinksEnv {
  site: SiteUrls;
  navigate: GatsbyNavigate;
  loader: Pick<GatsbyLoader, "hovering" | "enqueue">;
  location: Pick<Location, "pathname" | "search">;
  /** Absent in browsers without it: visible links are then not prefetched, as with gatsby-link. */
  IntersectionObserver?: typeof IntersectionObserver;
}

/**
 * The href a link of the server's HTML navigates to client-side, or undefined when the browser
 * follows it itself. For a page of the site MdxLink rendered a Gatsby Link, whose href is a site
 * path with the base path; anchors, external URLs (other origins and schemes, the configured
 * external pattern) are plain links, an unsafe URL has no href, and a download is the browser's.
 */
export function clientSideHref(anchor: Element, site: SiteUrls): string | undefined {
  const href = anchor.getAttribute("href");
  if (href === null || !href.startsWith("/") || href.startsWith("//")) return undefined;
  if (!isSafeUrl(href) || anchor.hasAttribute("download")) return undefined;
  const url = new URL(href, site.url);
  const written = `${withoutBasePath(url.pathname, site.baseUrl ?? "/")}${url.search}${url.hash}`;
  return linkTarget(written, site).kind === "page" ? href : undefined;
}

/** The closest link around an event's target, if it lies inside `root`. */
function linkAt(target: EventTarget | null, root: Element): Element | null {
  const anchor = target instanceof Element ? target.closest("a") : null;
  return anchor && root.contains(anchor) ? anchor : null;
}

/**
 * Follows the links inside `roots` as gatsby-link would; returns what stops it. One listener per
 * root: the links themselves carry none.
 */
export function followKeptLinks(roots: readonly Element[], env: KeptLinksEnv): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = linkAt(event.target, event.currentTarget as Element);
    const href = anchor && clientSideHref(anchor, env.site);
    if (!anchor || !href || !isPlainLinkClick(event, anchor)) return;
    event.preventDefault();
    // A link to the page being read replaces its history entry, as gatsby-link does.
    const replace = encodeURI(href) === env.location.pathname ? true : undefined;
    env.navigate(href, { state: undefined, replace });
  };

  const onMouseOver = (event: MouseEvent) => {
    const anchor = linkAt(event.target, event.currentTarget as Element);
    // mouseover bubbles from each element under the pointer: only entering the link counts,
    // as gatsby-link's mouseenter.
    if (!anchor || (event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget)))
      return;
    const href = clientSideHref(anchor, env.site);
    if (href) env.loader.hovering(pathAndSearch(href));
  };

  const prefetcher = createVisiblePrefetcher(env);

  for (const root of roots) {
    root.addEventListener("click", onClick as EventListener);
    root.addEventListener("mouseover", onMouseOver as EventListener);
    const links = [root, ...root.querySelectorAll("a[href]")].filter((element) =>
      clientSideHref(element, env.site),
    );
    for (const link of links) prefetcher.observe(link, link.getAttribute("href") ?? "");
  }

  return () => {
    for (const root of roots) {
      root.removeEventListener("click", onClick as EventListener);
      root.removeEventListener("mouseover", onMouseOver as EventListener);
    }
    prefetcher.disconnect();
  };
}
