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

/** A browser's idle periods, which come when the test says so. */
function fakeIdle() {
  const queued: Array<() => void> = [];
  return {
    whenIdle: (run: () => void) => {
      queued.push(run);
    },
    /** The browser is idle: runs what waited for it. */
    comes: () => {
      for (const run of queued.splice(0)) run();
    },
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
  it("uses the spec's settings and no spinner", async () => {
    createDelayedProgress({ loadBar }).start();
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
    const progress = createDelayedProgress({ loadBar });
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
    const progress = createDelayedProgress({ loadBar: load });
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
    const progress = createDelayedProgress({ loadBar: load });
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    progress.done();
    arrive(NProgress);
    await settle();
    jest.advanceTimersByTime(5000);
    expect(bar()).toBeNull();
  });

  it("a bar whose code cannot be fetched is not shown, and the navigation goes on", async () => {
    const progress = createDelayedProgress({ loadBar: () => Promise.reject(new Error("offline")) });
    progress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    await settle();
    expect(bar()).toBeNull();
    progress.done();
  });

  it("never appears for a navigation that ends before the delay", async () => {
    const progress = createDelayedProgress({ loadBar });
    progress.start();
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    progress.done();
    jest.advanceTimersByTime(5000);
    expect(bar()).toBeNull();
  });

  it("leaves <html> as it found it once the bar has gone: no empty class attribute", async () => {
    const { default: siteBar } = await import("../progress/nprogressBar");
    const progress = createDelayedProgress({ loadBar: () => Promise.resolve(siteBar) });
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
    const progress = createDelayedProgress({ loadBar });
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

describe("the bar's code, fetched ahead of the first navigation", () => {
  it("is fetched once the browser is idle, not before, and only once", async () => {
    const idle = fakeIdle();
    const progress = createDelayedProgress({ loadBar, whenIdle: idle.whenIdle });
    progress.loadWhenIdle();
    await settle();
    expect(loadBar).not.toHaveBeenCalled();
    idle.comes();
    await settle();
    expect(loadBar).toHaveBeenCalledTimes(1);
    progress.loadWhenIdle();
    idle.comes();
    progress.start();
    progress.done();
    progress.start();
    await settle();
    expect(loadBar).toHaveBeenCalledTimes(1);
  });

  it("once fetched at idle, shows the bar at the delay without waiting for anything", async () => {
    const { load, arrive } = slowChunk();
    const idle = fakeIdle();
    const progress = createDelayedProgress({ loadBar: load, whenIdle: idle.whenIdle });
    progress.loadWhenIdle();
    idle.comes();
    arrive(NProgress);
    await settle();
    progress.start();
    // No turn of the event loop for a chunk to come in: the code is in the page already.
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
    progress.done();
  });

  it("is fetched at once by a navigation that starts before the browser is idle", async () => {
    const idle = fakeIdle();
    const progress = createDelayedProgress({ loadBar, whenIdle: idle.whenIdle });
    progress.loadWhenIdle();
    progress.start();
    expect(loadBar).toHaveBeenCalledTimes(1);
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(bar()).not.toBeNull();
    idle.comes();
    await settle();
    expect(loadBar).toHaveBeenCalledTimes(1);
    progress.done();
  });

  it("that cannot be fetched shows no bar, throws nothing, and leaves no rejection unhandled", async () => {
    const idle = fakeIdle();
    const failing = jest.fn(() => Promise.reject(new Error("offline")));
    const progress = createDelayedProgress({ loadBar: failing, whenIdle: idle.whenIdle });
    expect(() => {
      progress.loadWhenIdle();
      idle.comes();
    }).not.toThrow();
    await settle();
    expect(() => progress.start()).not.toThrow();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    await settle();
    expect(bar()).toBeNull();
    expect(() => progress.done()).not.toThrow();
    // A navigation that ends before its bar's code has failed to come.
    progress.start();
    progress.done();
    await settle();
    expect(bar()).toBeNull();
    expect(failing).toHaveBeenCalledTimes(3);
    // Jest fails the test in which a rejection goes unhandled (a browser would log "Uncaught (in
    // promise)"); Node tells of one only after a task has ended, so one ends here.
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("that could not be fetched at idle is asked for again by the next navigation", async () => {
    const idle = fakeIdle();
    const flaky = jest
      .fn<Promise<Bar>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(NProgress);
    const progress = createDelayedProgress({ loadBar: flaky, whenIdle: idle.whenIdle });
    progress.loadWhenIdle();
    idle.comes();
    await settle();
    progress.start();
    await settle();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(bar()).not.toBeNull();
    progress.done();
  });
});
