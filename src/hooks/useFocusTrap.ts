import { useEffect, type RefObject } from "react";
import { tabbable } from "tabbable";

/**
 * While `active`, keeps keyboard focus inside `container` (Tab and Shift+Tab wrap around) and
 * calls `onEscape` on Escape. Focus starts on the first element Tab reaches. Which elements Tab
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
    tabbable(element)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
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
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [container, active, onEscape]);
}
