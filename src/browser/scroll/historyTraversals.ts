type HistoryWindow = Pick<
  Window,
  "history" | "location" | "addEventListener" | "removeEventListener" | "scrollY"
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
 *
 * It also keeps where the reader was on each entry, by the key in `history.state` when the page
 * scrolled. Gatsby's own ScrollHandler (under `gatsby develop`) saves on the next animation
 * frame under the location React last rendered: after an anchor jump, that can still be the
 * entry just left, whose position then becomes the anchor's, and Back lands on the heading.
 * `history.state` already holds the new entry's key when the jump's scroll event fires.
 */
export function watchHistoryTraversals(win: HistoryWindow) {
  let traversedTo: string | undefined;
  let anchorEntries = 0;
  const positions = new Map<string, number>();
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
  const onScroll = () => {
    const key = keyOf(win.history.state);
    if (key !== undefined) positions.set(key, win.scrollY);
  };
  win.addEventListener("popstate", onPopState);
  win.addEventListener("scroll", onScroll, { passive: true });
  return {
    /** True when the latest history change was back/forward to the entry with this key. */
    isTraversalTo: (key: string | undefined) => key !== undefined && key === traversedTo,
    /** Where the page was last scrolled to on the entry with this key, in this visit. */
    positionOf: (key: string | undefined) => (key === undefined ? undefined : positions.get(key)),
    stop: () => {
      win.removeEventListener("popstate", onPopState);
      win.removeEventListener("scroll", onScroll);
    },
  };
}
