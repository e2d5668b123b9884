import { useEffect, useState } from "react";

/** Set by the first effect that runs in the browser: the page has hydrated. */
let pageHydrated = false;

/**
 * False in the server's HTML and while the page hydrates, true after: lets a component render a
 * version that works without JavaScript first, and its interactive version once the code runs.
 * Components mounted after hydration (a later page) get true from their first render.
 *
 * State and an effect rather than `useSyncExternalStore`'s server snapshot: React renders the
 * server's HTML, but Preact runs the site in the browser (gatsby-plugin-preact), and Preact
 * ignores that snapshot: its hydrating render would take the interactive version at once and,
 * since its hydration attaches handlers without correcting the server's markup, leave the page
 * a mix of the two (docs/decisions/0009-preact-in-browser-react-on-server.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
