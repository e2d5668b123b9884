import MiniSearch, { type SearchResult } from "minisearch";
import type {
  SearchIndexData,
  SearchIndexPage,
  SearchIndexSection,
} from "../../shared/search/indexData";
import { queryTermsOf, searchWords } from "../../shared/search/queryPlan";
import { compareRecords, pageHitsInOrder, reportedScore, type RankedRecord } from "./ranking";
import {
  BOOSTS,
  indexedRecordsOf,
  SEARCH_FIELDS,
  type IndexedRecord,
} from "../../shared/search/records";
import { tokenizeText } from "../../shared/search/tokenize";

const OWN_TITLE_FIELDS = new Set(["title", "keywords", "heading"]);

/** Where a record's text matched: its own title or heading, or only the text under it. */
export type MatchedIn = "title" | "content";

/** One page or section of the index that matched a query. */
export interface SearchHit {
  page: SearchIndexPage;
  /** Absent for a hit on the page itself (its title, keywords or intro). */
  section?: SearchIndexSection;
  matchedIn: MatchedIn;
  /** Index terms the record matched (`setpinpoints` for the query `setPin`), to highlight. */
  terms: string[];
  score: number;
}

/** The hits of one page, best first; pages come best first too. */
export interface PageResult {
  page: SearchIndexPage;
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

/** A hit with the key it is ranked by. */
interface Ranked {
  record: RankedRecord;
  hit: SearchHit;
}

/** The in-memory engine answers at once. */
export interface InMemorySearchEngine extends SearchEngine {
  search(query: string, options?: SearchOptions): PageResult[];
}

/**
 * The engine over a whole version's index in memory (MiniSearch), the reference the browser's
 * sharded engine (`shardedEngine.ts`) is held to: every index term is checked against the
 * query's words by the shared rules (`queryPlan.ts`), MiniSearch scores every record for the
 * terms that match, and the shared order ranks them (`ranking.ts`). The tests and the
 * benchmark check that both engines give the same pages in the same order.
 */
export function createSearchEngine(data: SearchIndexData): InMemorySearchEngine {
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: SEARCH_FIELDS,
    tokenize: tokenizeText,
    processTerm: (term) => term,
    // Each query term is an index term already matched by the shared rules, weighted by them.
    searchOptions: { boost: BOOSTS, tokenize: (text) => [text], processTerm: (term) => term },
  });
  const records = indexedRecordsOf(data);
  miniSearch.addAll(records);
  const indexTerms = [
    ...new Set(
      records.flatMap((record) =>
        SEARCH_FIELDS.flatMap((field) => {
          const value = record[field];
          return value == null ? [] : tokenizeText(String(value));
        }),
      ),
    ),
  ].filter(Boolean);
  const sectionIds = new Map<IndexedRecord, number>();
  let sectionId = 0;
  for (const record of records) if (record.local > 0) sectionIds.set(record, sectionId++);

  function toHit(result: SearchResult, wordsOfTerm: Map<string, Set<number>>): Ranked | undefined {
    const record = records[result.id as number];
    const page = record ? data.pages[record.page] : undefined;
    if (!record || !page) return undefined;
    const section = sectionIds.get(record);
    const fields = new Set(Object.values(result.match).flat());
    // A section that matched only through its page's title adds nothing to the page's own hit.
    if (section !== undefined && !fields.has("heading") && !fields.has("content")) {
      return undefined;
    }
    const words = new Set(result.terms.flatMap((term) => [...(wordsOfTerm.get(term) ?? [])]));
    // MiniSearch multiplies by the number of distinct query terms: the ranking wants the sum.
    const key = { matched: words.size, score: result.score / (result.queryTerms.length || 1) };
    const matchedIn: MatchedIn = [...fields].some((field) => OWN_TITLE_FIELDS.has(field))
      ? "title"
      : "content";
    return {
      record: { ...key, page: record.page, local: record.local },
      hit: {
        page,
        ...(section !== undefined ? { section: data.sections[section] } : {}),
        matchedIn,
        terms: result.terms,
        score: reportedScore(key),
      },
    };
  }

  return {
    version: data.version,
    search(query, options = {}) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const queryTerms = queryTermsOf(words, indexTerms);
      if (queryTerms.length === 0) return [];
      const wordsOfTerm = new Map<string, Set<number>>();
      for (const { term, word } of queryTerms) {
        wordsOfTerm.set(term, (wordsOfTerm.get(term) ?? new Set()).add(word));
      }
      const results = miniSearch.search({
        combineWith: "OR",
        queries: queryTerms.map(({ term, weight }) => ({
          queries: [term],
          boostTerm: () => weight,
        })),
      });
      const ranked = results
        .map((result) => toHit(result, wordsOfTerm))
        .filter((entry): entry is Ranked => entry !== undefined)
        .sort((a, b) => compareRecords(a.record, b.record));
      const byPage = new Map<SearchIndexPage, Ranked[]>();
      for (const entry of ranked) {
        byPage.set(entry.hit.page, [...(byPage.get(entry.hit.page) ?? []), entry]);
      }
      return [...byPage].map(([page, entries]) => ({
        page,
        hits: pageHitsInOrder(entries.map((entry) => ({ ...entry.record, hit: entry.hit })))
          .slice(0, options.hitsPerPage ?? Infinity)
          .map((entry) => entry.hit),
      }));
    },
  };
}
