import type NProgress from "nprogress";
import type { NavigationProgress } from "../navigation/navigateWithPreload";
import { whenIdle as whenBrowserIdle } from "../scheduling/whenIdle";

/** A navigation shorter than this shows no bar at all (spec: "after 200 ms of navigation"). */
export const PROGRESS_DELAY_MS = 200;

/**
 * The spec's loading bar. nprogress 0.2.0 as published on npm still reads `trickleRate` (each
 * trickle adds a random amount up to it) although its TypeScript types omit it.
 */
const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
};

export type Bar = Pick<typeof NProgress, "start" | "done" | "configure">;

/** nprogress and its styles, from their own chunk (nprogressBar.ts). */
const loadNProgress = (): Promise<Bar> => import("./nprogressBar").then((module) => module.default);

export interface DelayedProgress extends NavigationProgress {
  /**
   * Fetches the bar's code once the browser is idle, to be called once the page has hydrated:
   * the bar is then in the page before the first navigation on any network, where fetched by
   * that navigation it came only with the navigation's own requests, as late as they did.
   */
  loadWhenIdle(): void;
}

export interface DelayedProgressOptions {
  loadBar?: () => Promise<Bar>;
  delayMs?: number;
  whenIdle?: (run: () => void) => void;
}

/**
 * Shows the bar only for navigations that last longer than `delayMs`: `start` arms a timer,
 * `done` disarms it, or finishes the bar when it is showing. The bar's code is fetched once,
 * at idle after the first load (`loadWhenIdle`), or when a navigation starts first; the bar
 * starts as soon as its code has come if the navigation is still under way by then.
 */
export function createDelayedProgress({
  loadBar = loadNProgress,
  delayMs = PROGRESS_DELAY_MS,
  whenIdle = whenBrowserIdle,
}: DelayedProgressOptions = {}): DelayedProgress {
  let bar: Bar | undefined;
  let loading: Promise<Bar> | undefined;
  const load = () =>
    (loading ??= loadBar().then(
      (loaded) => {
        loaded.configure(PROGRESS_SETTINGS as Parameters<Bar["configure"]>[0]);
        bar = loaded;
        return loaded;
      },
      (error: unknown) => {
        // The next navigation asks again: a network that dropped at idle may be back by then.
        loading = undefined;
        throw error;
      },
    ));
  // A bar that cannot be fetched (the network is gone) is simply not shown.
  const ignoreFailure = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The delay has passed and the navigation is still under way. */
  let due = false;
  let showing = false;
  const show = (loaded: Bar) => {
    if (!due || showing) return;
    showing = true;
    loaded.start();
  };
  return {
    loadWhenIdle() {
      whenIdle(() => load().catch(ignoreFailure));
    },
    start() {
      clearTimeout(timer);
      due = false;
      load().catch(ignoreFailure);
      timer = setTimeout(() => {
        due = true;
        if (bar) show(bar);
        else load().then(show, ignoreFailure);
      }, delayMs);
    },
    done() {
      clearTimeout(timer);
      timer = undefined;
      due = false;
      if (showing) bar?.done();
      showing = false;
    },
  };
}
