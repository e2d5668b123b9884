/**
 * The parts of Gatsby's store the watchdog reads (gatsby/dist/redux in Gatsby 5.16): the pages,
 * the page data waiting to be written, and each page query's state.
 */
export interface PageDataState {
  pages: ReadonlyMap<string, unknown>;
  pendingPageDataWrites: { pagePaths: ReadonlySet<string> };
  queries: { trackedQueries: ReadonlyMap<string, { dirty: number; running: number }> };
}

/**
 * Pages whose query has run (not dirty, not running) but whose page data is still waiting to be
 * written, while no query runs. Gatsby's development server writes page data in one pass after each query run
 * (`flush` in gatsby/dist/utils/page-data.js), and a pass asked for while another one is under
 * way is dropped; a query finishing during a pass therefore waits for the next query run. Until
 * then every request of that page waits 15 s and, for a new page (no older page data on disk),
 * fails with "Query was not run and no cached result was found".
 */
export function stalledPageDataWrites(state: PageDataState): string[] {
  // While a query runs, the pass that follows it is still to come.
  for (const query of state.queries.trackedQueries.values()) if (query.running !== 0) return [];
  const stalled: string[] = [];
  for (const pagePath of state.pendingPageDataWrites.pagePaths) {
    const query = state.queries.trackedQueries.get(pagePath);
    if (!state.pages.has(pagePath) || !query) continue;
    if (query.dirty === 0 && query.running === 0) stalled.push(pagePath);
  }
  return stalled.sort();
}

/**
 * One look at the store: asks Gatsby for a page data pass when the same pages were stalled at
 * the previous look too, so a pass already on its way is left to finish. Returns the pages it
 * asked a pass for.
 */
export function pageDataWatchdog(getState: () => PageDataState, flush: () => void): () => string[] {
  let previous = "";
  return () => {
    const stalled = stalledPageDataWrites(getState());
    const key = stalled.join("\n");
    const stuck = stalled.length > 0 && key === previous;
    previous = stuck ? "" : key;
    if (!stuck) return [];
    flush();
    return stalled;
  };
}

/** How often development looks for page data left unwritten. */
const PAGE_DATA_WATCH_INTERVAL_MS = 1000;

/**
 * `gatsby develop` only: looks at Gatsby's store every second and asks for the page data pass
 * that a dropped one left undone. Asking while a pass runs, or while webpack compiles, is
 * harmless: Gatsby then ignores or defers it.
 */
export async function watchPageDataWrites(report: (message: string) => void): Promise<void> {
  // Gatsby's own modules, as its development server loaded them (one module instance).
  const { store } = (await import("gatsby/dist/redux")) as unknown as {
    store: { getState: () => PageDataState };
  };
  const { enqueueFlush } = (await import("gatsby/dist/utils/page-data")) as unknown as {
    enqueueFlush: () => void;
  };
  const look = pageDataWatchdog(() => store.getState(), enqueueFlush);
  const timer = setInterval(() => {
    const flushed = look();
    if (flushed.length > 0)
      report(`page data of ${flushed.join(", ")} was left unwritten by Gatsby: written now`);
  }, PAGE_DATA_WATCH_INTERVAL_MS);
  timer.unref();
}
