import { useEffect, useRef, useState } from "react";

/** Below this distance from the top the navbar always shows. */
const TOP_ZONE_PX = 80;

/** Whether the navbar should hide, given the previous and current scroll positions. */
export function nextNavbarHidden(
  previousY: number,
  currentY: number,
  navbarHeight: number,
  hidden: boolean,
): boolean {
  if (currentY < Math.max(navbarHeight, TOP_ZONE_PX)) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return hidden;
}

/**
 * Hides the navbar while the reader scrolls down and shows it again on scrolling up, near the
 * top, or when they navigate to a page without an anchor. Off unless `enabled`.
 */
export function useHideOnScroll(enabled: boolean, pathname: string, hash: string): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const navbar =
        document.querySelector<HTMLElement>("nav[aria-label='Main']")?.offsetHeight ?? 0;
      // The updater runs later: capture the previous position now.
      const previous = lastY.current;
      lastY.current = y;
      setHidden((current) => nextNavbarHidden(previous, y, navbar, current));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);

  useEffect(() => {
    if (enabled && !hash) setHidden(false);
  }, [enabled, pathname, hash]);

  return enabled && hidden;
}
