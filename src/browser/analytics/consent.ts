import type { SiteStorage } from "../../lib/storage";

/**
 * Google Consent Mode v2. Every storage type starts denied; until the reader accepts, gtag
 * still sends page views and events, without cookies (cookieless pings GA4 models). Accepting
 * grants `analytics_storage` only: the site shows no ads, and a yes to analytics cookies is no
 * yes to advertising, so the three ad signals stay denied.
 */
export type ConsentChoice = "granted" | "denied";

type ConsentSignal = "analytics_storage" | "ad_storage" | "ad_user_data" | "ad_personalization";

const CONSENT_DEFAULT: Readonly<Record<ConsentSignal, "denied">> = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** The `gtag("consent", "update", ...)` parameters for a reader's choice. */
function consentUpdate(choice: ConsentChoice): { analytics_storage: ConsentChoice } {
  return { analytics_storage: choice };
}

/** A stored value as a choice; anything else (nothing stored, an old or edited value) is none. */
function parseConsentChoice(value: string | null): ConsentChoice | undefined {
  return value === "granted" || value === "denied" ? value : undefined;
}

/**
 * The script inlined at the top of every page's body when consent handling is on, before
 * gatsby-plugin-google-gtag's `gtag("config", ...)` at the end of the body: it declares the
 * defaults, then applies a choice stored on an earlier visit, so the first page view already
 * carries the reader's consent state. Plain ES5; storage access is guarded because storage may
 * be refused. `function gtag` is global, as the plugin's own, identical one.
 */
export function consentDefaultScript(storageKey: string): string {
  return `window.dataLayer = window.dataLayer || [];
function gtag() { window.dataLayer.push(arguments); }
gtag("consent", "default", ${JSON.stringify(CONSENT_DEFAULT)});
gtag("set", "ads_data_redaction", true);
try {
  if (window.localStorage.getItem(${JSON.stringify(storageKey)}) === "granted") {
    gtag("consent", "update", ${JSON.stringify(consentUpdate("granted"))});
  }
} catch (e) {}`;
}

/** The domains a GA cookie may have been set on from `hostname` (GA picks the widest). */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname];
  const domains: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) {
    domains.push(labels.slice(start).join("."));
  }
  return domains;
}

/** Names of Google Analytics cookies (`_ga`, `_ga_<stream>`) in a `document.cookie` string. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
}

/** Removes GA's cookies, so a reader who withdraws consent leaves no analytics identifier. */
export function clearAnalyticsCookies(doc: Document): void {
  const expired = "expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  for (const name of analyticsCookieNames(doc.cookie)) {
    doc.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(doc.location.hostname)) {
      doc.cookie = `${name}=; ${expired}; domain=${domain}`;
    }
  }
}

export type ConsentGtag = (
  command: "consent",
  action: "update",
  params: Record<string, string>,
) => void;

export interface ConsentState {
  /** The reader's stored choice, if any. */
  choice: ConsentChoice | undefined;
  /** Whether the consent question shows. */
  open: boolean;
  /** True when the reader opened it again from the footer (it then takes focus). */
  reopened: boolean;
}

export interface ConsentStoreDependencies {
  storage: SiteStorage;
  storageKey: string;
  /** `window.gtag` at the time of the call; absent when analytics did not load. */
  gtag(): ConsentGtag | undefined;
  clearCookies(): void;
}

/**
 * The reader's consent: asked while no choice is stored, changeable at any time. A choice is
 * stored and handed to gtag at once; one made in another tab is applied here too.
 */
export function createConsentStore({
  storage,
  storageKey,
  gtag,
  clearCookies,
}: ConsentStoreDependencies) {
  const listeners = new Set<() => void>();
  const initial = parseConsentChoice(storage.get(storageKey));
  let state: ConsentState = { choice: initial, open: initial === undefined, reopened: false };

  const apply = (choice: ConsentChoice | undefined, previous: ConsentChoice | undefined) => {
    gtag()?.("consent", "update", consentUpdate(choice ?? "denied"));
    if (choice !== "granted" && previous === "granted") clearCookies();
  };
  const update = (next: ConsentState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  storage.subscribe(storageKey, (value) => {
    const choice = parseConsentChoice(value);
    if (choice === state.choice) return;
    apply(choice, state.choice);
    update({ choice, open: choice === undefined, reopened: false });
  });

  return {
    getState: (): ConsentState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    choose(choice: ConsentChoice): void {
      storage.set(storageKey, choice);
      apply(choice, state.choice);
      update({ choice, open: false, reopened: false });
    },
    reopen(): void {
      update({ ...state, open: true, reopened: true });
    },
  };
}

export type ConsentStore = ReturnType<typeof createConsentStore>;
