import type { DisplayedPage, DisplayedSection } from "../../shared/search/indexData";

/**
 * What a search engine answers, as the modal and the search page read it. The browser's engine
 * is shardedEngine.ts; the MiniSearch engine it is held to lives with the tests
 * (contract/referenceSearchEngine.ts).
 */

/** Where a record's text matched: its own title or heading, or only the text under it. */
export type MatchedIn = "title" | "content";

/** One page or section of the index that matched a query. */
export interface SearchHit {
  page: DisplayedPage;
  /** Absent for a hit on the page itself (its title, keywords or intro). */
  section?: DisplayedSection;
  matchedIn: MatchedIn;
  /** Index terms the record matched (`setpinpoints` for the query `setPin`), to highlight. */
  terms: string[];
  score: number;
}

/** The hits of one page, best first; pages come best first too. */
export interface PageResult {
  page: DisplayedPage;
  hits: SearchHit[];
}

export interface SearchOptions {
  /** At most this many hits per page. */
  hitsPerPage?: number;
  /**
   * The caller shows no more than this many hits (pages in order, each with its hits up to
   * hitsPerPage): the sharded engine loads the display data of those pages only.
   */
  maxHits?: number;
  /** The caller shows no more than this many pages. */
  maxPages?: number;
  /**
   * Aborted when the caller no longer wants the answer (the reader typed on): the sharded
   * engine then loads nothing more for it and rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** What the modal and the search page ask: the sharded engine answers asynchronously. */
export interface SearchEngine {
  version: string;
  search(query: string, options?: SearchOptions): PageResult[] | Promise<PageResult[]>;
}

/** The in-memory engine answers at once. */
export interface InMemorySearchEngine extends SearchEngine {
  search(query: string, options?: SearchOptions): PageResult[];
}
