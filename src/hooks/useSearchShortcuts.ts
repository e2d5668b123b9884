import { useEffect } from "react";
import { shortcutAction } from "../lib/search/shortcuts";

/**
 * Listens for the search shortcuts on the whole page. It lives in the navbar's small search
 * button, so the keys work before the modal's code has loaded.
 */
export function useSearchShortcuts(isOpen: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, isOpen);
      if (!action) return;
      event.preventDefault();
      setOpen(action === "toggle" ? !isOpen : action === "open");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, setOpen]);
}
