import { trackEvent } from "../analytics";

/** How long a query must stay unchanged before it counts as a search the reader made. */
export const SEARCH_SETTLE_MS = 1000;

export interface SearchTracker {
  /** Records the latest query and its number of hits; the event goes once it settles. */
  record(query: string, nbHits: number): void;
}

/**
 * Sends `search` once per settled query, and `search_no_results` as well when it had no hit,
 * so that writers see what readers look for and what they fail to find. Keystrokes in between
 * send nothing; the same query settling twice in a row is sent once.
 */
export function createSearchTracker(settleMs = SEARCH_SETTLE_MS): SearchTracker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSent: string | undefined;
  return {
    record(query, nbHits) {
      if (timer !== undefined) clearTimeout(timer);
      const term = query.trim();
      if (!term) return;
      timer = setTimeout(() => {
        if (term === lastSent) return;
        lastSent = term;
        trackEvent("search", { search_term: term });
        if (nbHits === 0) trackEvent("search_no_results", { search_term: term });
      }, settleMs);
    },
  };
}
