/** @jest-environment jsdom */
import NProgress from "nprogress";
import { createDelayedProgress, PROGRESS_DELAY_MS } from "../progress/progressBar";

const bar = () => document.getElementById("nprogress");

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  NProgress.remove();
  NProgress.status = null;
  jest.useRealTimers();
});

describe("the navigation progress bar", () => {
  it("uses the spec's settings and no spinner", () => {
    createDelayedProgress();
    expect(NProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickle: true,
      trickleSpeed: 800,
      showSpinner: false,
    });
    expect((NProgress.settings as unknown as { trickleRate: number }).trickleRate).toBe(0.02);
  });

  it("appears only once a navigation has lasted the delay", () => {
    const progress = createDelayedProgress();
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    expect(bar()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.querySelector('[role="spinner"]')).toBeNull();
  });

  it("never appears for a navigation that ends before the delay", () => {
    const progress = createDelayedProgress();
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    progress.done();
    jest.advanceTimersByTime(5000);
    expect(bar()).toBeNull();
  });

  it("trickles forward while shown and finishes on done", () => {
    const progress = createDelayedProgress();
    progress.start();
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
