import siteConfig from "../../../site.config";
import { getStorage } from "../../lib/storage";
import { STORAGE_KEYS } from "../../lib/storageKeys";
import { analyticsEnabled } from "./analyticsEnabled";
import {
  clearAnalyticsCookies,
  createConsentStore,
  type ConsentGtag,
  type ConsentStore,
} from "./consent";

/**
 * True when readers are asked before analytics cookies: a build with analytics whose site
 * configuration leaves `analytics.consentMode` on (it is on unless set to false).
 */
export function consentHandlingEnabled(): boolean {
  return analyticsEnabled() && siteConfig.analytics?.consentMode !== false;
}

let store: ConsentStore | undefined;

/** The page's one consent store, created on first use in the browser. */
export function siteConsentStore(): ConsentStore {
  store ??= createConsentStore({
    storage: getStorage(),
    storageKey: STORAGE_KEYS.analyticsConsent,
    gtag: () => (window as unknown as { gtag?: ConsentGtag }).gtag,
    clearCookies: () => clearAnalyticsCookies(document),
  });
  return store;
}

/** Forgets the store; tests use it to simulate a new page load. */
export function resetSiteConsentStoreForTests(): void {
  store = undefined;
}
