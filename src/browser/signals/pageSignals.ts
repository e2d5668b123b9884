/**
 * Marks on `<html>` that say where the page's life is, for the browser tests and any tool that
 * drives the site: they wait on these instead of on time or on a renderer's internals.
 *
 * - `data-hydrated="true"`: set from onInitialClientRender, which Gatsby calls from its root's
 *   first effect. By then the renderer has attached every handler of the server's HTML and run
 *   the effects of the components below the root (a child's effects run before its parent's,
 *   in React and in Preact alike).
 * - `data-route`: the path, query and hash of the last route Gatsby finished rendering, and
 *   `data-route-updates`: how many it has rendered, the first page included. Set from
 *   onRouteUpdate, which Gatsby calls once the new page is in the document.
 */

export function markHydrated(root: HTMLElement): void {
  root.dataset.hydrated = "true";
}

/** True once the page has hydrated: see markHydrated. */
export function isHydrated(root: HTMLElement): boolean {
  return root.dataset.hydrated === "true";
}

export function markRouteUpdated(
  root: HTMLElement,
  location: Pick<Location, "pathname" | "search" | "hash">,
): void {
  root.dataset.route = `${location.pathname}${location.search}${location.hash}`;
  root.dataset.routeUpdates = String(Number(root.dataset.routeUpdates ?? 0) + 1);
}
