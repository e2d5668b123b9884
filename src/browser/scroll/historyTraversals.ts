type HistoryWindow = Pick<
  Window,
  "history" | "location" | "addEventListener" | "removeEventListener"
>;

function keyOf(state: unknown): string | undefined {
  return state && typeof state === "object" && "key" in state ? String(state.key) : undefined;
}

/**
 * Tells back/forward apart from other route changes. Gatsby marks them with `location.action`,
 * but reach-router hands each history listener its own location object, so the mark never
 * reaches the location the page renders with. A popstate to an entry with a key is a traversal:
 * reach-router keys every entry it creates; the first entry and the entries the browser creates
 * for in-page anchors (`<a href="#id">`, which also fire popstate) get a key here, so that an
 * anchor click scrolls to its anchor and a later Back to that entry restores the position.
 */
export function watchHistoryTraversals(win: HistoryWindow) {
  let traversedTo: string | undefined;
  let anchorEntries = 0;
  const stamp = (key: string) =>
    win.history.replaceState({ ...(win.history.state ?? {}), key }, "", win.location.href);

  // reach-router reads a key-less first entry as "initial"; keep that name.
  if (keyOf(win.history.state) === undefined) stamp("initial");
  const onPopState = () => {
    const key = keyOf(win.history.state);
    if (key === undefined) {
      stamp(`anchor-${Date.now()}-${++anchorEntries}`);
      traversedTo = undefined;
    } else {
      traversedTo = key;
    }
  };
  win.addEventListener("popstate", onPopState);
  return {
    /** True when the latest history change was back/forward to the entry with this key. */
    isTraversalTo: (key: string | undefined) => key !== undefined && key === traversedTo,
    stop: () => win.removeEventListener("popstate", onPopState),
  };
}
