import MiniSearch from "minisearch";
import type { DisplayedPage, SearchIndexData } from "../src/shared/search/indexData";
import { pageFilesOf } from "../src/node/search/shardedIndex";
import { queryTermsOf, searchWords } from "../src/shared/search/queryPlan";
import {
  compareRecords,
  pageHitsInOrder,
  reportedScore,
  type RankedRecord,
} from "../src/lib/search/ranking";
import {
  BOOSTS,
  FIELD_BITS,
  indexedRecordsOf,
  SECTION_OWN_BITS,
  SEARCH_FIELDS,
  termsOfField,
  type IndexedRecord,
  type SearchField,
} from "../src/shared/search/records";
import { tokenizeText } from "../src/shared/search/tokenize";
import type { InMemorySearchEngine, MatchedIn, SearchHit } from "../src/lib/search/engineTypes";

const OWN_TITLE_FIELDS = new Set(["title", "titleParts", "keywords", "heading"]);

/** A hit with the key it is ranked by. */
interface Ranked {
  record: RankedRecord;
  hit: SearchHit;
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
    // Each field as the index build cuts it (a title's API-name parts go to `titleParts`).
    tokenize: (text, field) =>
      field ? termsOfField(field as SearchField, text) : tokenizeText(text),
    processTerm: (term) => term,
    // Each query term is an index term already matched by the shared rules, weighted by them;
    // every score of a record is multiplied by its page's weight (a platform page's is lower).
    searchOptions: {
      boost: BOOSTS,
      boostDocument: (id: number) => records[id]?.weight ?? 1,
      tokenize: (text) => [text],
      processTerm: (term) => term,
    },
  });
  const records = indexedRecordsOf(data);
  // What hits display, as the page files hold it (no fenced code, no platform mark).
  const displayed = pageFilesOf(data);
  miniSearch.addAll(records);
  const indexTerms = [
    ...new Set(
      records.flatMap((record) =>
        SEARCH_FIELDS.flatMap((field) => {
          const value = record[field];
          return value == null ? [] : termsOfField(field, String(value));
        }),
      ),
    ),
  ].filter(Boolean);
  const sectionIds = new Map<IndexedRecord, number>();
  let sectionId = 0;
  for (const record of records) if (record.local > 0) sectionIds.set(record, sectionId++);

  /** What the query's terms say of one record: its best score per word, fields and terms. */
  interface Found {
    scores: Map<number, number>;
    fields: Set<string>;
    terms: string[];
    /** Words matched in a field other than the outline. */
    ownWords: Set<number>;
  }

  function toHit(id: number, found: Found): Ranked | undefined {
    const record = records[id];
    const file = record ? displayed[record.page] : undefined;
    if (!record || !file) return undefined;
    const { page } = file;
    const section = sectionIds.get(record);
    // A section that matched only through its page's title adds nothing to the page's own hit.
    const bits = [...found.fields].reduce(
      (all, field) => all | FIELD_BITS[field as SearchField],
      0,
    );
    if (section !== undefined && (bits & SECTION_OWN_BITS) === 0) {
      return undefined;
    }
    // A word counts by its best term, so that a word's many prefix matches do not add up.
    const key = {
      matched: found.scores.size,
      score: [...found.scores.values()].reduce((total, score) => total + score, 0),
    };
    const matchedIn: MatchedIn = [...found.fields].some((field) => OWN_TITLE_FIELDS.has(field))
      ? "title"
      : "content";
    return {
      record: { ...key, page: record.page, local: record.local, ownMatched: found.ownWords.size },
      hit: {
        page,
        ...(section !== undefined ? { section: file.sections[record.local - 1] } : {}),
        matchedIn,
        terms: found.terms,
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
      const found = new Map<number, Found>();
      for (const { term, weight, word } of queryTerms) {
        // MiniSearch scores one term alone: the sum over fields of BM25+ times the field's boost.
        for (const result of miniSearch.search(term)) {
          const id = result.id as number;
          const entry: Found = found.get(id) ?? {
            scores: new Map(),
            fields: new Set(),
            terms: [],
            ownWords: new Set(),
          };
          entry.scores.set(word, Math.max(entry.scores.get(word) ?? 0, weight * result.score));
          for (const field of result.match[term] ?? []) {
            entry.fields.add(field);
            if (field !== "outline") entry.ownWords.add(word);
          }
          if (!entry.terms.includes(term)) entry.terms.push(term);
          found.set(id, entry);
        }
      }
      const ranked = [...found]
        .map(([id, entry]) => toHit(id, entry))
        .filter((entry): entry is Ranked => entry !== undefined)
        .sort((a, b) => compareRecords(a.record, b.record));
      const byPage = new Map<DisplayedPage, Ranked[]>();
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
