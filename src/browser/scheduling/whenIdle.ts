/**
 * Runs `run` once the browser is idle: for work the page will want soon but not now, such as
 * code fetched ahead of the reader's first click, kept out of the way of the first load.
 */

/**
 * The longest `run` waits for an idle period: a page whose main thread never rests (a slow
 * phone still laying out a long doc) gets it done anyway, soon enough for a first click.
 */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Where there is no `requestIdleCallback` (Safari), `run` waits this long instead: the callers
 * call once the page has hydrated, when a first load has made its own requests.
 */
export const NO_IDLE_CALLBACK_DELAY_MS = 500;

export type IdleWindow = Pick<Window, "setTimeout"> & Partial<Pick<Window, "requestIdleCallback">>;

export function whenIdle(run: () => void, win: IdleWindow = window): void {
  if (typeof win.requestIdleCallback === "function")
    win.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
}
