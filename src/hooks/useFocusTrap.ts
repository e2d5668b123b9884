import { useEffect, type RefObject } from "react";

type Tabbable = typeof import("tabbable").tabbable;

let loading: Promise<Tabbable> | undefined;

/**
 * tabbable (1.8 KiB gzip) is loaded when a trap first activates, not with every page: the mobile
 * panel, its only user, is in the first load of every page and opens on phones only.
 */
function loadTabbable(): Promise<Tabbable> {
  loading ??= import("tabbable").then((module) => module.tabbable);
  return loading;
}

/**
 * While `active`, keeps keyboard focus inside `container` (Tab and Shift+Tab wrap around) and
 * calls `onEscape` on Escape. Focus moves into the container at once (give it `tabIndex={-1}`),
 * then to the first element Tab reaches. Which elements Tab
 * reaches, in which order, is `tabbable`'s answer (disabled controls and hidden elements out,
 * `summary`, `[contenteditable]`, positive `tabindex` and `position: fixed` elements in): the
 * rules are the browser's, and a hand-written selector kept missing some of them.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    let tabbable: Tabbable | undefined;
    let stopped = false;
    // Focus enters at once, on the container (focusable with tabindex -1), so it is inside from
    // the first frame; it moves on to the first element Tab reaches once tabbable has loaded.
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
    void loadTabbable().then((loaded) => {
      if (stopped) return;
      tabbable = loaded;
      const focused = document.activeElement;
      if (focused === element || !element.contains(focused)) loaded(element)[0]?.focus();
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      // Until tabbable has loaded (a moment after opening), Tab waits rather than leave.
      if (!tabbable) {
        event.preventDefault();
        return;
      }
      const items = tabbable(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      stopped = true;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [container, active, onEscape]);
}
