import { canonicalPathname, withCanonicalPathname } from "../../shared/pagePaths";
import { isFailedLoad, type GatsbyLoader, type GatsbyNavigate } from "../gatsbyRuntime";

/**
 * How long a navigation waits for its page before loading it as a full page. Gatsby's loader
 * can wait forever: a server answering 500 sends it to fetch the data of `/500.html`, again
 * and again, and its promise never settles. A full load at least lands the reader on the page.
 */
export const PRELOAD_DEADLINE_MS = 6000;

/** A navigation's progress indicator: started when a navigation begins, done when it ends. */
export interface NavigationProgress {
  start(): void;
  done(): void;
}

export interface NavigateDependencies {
  /** Gatsby's own navigate, called once the target's resources are in the loader's cache. */
  navigate: GatsbyNavigate;
  loader: Pick<GatsbyLoader, "loadPage" | "isPageNotFound">;
  progress: NavigationProgress;
  /** A full page load of a URL (`location.assign`, guarded: navigation/fullPageLoad.ts). */
  loadDocument(url: string): void;
  /** The URL being shown, to resolve relative targets against. */
  currentHref(): string;
  /** Overrides PRELOAD_DEADLINE_MS (tests). */
  deadlineMs?: number;
}

/**
 * Wraps Gatsby's navigate with what it lacks:
 * - the target path is canonical (`/x/index`, `/x/index.html`, `/x.html` → `/x`), unless only
 *   the path as written exists (a static file);
 * - a progress indicator starts with the navigation, not when the route changes (Gatsby's
 *   onPreRouteUpdate fires only after the target has loaded);
 * - when the target's data or code cannot be fetched, or has not loaded within
 *   PRELOAD_DEADLINE_MS, the browser loads the target as a full page with its query string and
 *   hash (Gatsby's own fallback loads the bare pathname, and only when its loader gives up);
 * - a navigation overtaken by a newer one is dropped instead of landing late.
 * The target is loaded first, so Gatsby's navigate then finds it in the loader's cache.
 */
export function createNavigateWithPreload(deps: NavigateDependencies): GatsbyNavigate {
  let latest = 0;
  return (to, options) => {
    if (typeof to === "number") {
      deps.navigate(to, options);
      return;
    }
    const current = new URL(deps.currentHref());
    const url = new URL(to, current);
    if (url.origin !== current.origin) {
      deps.navigate(to, options);
      return;
    }
    const id = ++latest;
    const asWritten = `${url.pathname}${url.search}${url.hash}`;
    const canonical = withCanonicalPathname(url);
    const canonicalPage = `${canonicalPathname(url.pathname)}${url.search}`;
    deps.progress.start();
    let settled = false;
    // Only the first outcome counts, and only for the latest navigation.
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (id === latest) outcome();
    };
    const fullLoad = () => {
      deps.progress.done();
      deps.loadDocument(canonical);
    };
    const deadline = setTimeout(() => settle(fullLoad), deps.deadlineMs ?? PRELOAD_DEADLINE_MS);
    deps.loader
      .loadPage(canonicalPage)
      .then((resources) =>
        settle(() => {
          if (isFailedLoad(resources)) return fullLoad();
          const keepAsWritten =
            canonical !== asWritten && deps.loader.isPageNotFound(canonicalPage);
          deps.navigate(keepAsWritten ? asWritten : canonical, options);
        }),
      )
      .catch(() => settle(fullLoad));
  };
}
