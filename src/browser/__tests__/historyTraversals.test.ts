/** @jest-environment jsdom */
import { watchHistoryTraversals } from "../scroll/historyTraversals";

/** What the browser does on back/forward, or after following an in-page anchor. */
function popTo(state: unknown, url: string) {
  window.history.replaceState(state, "", url);
  window.dispatchEvent(new PopStateEvent("popstate", { state }));
}

let watchers: ReturnType<typeof watchHistoryTraversals>[] = [];
function watch() {
  const watcher = watchHistoryTraversals(window);
  watchers.push(watcher);
  return watcher;
}

describe("watchHistoryTraversals", () => {
  beforeEach(() => window.history.replaceState(null, "", "/docs/about"));
  afterEach(() => {
    for (const watcher of watchers) watcher.stop();
    watchers = [];
  });

  it("gives the first entry reach-router's key for it", () => {
    watch();
    expect(window.history.state).toEqual({ key: "initial" });
  });

  it("sees back/forward to an entry reach-router created", () => {
    const traversals = watch();
    popTo({ key: "1700000000000" }, "/docs/rest");
    expect(traversals.isTraversalTo("1700000000000")).toBe(true);
    expect(traversals.isTraversalTo("initial")).toBe(false);
  });

  it("does not take an in-page anchor for back/forward, and recognises it later", () => {
    const traversals = watch();
    popTo(null, "/docs/about#content");
    const anchorKey = (window.history.state as { key: string }).key;
    expect(anchorKey).toMatch(/^anchor-/);
    expect(traversals.isTraversalTo(anchorKey)).toBe(false);
    expect(window.location.hash).toBe("#content");

    popTo({ key: "initial" }, "/docs/about");
    expect(traversals.isTraversalTo("initial")).toBe(true);
    popTo({ key: anchorKey }, "/docs/about#content");
    expect(traversals.isTraversalTo(anchorKey)).toBe(true);
  });

  it("keeps where the reader was on each entry, by the key the entry had when it scrolled", () => {
    const traversals = watch();
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    };
    scrollTo(300);
    // The anchor's jump scrolls once its entry exists: the entry left keeps 300.
    popTo(null, "/docs/about#content");
    scrollTo(2719);
    const anchorKey = (window.history.state as { key: string }).key;
    expect(traversals.positionOf("initial")).toBe(300);
    expect(traversals.positionOf(anchorKey)).toBe(2719);
    expect(traversals.positionOf("never-seen")).toBeUndefined();
    expect(traversals.positionOf(undefined)).toBeUndefined();
  });
});
