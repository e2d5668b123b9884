/**
 * Clicks on a part whose code has not arrived: each is held (the server's HTML has no handler
 * yet) and replayed on the same element, found again by its position in the part, once the part
 * has hydrated. Enter or Space on a focused button is a click too, so the keyboard is held alike.
 */
export function holdClicks(
  part: HTMLElement,
  isHydrated: () => boolean,
  wanted: () => void,
  afterHydration: (replay: () => void) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (isHydrated() || !(event.target instanceof Element)) return;
    const path = positionIn(part, event.target);
    if (!path) return;
    event.preventDefault();
    event.stopPropagation();
    wanted();
    afterHydration(() => {
      const target = elementAt(part, path);
      if (target instanceof HTMLElement) target.click();
    });
  };
  part.addEventListener("click", onClick, true);
  return () => part.removeEventListener("click", onClick, true);
}

/** The indices of `element` and its ancestors up to `root`, or undefined outside it. */
function positionIn(root: Element, element: Element): number[] | undefined {
  const path: number[] = [];
  let current: Element | null = element;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return undefined;
    path.unshift([...parent.children].indexOf(current));
    current = parent;
  }
  return current === root ? path : undefined;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current;
}
