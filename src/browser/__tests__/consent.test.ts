import vm from "node:vm";
import type { SiteStorage } from "../../lib/storage";
import {
  analyticsCookieNames,
  consentDefaultScript,
  cookieDomains,
  createConsentStore,
} from "../analytics/consent";

const KEY = "wemap.analytics-consent";

/** Runs the inline script as a page would, and returns what it pushed to dataLayer. */
function runDefaultScript(stored: string | null | Error): unknown[][] {
  const window: { dataLayer?: ArrayLike<unknown>[]; localStorage: unknown } = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === KEY ? stored : null;
      },
    },
  };
  const context = vm.createContext({ window });
  vm.runInContext(consentDefaultScript(KEY), context);
  // Later scripts (gatsby-plugin-google-gtag's config) call the global gtag it declared.
  vm.runInContext('gtag("config", "G-TEST");', context);
  return (window.dataLayer ?? []).map((entry) => Array.from(entry));
}

describe("consentDefaultScript", () => {
  const denied = {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  };

  it("denies every storage before gtag is configured when nothing is stored", () => {
    expect(runDefaultScript(null)).toEqual([
      ["consent", "default", denied],
      ["set", "ads_data_redaction", true],
      ["config", "G-TEST"],
    ]);
  });

  it("applies a stored yes before the config, for analytics storage only", () => {
    expect(runDefaultScript("granted")).toEqual([
      ["consent", "default", denied],
      ["set", "ads_data_redaction", true],
      ["consent", "update", { analytics_storage: "granted" }],
      ["config", "G-TEST"],
    ]);
  });

  it("keeps the defaults for a stored no, an unknown value or refused storage", () => {
    for (const stored of ["denied", "yes", new Error("SecurityError")]) {
      expect(runDefaultScript(stored).filter(([, action]) => action === "update")).toEqual([]);
    }
  });
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const listeners = new Map<string, (value: string | null) => void>();
  const storage: SiteStorage = {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    subscribe: (key, listener) => {
      listeners.set(key, listener);
      return () => listeners.delete(key);
    },
  };
  /** Another tab writes `value`. */
  const otherTab = (key: string, value: string | null) => {
    if (value === null) values.delete(key);
    else values.set(key, value);
    listeners.get(key)?.(value);
  };
  return { storage, values, otherTab };
}

function setup(initial: Record<string, string> = {}) {
  const memory = memoryStorage(initial);
  const gtag = jest.fn();
  const clearCookies = jest.fn();
  const store = createConsentStore({
    storage: memory.storage,
    storageKey: KEY,
    gtag: () => gtag,
    clearCookies,
  });
  const changed = jest.fn();
  store.subscribe(changed);
  return { ...memory, gtag, clearCookies, store, changed };
}

describe("createConsentStore", () => {
  it("asks while no choice is stored", () => {
    expect(setup().store.getState()).toEqual({ choice: undefined, open: true, reopened: false });
    expect(setup({ [KEY]: "denied" }).store.getState().open).toBe(false);
    expect(setup({ [KEY]: "maybe" }).store.getState().open).toBe(true);
  });

  it("stores a yes and grants analytics storage at once", () => {
    const { store, values, gtag, changed, clearCookies } = setup();
    store.choose("granted");
    expect(values.get(KEY)).toBe("granted");
    expect(gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" });
    expect(store.getState()).toEqual({ choice: "granted", open: false, reopened: false });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(clearCookies).not.toHaveBeenCalled();
  });

  it("reopens from the footer, and a withdrawn yes removes the analytics cookies", () => {
    const { store, values, gtag, clearCookies } = setup({ [KEY]: "granted" });
    store.reopen();
    expect(store.getState()).toEqual({ choice: "granted", open: true, reopened: true });
    store.choose("denied");
    expect(values.get(KEY)).toBe("denied");
    expect(gtag).toHaveBeenLastCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(clearCookies).toHaveBeenCalledTimes(1);
    expect(store.getState().open).toBe(false);
  });

  it("follows a choice made in another tab", () => {
    const { store, gtag, otherTab, clearCookies } = setup();
    otherTab(KEY, "granted");
    expect(store.getState()).toEqual({ choice: "granted", open: false, reopened: false });
    expect(gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "granted" });
    otherTab(KEY, null);
    expect(store.getState().open).toBe(true);
    expect(gtag).toHaveBeenLastCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(clearCookies).toHaveBeenCalledTimes(1);
  });

  it("works without gtag (analytics blocked by the reader)", () => {
    const { storage } = memoryStorage();
    const store = createConsentStore({
      storage,
      storageKey: KEY,
      gtag: () => undefined,
      clearCookies: () => undefined,
    });
    expect(() => store.choose("granted")).not.toThrow();
    expect(store.getState().choice).toBe("granted");
  });
});

describe("analytics cookies", () => {
  it("names GA's cookies only", () => {
    expect(
      analyticsCookieNames("theme=dark; _ga=GA1.1.1; _ga_TEST12345=GS1; _gat=1; x_ga=2"),
    ).toEqual(["_ga", "_ga_TEST12345"]);
    expect(analyticsCookieNames("")).toEqual([]);
  });

  it("tries every domain GA may have set them on", () => {
    expect(cookieDomains("developers.getwemap.com")).toEqual([
      "developers.getwemap.com",
      "getwemap.com",
    ]);
    expect(cookieDomains("localhost")).toEqual(["localhost"]);
    expect(cookieDomains("127.0.0.1")).toEqual(["127.0.0.1"]);
  });
});
