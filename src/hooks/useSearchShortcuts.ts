import { useEffect, useRef } from "react";
import { shortcutAction } from "../lib/search/shortcuts";

/**
 * Listens for the search shortcuts on the whole page. It lives in the navbar's small search
 * button, so the keys work before the modal's code has loaded.
 *
 * The listener is attached once and reads the open state from a ref set while rendering: Preact
 * runs effects a frame after rendering, so a listener re-attached by an effect would still see
 * the previous state when a key follows quickly (Ctrl+K to close, then Ctrl+K to open again).
 */
export function useSearchShortcuts(isOpen: boolean, setOpen: (open: boolean) => void): void {
  const openRef = useRef(isOpen);
  openRef.current = isOpen;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, openRef.current);
      if (!action) return;
      event.preventDefault();
      const next = action === "toggle" ? !openRef.current : action === "open";
      // Set now too, so a second key before the next render sees the new state.
      openRef.current = next;
      setOpen(next);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [setOpen]);
}
