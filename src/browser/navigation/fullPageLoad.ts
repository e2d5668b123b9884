import { canonicalPathname } from "../../shared/pagePaths";

/**
 * The Navigation API's `navigate` event, as far as the site reads it. Chromium has it, recent
 * Safari and Firefox too; TypeScript's DOM types do not have it yet.
 */
export interface NavigateEventLike {
  readonly navigationType: "push" | "replace" | "reload" | "traverse";
  /** True for a link or form the reader activated, false for a navigation by script. */
  readonly userInitiated: boolean;
  readonly cancelable: boolean;
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  preventDefault(): void;
}

export interface NavigationLike {
  addEventListener(type: "navigate", listener: (event: NavigateEventLike) => void): void;
}

export interface FullPageLoadWindow {
  location: Pick<Location, "assign" | "href">;
  addEventListener(type: "pageshow", listener: (event: { persisted: boolean }) => void): void;
  /** Absent in browsers without the Navigation API: loads are then not guarded. */
  navigation?: NavigationLike;
}

/** The page a URL names: its origin and canonical path, decoded (query and hash aside). */
function pageOf(url: string): string {
  const { origin, pathname } = new URL(url);
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: compare the path as written.
  }
  return `${origin}${canonicalPathname(path)}`;
}

/**
 * Loads a URL as a full page (`location.assign`), and keeps that load from being overtaken by a
 * reload of the page being left. A navigation started by script replaces one still under way,
 * and Gatsby's client reloads the current page by script when a chunk fails to load and nobody
 * handles the error (`location.pathname = …`, cache-dir/navigation.js). On a network that
 * fails, such a failure can come while the target's document is still on its way, and the
 * reader would land on the page they had just left. So, while a full load is under way, script
 * navigations back to the page being left, and reloads, are cancelled through the Navigation
 * API's `navigate` event, whatever code starts them.
 *
 * Left alone: navigations the reader starts (a link, the browser's buttons), navigations to any
 * other page, and a newer full load. An in-app navigation to another page ends the guard: the
 * reader stays in this document, which is now that page. So does a return to this document
 * from the back/forward cache: the full load is long over, and Gatsby's recovery reloads must
 * work again.
 */
export function createFullPageLoad(win: FullPageLoadWindow): (url: string) => void {
  let leaving: { page: string; to: string } | undefined;
  win.navigation?.addEventListener("navigate", (event) => {
    if (!leaving) return;
    const { url, sameDocument } = event.destination;
    if (sameDocument) {
      if (pageOf(url) !== leaving.page) leaving = undefined;
      return;
    }
    if (event.userInitiated || !event.cancelable || url === leaving.to) return;
    if (event.navigationType === "reload" || pageOf(url) === leaving.page) event.preventDefault();
  });
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) leaving = undefined;
  });
  return (url) => {
    leaving = { page: pageOf(win.location.href), to: new URL(url, win.location.href).href };
    win.location.assign(url);
  };
}
