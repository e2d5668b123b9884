import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true after: lets a component render a
 * version that works without JavaScript first, and its interactive version once the code runs.
 * Components mounted after hydration (a later page) get true from their first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
