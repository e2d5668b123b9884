import { useEffect, useRef } from "react";
import { DESKTOP_MEDIA_QUERY } from "../theme/breakpoints";

/**
 * Closes the mobile panel when the reader navigates (a new path, or back/forward) or when the
 * viewport becomes desktop-wide; locks the page's scrolling while it is open.
 */
export function useMobileSidebarClosing(shown: boolean, pathname: string, close: () => void): void {
  // Only a change of path closes it: the panel's code loads on its first opening, so it mounts
  // already shown, and closing on mount would shut it at once.
  const path = useRef(pathname);
  useEffect(() => {
    if (path.current === pathname) return;
    path.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!shown) return undefined;
    const media = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onMedia = () => {
      if (media.matches) close();
    };
    window.addEventListener("popstate", close);
    media.addEventListener("change", onMedia);
    // The listener is attached after the panel has painted: a viewport widened in between sent
    // its change to nobody, so the state it left is read once here.
    onMedia();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("popstate", close);
      media.removeEventListener("change", onMedia);
      document.body.style.overflow = previousOverflow;
    };
  }, [shown, close]);
}
