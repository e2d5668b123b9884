import type { GatsbyBrowser } from "gatsby";
import { trackEvent } from "../lib/analytics";
import {
  afterWaitingParts,
  endHydration,
  hydrateWaitingPartsNow,
  noteServerMarkup,
} from "../lib/hydration";
import { trackOutboundClicks } from "./analytics/outboundLinks";
import { createPageViewTracker } from "./analytics/pageViews";
import { gatsbyWindow, type GatsbyNavigate } from "./gatsbyRuntime";
import { replaceWithCanonicalUrl } from "./navigation/canonicalUrl";
import { createFullPageLoad, type FullPageLoadWindow } from "./navigation/fullPageLoad";
import { createNavigateWithPreload } from "./navigation/navigateWithPreload";
import { gateHoverPrefetch } from "./prefetch/prefetchPolicy";
import { createDelayedProgress, type DelayedProgress } from "./progress/progressBar";
import { watchHistoryTraversals } from "./scroll/historyTraversals";
import { markHydrated, markRouteUpdated } from "./signals/pageSignals";
import { scrollDecision, takeOverScrollRestoration } from "./scroll/scrollOnRouteUpdate";

/**
 * The site's route behaviour, on top of what Gatsby's client does (docs/navigation.md).
 * gatsby-browser.tsx only re-exports these hooks.
 */

let progress: DelayedProgress | undefined;
let gatsbyNavigate: GatsbyNavigate | undefined;
let pageViews: ReturnType<typeof createPageViewTracker> | undefined;
let traversals: ReturnType<typeof watchHistoryTraversals> | undefined;

/**
 * What the site sets up before Gatsby's runtime goes on: the navigation wrapper, the history
 * and hover hooks, the analytics trackers. Nothing of it is needed before the page's first
 * render, which follows it.
 */
function setUpRouteBehaviour(): void {
  progress = createDelayedProgress();
  traversals = watchHistoryTraversals(window);
  wrapGatsbyNavigation();
  // Written out rather than analyticsEnabled(): webpack drops the branch, and with it the
  // trackers' code, from a build without analytics (docs/analytics.md).
  if (process.env.GATSBY_ANALYTICS === "on") {
    pageViews = createPageViewTracker({
      send: (params) => trackEvent("page_view", { ...params }),
      title: () => document.title,
    });
    trackOutboundClicks(document, (name, params) => trackEvent(name, { ...params }));
  }
}

/**
 * Puts the site's navigate (preloading with its deadline, the progress bar, the frame's waiting
 * parts) in place of Gatsby's, and gates hover prefetching, once both of Gatsby's globals exist.
 * The production runtime sets them before onClientEntry; the development runtime
 * (cache-dir/app.js) sets `___navigate` only once the first page's data has loaded, just before
 * its first render, so there the wrapping waits for onInitialClientRender. Without it,
 * `gatsby develop` navigated with Gatsby's own navigate: no progress bar, no preload deadline.
 */
function wrapGatsbyNavigation(): void {
  const gatsby = gatsbyWindow();
  const { ___loader: loader, ___navigate: navigate } = gatsby;
  if (gatsbyNavigate || !loader || !navigate || !progress) return;
  gatsbyNavigate = navigate;
  const preloading = createNavigateWithPreload({
    // A part of the frame still waiting to hydrate would be hydrated against the new page's
    // props, which hydration does not apply: every part hydrates before the route changes.
    navigate: (to, options) => afterWaitingParts(() => navigate(to, options)),
    loader,
    progress,
    // A full load that Gatsby's own reload of this page cannot overtake (fullPageLoad.ts).
    loadDocument: createFullPageLoad(window as unknown as FullPageLoadWindow),
    currentHref: () => window.location.href,
  });
  gatsby.___navigate = (to, options) => {
    hydrateWaitingPartsNow();
    preloading(to, options);
  };
  gateHoverPrefetch(loader, navigator);
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  noteServerMarkup(document);
  // Before the browser could restore a scroll position of its own.
  takeOverScrollRestoration(window.history);
  setUpRouteBehaviour();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  wrapGatsbyNavigation();
  endHydration();
  // The frame's parts hydrate in tasks of their own (src/theme/HydrateLater): the page has
  // hydrated, and may change its address, once they have.
  afterWaitingParts((waited) => {
    const loader = gatsbyWindow().___loader;
    if (loader && gatsbyNavigate)
      void replaceWithCanonicalUrl(window.location, loader, gatsbyNavigate);
    const hydrated = () => {
      markHydrated(document.documentElement);
      // Once the page is settled, so its first load does not wait for the bar.
      progress?.loadWhenIdle();
    };
    // A part's effects run after the frame that follows its render, as the root's did before
    // Gatsby called this hook.
    if (waited) requestAnimationFrame(() => setTimeout(hydrated));
    else hydrated();
  });
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  progress?.done();
  pageViews?.routeUpdated(location);
  markRouteUpdated(document.documentElement, location);
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  const key = (location as { key?: string }).key;
  // This visit's own record first (historyTraversals.ts); Gatsby's, kept across reloads, after.
  const saved = getSavedScrollPosition(location) as [number, number] | undefined;
  const decision = scrollDecision({
    isTraversal: traversals?.isTraversalTo(key) ?? false,
    isRouteChange: Boolean(prevRouterProps),
    savedY: traversals?.positionOf(key) ?? (Number(saved?.[1]) || 0),
  });
  if (decision.kind === "gatsby") return true;
  window.scrollTo(0, decision.y);
  return false;
};
