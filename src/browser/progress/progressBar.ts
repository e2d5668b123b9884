import NProgress from "nprogress";
import type { NavigationProgress } from "../navigation/navigateWithPreload";

/** A navigation shorter than this shows no bar at all (spec: "after 200 ms of navigation"). */
export const PROGRESS_DELAY_MS = 200;

/**
 * The spec's loading bar. nprogress 0.2.0 as published on npm still reads `trickleRate` (each
 * trickle adds a random amount up to it) although its TypeScript types omit it.
 */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
};

type Bar = Pick<typeof NProgress, "start" | "done" | "configure">;

/**
 * Shows `bar` only for navigations that last longer than `delayMs`: `start` arms a timer,
 * `done` disarms it, or finishes the bar when it is showing.
 */
export function createDelayedProgress(
  bar: Bar = NProgress,
  delayMs = PROGRESS_DELAY_MS,
): NavigationProgress {
  bar.configure(PROGRESS_SETTINGS as Parameters<Bar["configure"]>[0]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let showing = false;
  return {
    start() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        showing = true;
        bar.start();
      }, delayMs);
    },
    done() {
      clearTimeout(timer);
      timer = undefined;
      if (showing) bar.done();
      showing = false;
    },
  };
}
