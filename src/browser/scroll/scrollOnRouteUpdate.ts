/** What Gatsby's ScrollHandler hands to shouldUpdateScroll, reduced to what the rule reads. */
export interface ScrollUpdate {
  /** True for back/forward (see historyTraversals.ts). */
  isTraversal: boolean;
  /** False when the page first mounts. */
  isRouteChange: boolean;
  /** The position Gatsby saved for this history entry (0 when it has none). */
  savedY: number;
}

export type ScrollDecision = { kind: "restore"; y: number } | { kind: "gatsby" };

/**
 * Gatsby already scrolls a new route to the top, a URL with a hash to its anchor (CSS
 * scroll-margin-top keeps the heading below the navbar), and back/forward to the saved
 * position, except when the entry's URL has a hash: then it jumps to the anchor again and loses
 * where the reader was. Back and forward therefore always restore the saved position.
 */
export function scrollDecision({
  isTraversal,
  isRouteChange,
  savedY,
}: ScrollUpdate): ScrollDecision {
  if (isRouteChange && isTraversal) return { kind: "restore", y: savedY };
  return { kind: "gatsby" };
}

/**
 * Leaves scroll restoration to Gatsby and shouldUpdateScroll. Left to the browser, back/forward
 * scrolls the old page before the new one renders, and Gatsby saves that position under the
 * entry being left, so a later Forward lands in the wrong place. Gatsby restores positions on
 * reload and on return from another site from sessionStorage.
 */
export function takeOverScrollRestoration(history: Pick<History, "scrollRestoration">): void {
  history.scrollRestoration = "manual";
}
