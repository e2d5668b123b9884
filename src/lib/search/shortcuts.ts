/** What a key press does to the search modal. */
export type ShortcutAction = "toggle" | "open" | "close" | undefined;

/** True while the reader types in a field, where "/" is a character and not a shortcut. */
export function isEditingContent(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    ["INPUT", "SELECT", "TEXTAREA"].includes(element.tagName.toUpperCase())
  );
}

/** Ctrl+K or Cmd+K toggles; "/" opens unless the reader is typing; Escape closes. */
export function shortcutAction(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">,
  isOpen: boolean,
): ShortcutAction {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
    return "toggle";
  }
  if (event.key === "Escape" && isOpen) return "close";
  if (
    event.key === "/" &&
    !isOpen &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isEditingContent(event.target)
  ) {
    return "open";
  }
  return undefined;
}
