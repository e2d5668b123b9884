/** @jest-environment jsdom */
import { createSearchTracker, SEARCH_SETTLE_MS } from "../searchAnalytics";

describe("search analytics", () => {
  let gtag: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    gtag = jest.fn();
    (window as unknown as { gtag?: jest.Mock }).gtag = gtag;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { gtag?: jest.Mock }).gtag;
  });

  it("sends `search` once the query settles, not for every keystroke", () => {
    const tracker = createSearchTracker();
    tracker.record("s", 40);
    tracker.record("set", 12);
    tracker.record("setPinpoints", 3);
    jest.advanceTimersByTime(SEARCH_SETTLE_MS - 1);
    expect(gtag).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(gtag.mock.calls).toEqual([["event", "search", { search_term: "setPinpoints" }]]);
  });

  it("also sends `search_no_results` when the settled query had no hit", () => {
    const tracker = createSearchTracker();
    tracker.record("xqzjvwk", 0);
    jest.runAllTimers();
    expect(gtag.mock.calls).toEqual([
      ["event", "search", { search_term: "xqzjvwk" }],
      ["event", "search_no_results", { search_term: "xqzjvwk" }],
    ]);
  });

  it("sends a settled query once, and nothing for an emptied box", () => {
    const tracker = createSearchTracker();
    tracker.record("marker", 5);
    jest.runAllTimers();
    tracker.record("marker ", 5);
    jest.runAllTimers();
    tracker.record("zoom", 5);
    tracker.record("", 0);
    jest.runAllTimers();
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("does nothing without analytics on the page", () => {
    delete (window as unknown as { gtag?: jest.Mock }).gtag;
    const tracker = createSearchTracker();
    tracker.record("marker", 0);
    expect(() => jest.runAllTimers()).not.toThrow();
    expect(gtag).not.toHaveBeenCalled();
  });
});
