import type { Browser } from "playwright-core";
import { coldContext } from "./measureBytes";

/**
 * The main thread's work of a cold load, read from Chromium's trace: the thread time (`tdur`,
 * which other processes on the machine do not inflate, unlike wall time) of every top-level task
 * of the page's renderer from the navigation until the page says it has hydrated
 * (`<html data-hydrated>`, src/browser/signals/pageSignals.ts).
 *
 * "At 4 × CPU" multiplies each task by 4, as Lighthouse's mobile preset simulates a phone: CDP's
 * own CPU throttling suspends the thread, which thread time does not count.
 */
export interface MainThreadLoad {
  /** Thread time of all tasks until hydrated, unthrottled, ms. */
  busyMs: number;
  /** The longest task, unthrottled, ms. */
  longestMs: number;
  /** Σ max(0, 4 × task − 50 ms): the blocking time of these tasks on a 4 × slower CPU. */
  blockingAt4xMs: number;
}

export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const HYDRATED_MARK = "bench-hydrated";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Top-level tasks of the renderer that marked hydration, up to the mark. */
export function tasksUntilHydrated(events: readonly TraceEvent[]): number[] {
  const mark = events.find((event) => event.name === HYDRATED_MARK);
  if (!mark) throw new Error(`The trace holds no "${HYDRATED_MARK}" mark: the page never hydrated`);
  const isMain = (event: TraceEvent) => event.pid === mark.pid && event.tid === mark.tid;
  const first = events
    .filter((event) => isMain(event) && event.ph === "X" && event.name === "RunTask")
    .sort((a, b) => a.ts - b.ts);
  return first
    .filter((task) => task.ts <= mark.ts)
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
}

export function summariseTasks(tasksMs: readonly number[]): MainThreadLoad {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    busyMs: round(tasksMs.reduce((sum, task) => sum + task, 0)),
    longestMs: round(Math.max(0, ...tasksMs)),
    blockingAt4xMs: round(
      tasksMs.reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * task - LONG_TASK_MS), 0),
    ),
  };
}

/** One cold load of `url`, traced until the page has hydrated. */
export async function measureMainThread(browser: Browser, url: string): Promise<MainThreadLoad> {
  const context = await coldContext(browser);
  await context.addInitScript((markName: string) => {
    // The document has no <html> yet when this runs: watch the document for it.
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset.hydrated !== "true") return;
      performance.mark(markName);
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  }, HYDRATED_MARK);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ["disabled-by-default-devtools.timeline", "blink.user_timing", "toplevel"],
  });
  const loaded = page
    .goto(url, { waitUntil: "load" })
    .then(() => page.waitForSelector("html[data-hydrated='true']", { timeout: 60_000 }));
  // The trace is stopped whether or not the page hydrated, so the browser can trace again.
  const outcome = await loaded.then(
    () => undefined,
    (error: unknown) => error,
  );
  const trace = await browser.stopTracing();
  await context.close();
  if (outcome) throw outcome;
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  return summariseTasks(tasksUntilHydrated(traceEvents));
}
