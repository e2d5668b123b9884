import { useEffect, useState } from "react";

/** Set by the first effect that runs in the browser: the page has hydrated. */
let pageHydrated = false;

/**
 * False in the server's HTML and while the page hydrates, true after: lets a component render a
 * version that works without JavaScript first, and its interactive version once the code runs.
 * Components mounted after hydration (a later page) get true from their first render.
 *
 * State and an effect rather than `useSyncExternalStore`'s server snapshot: Preact, which runs
 * the site in the browser and on the server (gatsby-plugin-preact), ignores that snapshot and
 * would render the interactive version into the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
