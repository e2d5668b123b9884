import type { MouseEvent as ReactMouseEvent } from "react";

/**
 * True for a click the site takes over to navigate client-side: a plain left click on a link
 * without a target that no handler took already. The others (another button, a modifier key
 * for a new tab, window or download, `target`) are the browser's, as with gatsby-link.
 */
export function isPlainLinkClick(
  event: MouseEvent | ReactMouseEvent,
  anchor: Pick<Element, "getAttribute">,
): boolean {
  if (event.button !== 0 || event.defaultPrevented || anchor.getAttribute("target")) return false;
  return !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
