import {
  createFullPageLoad,
  type NavigateEventLike,
  type NavigationLike,
} from "../navigation/fullPageLoad";

const CURRENT = "https://example.com/docs/about";
const TARGET = "/docs/about/wemap_components?from=nav#top";

/** A navigation's `navigate` event as the browser would fire it; `cancelled` says if it was. */
type Fired = { cancelled: boolean };

function setup({ withNavigationApi = true } = {}) {
  const listeners: Array<(event: NavigateEventLike) => void> = [];
  const navigation: NavigationLike = {
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  const location = { href: CURRENT, assign: jest.fn() };
  const pageShowListeners: Array<(event: { persisted: boolean }) => void> = [];
  const showPage = (persisted: boolean) => {
    for (const listener of pageShowListeners) listener({ persisted });
  };
  const load = createFullPageLoad({
    location,
    addEventListener: (_type, listener) => pageShowListeners.push(listener),
    ...(withNavigationApi ? { navigation } : {}),
  });
  const fire = (
    url: string,
    {
      navigationType = "push",
      userInitiated = false,
      cancelable = true,
      sameDocument = false,
    }: Partial<Omit<NavigateEventLike, "destination" | "preventDefault">> & {
      sameDocument?: boolean;
    } = {},
  ): Fired => {
    const fired = { cancelled: false };
    const event: NavigateEventLike = {
      navigationType,
      userInitiated,
      cancelable,
      destination: { url: new URL(url, location.href).href, sameDocument },
      preventDefault: () => {
        fired.cancelled = true;
      },
    };
    for (const listener of listeners) listener(event);
    return fired;
  };
  return { load, fire, location, listeners, showPage };
}

describe("a full page load", () => {
  it("loads the URL as a document", () => {
    const { load, location } = setup();
    load(TARGET);
    expect(location.assign).toHaveBeenCalledWith(TARGET);
  });

  it("loads it where the browser has no Navigation API", () => {
    const { load, location, listeners } = setup({ withNavigationApi: false });
    load(TARGET);
    expect(location.assign).toHaveBeenCalledWith(TARGET);
    expect(listeners).toEqual([]);
  });

  it.each([
    ["another page", TARGET],
    ["the page being left, with a query", "/docs/about?from=nav#team"],
  ])("is not cancelled itself: %s", (_, url) => {
    const { load, fire } = setup();
    load(url);
    expect(fire(url).cancelled).toBe(false);
  });

  describe("while it is under way", () => {
    it.each([
      ["the page's path set again (Gatsby's chunk-failure reload)", CURRENT, "push"],
      ["a reload", CURRENT, "reload"],
      ["the same page with a query or a hash", `${CURRENT}?x=1#team`, "replace"],
      ["the same page spelt otherwise", "https://example.com/docs/about/index.html", "push"],
      ["the same page with an escape", "https://example.com/docs/%61bout/", "push"],
    ] as const)("a script going back to the page being left is cancelled: %s", (_, url, type) => {
      const { load, fire } = setup();
      load(TARGET);
      expect(fire(url, { navigationType: type }).cancelled).toBe(true);
    });

    it("a reload of any address is cancelled", () => {
      const { load, fire } = setup();
      load(TARGET);
      expect(fire("https://example.com/docs/rest", { navigationType: "reload" }).cancelled).toBe(
        true,
      );
    });

    it.each([
      ["the reader's own link back to it", CURRENT, { userInitiated: true }],
      ["a navigation the browser does not let the page cancel", CURRENT, { cancelable: false }],
      ["a script going to another page", "https://example.com/docs/rest", {}],
      ["a script going to another site", "https://other.example/docs/about", {}],
      ["a change within the page", `${CURRENT}#team`, { sameDocument: true }],
    ] as const)("%s is left alone", (_, url, options) => {
      const { load, fire } = setup();
      load(TARGET);
      expect(fire(url, options).cancelled).toBe(false);
    });

    it("a newer full load goes, and the page being left is still guarded", () => {
      const { load, fire, location } = setup();
      load(TARGET);
      load("/docs/about?from=nav");
      expect(location.assign).toHaveBeenLastCalledWith("/docs/about?from=nav");
      expect(fire("https://example.com/docs/about?from=nav").cancelled).toBe(false);
      expect(fire(CURRENT).cancelled).toBe(true);
    });
  });

  it("before any full load, a script may reload the page (Gatsby's stale-chunk recovery)", () => {
    const { fire } = setup();
    expect(fire(CURRENT).cancelled).toBe(false);
    expect(fire(CURRENT, { navigationType: "reload" }).cancelled).toBe(false);
  });

  it("an in-app navigation to another page ends the guard: the reader stays in this document", () => {
    const { load, fire, location } = setup();
    load(TARGET);
    // Gatsby's failure path rewrites the entry of the page being left: that is no move.
    fire(CURRENT, { sameDocument: true, navigationType: "replace" });
    expect(fire(CURRENT).cancelled).toBe(true);
    fire("https://example.com/docs/rest", { sameDocument: true });
    location.href = "https://example.com/docs/rest";
    expect(fire("https://example.com/docs/rest").cancelled).toBe(false);
    expect(fire(CURRENT).cancelled).toBe(false);
  });

  it("a return to this page from the back/forward cache ends the guard", () => {
    const { load, fire, showPage } = setup();
    load(TARGET);
    // A first show that is not from the cache (the page's own load) changes nothing.
    showPage(false);
    expect(fire(CURRENT).cancelled).toBe(true);
    showPage(true);
    expect(fire(CURRENT).cancelled).toBe(false);
    expect(fire(CURRENT, { navigationType: "reload" }).cancelled).toBe(false);
  });
});
