/** @jest-environment jsdom */
import NProgress from "nprogress";
import { createDelayedProgress, PROGRESS_DELAY_MS, type Bar } from "../progress/progressBar";

const bar = () => document.getElementById("nprogress");

/** The bar's chunk, fetched at once (as from the browser's cache). */
const loadBar = jest.fn(() => Promise.resolve<Bar>(NProgress));

/** A chunk that comes when the test says so. */
function slowChunk() {
  let resolve: (loaded: Bar) => void = () => undefined;
  return {
    load: () => new Promise<Bar>((settle) => (resolve = settle)),
    arrive: (loaded: Bar) => resolve(loaded),
  };
}

/** Lets the chunk's promise settle. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  loadBar.mockClear();
});
afterEach(() => {
  NProgress.remove();
  NProgress.status = null;
  jest.useRealTimers();
});

describe("the navigation progress bar", () => {
  it("fetches its code only when the first navigation starts, and once", async () => {
    const progress = createDelayedProgress(loadBar);
    expect(loadBar).not.toHaveBeenCalled();
    progress.start();
    progress.done();
    progress.start();
    await settle();
    expect(loadBar).toHaveBeenCalledTimes(1);
  });

  it("uses the spec's settings and no spinner", async () => {
    createDelayedProgress(loadBar).start();
    await settle();
    expect(NProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickle: true,
      trickleSpeed: 800,
      showSpinner: false,
    });
    expect((NProgress.settings as unknown as { trickleRate: number }).trickleRate).toBe(0.02);
  });

  it("appears only once a navigation has lasted the delay", async () => {
    const progress = createDelayedProgress(loadBar);
    progress.start();
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    expect(bar()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.querySelector('[role="spinner"]')).toBeNull();
  });

  it("appears when its code comes after the delay, if the navigation is still going", async () => {
    const { load, arrive } = slowChunk();
    const progress = createDelayedProgress(load);
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).toBeNull();
    arrive(NProgress);
    await settle();
    expect(bar()).not.toBeNull();
    progress.done();
  });

  it("does not appear when its code comes after the navigation ended", async () => {
    const { load, arrive } = slowChunk();
    const progress = createDelayedProgress(load);
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    progress.done();
    arrive(NProgress);
    await settle();
    jest.advanceTimersByTime(5000);
    expect(bar()).toBeNull();
  });

  it("a bar whose code cannot be fetched is not shown, and the navigation goes on", async () => {
    const progress = createDelayedProgress(() => Promise.reject(new Error("offline")));
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    await settle();
    expect(bar()).toBeNull();
    progress.done();
  });

  it("never appears for a navigation that ends before the delay", async () => {
    const progress = createDelayedProgress(loadBar);
    progress.start();
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    progress.done();
    jest.advanceTimersByTime(5000);
    expect(bar()).toBeNull();
  });

  it("leaves <html> as it found it once the bar has gone: no empty class attribute", async () => {
    const { default: siteBar } = await import("../progress/nprogressBar");
    const progress = createDelayedProgress(() => Promise.resolve(siteBar));
    progress.start();
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(document.documentElement.classList.contains("nprogress-busy")).toBe(true);
    progress.done();
    jest.advanceTimersByTime(2000);
    expect(bar()).toBeNull();
    expect(document.documentElement.hasAttribute("class")).toBe(false);
  });

  it("trickles forward while shown and finishes on done", async () => {
    const progress = createDelayedProgress(loadBar);
    progress.start();
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    const first = NProgress.status ?? 0;
    jest.advanceTimersByTime(800 * 3);
    const later = NProgress.status ?? 0;
    expect(later).toBeGreaterThanOrEqual(first);
    expect(later - first).toBeLessThanOrEqual(0.02 * 3);
    progress.done();
    jest.advanceTimersByTime(2000);
    expect(bar()).toBeNull();
  });
});
