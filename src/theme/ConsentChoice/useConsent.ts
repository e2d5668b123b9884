import { useSyncExternalStore } from "react";
import type { ConsentState } from "../../browser/analytics/consent";
import { siteConsentStore } from "../../browser/analytics/siteConsent";

/** Nothing is known while rendering on the server: the question shows once the page hydrates. */
const SERVER_STATE: ConsentState = { choice: undefined, open: false, reopened: false };

const subscribe = (listener: () => void) => siteConsentStore().subscribe(listener);
const getState = () => siteConsentStore().getState();
const getServerState = () => SERVER_STATE;

/** The reader's consent state, kept in step with the site's consent store. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}
