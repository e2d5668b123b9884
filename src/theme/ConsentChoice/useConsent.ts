import { useEffect, useState } from "react";
import type { ConsentState } from "../../browser/analytics/consent";
import { siteConsentStore } from "../../browser/analytics/siteConsent";
import { useHydrated } from "../../hooks/useHydrated";

/** Nothing is known while rendering on the server: the question shows once the page hydrates. */
const SERVER_STATE: ConsentState = { choice: undefined, open: false, reopened: false };

/**
 * The reader's consent state, kept in step with the site's consent store. The store (browser
 * storage) is read in an effect only, never while rendering on the server or hydrating: Preact
 * ignores `useSyncExternalStore`'s server snapshot.
 */
export function useConsent(): ConsentState {
  const hydrated = useHydrated();
  const [state, setState] = useState<ConsentState>(() =>
    hydrated ? siteConsentStore().getState() : SERVER_STATE,
  );
  useEffect(() => {
    const store = siteConsentStore();
    setState(store.getState());
    return store.subscribe(() => setState(store.getState()));
  }, []);
  return state;
}
