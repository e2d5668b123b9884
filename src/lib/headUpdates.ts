/**
 * Tells whoever waits for it that react-helmet has written a page's head (title, meta) to the
 * document. Helmet writes on the animation frame after a page renders, so Gatsby's route-update
 * hook runs before the new title is in place: page views wait for this signal instead.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** SiteHead's `onChangeClientState`: the head now describes the page being shown. */
export function reportHeadUpdated(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every head update until the returned function is called. */
export function onHeadUpdated(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
