/**
 * The whole-index MiniSearch engine the site ran before the sharded engine, with its matching
 * (every word required, any word when no page has them all; typos anywhere in a word): kept
 * only so that the search benchmark can score the engine it replaced on the same queries.
 */
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { SearchIndexData, SearchIndexPage } from "../../src/shared/search/indexData";
import type { InMemorySearchEngine, MatchedIn, SearchHit } from "../../src/lib/search/engineTypes";
import {
  alternativesOf,
  BOOSTS,
  FUZZY_MIN_LENGTH,
  FUZZY_RATIO,
  indexedRecordsOf,
  MAX_FUZZY,
  PREFIX_MIN_LENGTH,
  SEARCH_FIELDS,
  type IndexedRecord,
} from "../../src/shared/search/records";
import { queryWords, tokenizeText } from "../../src/shared/search/tokenize";

/**
 * The records as that engine indexed them: the site's records without the section label the
 * ranking now adds to a page's keywords and to its sections' page title, and without the
 * title's API-name parts as a field of their own (that engine found them in the title).
 */
function formerRecordsOf(data: SearchIndexData): IndexedRecord[] {
  return indexedRecordsOf(data).map((record) => {
    const page = data.pages[record.page];
    const former: IndexedRecord = { ...record };
    delete former.titleParts;
    return record.local === 0
      ? { ...former, keywords: page?.keywords.join(" ") ?? "" }
      : { ...former, pageTitle: page?.title ?? "" };
  });
}

const OWN_TITLE_FIELDS = new Set(["title", "keywords", "heading"]);

function buildQuery(words: readonly string[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: words.map((word) => ({ combineWith: "OR", queries: alternativesOf(word) })),
  };
}

/**
 * The engine over a whole version's index in memory (MiniSearch). The browser uses the sharded
 * engine (`shardedEngine.ts`), which loads only the parts a query needs; this one is its
 * reference: the tests and the benchmark check that both answer alike.
 */
export function createSearchEngine(data: SearchIndexData): InMemorySearchEngine {
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: SEARCH_FIELDS,
    tokenize: tokenizeText,
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOSTS,
      // Query words were already cut by queryWords; each stays whole.
      tokenize: (text) => [text],
      processTerm: (term) => term.toLowerCase(),
      prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY_RATIO : false),
      maxFuzzy: MAX_FUZZY,
    },
  });
  const records = formerRecordsOf(data);
  miniSearch.addAll(records);
  const sectionIds = new Map<IndexedRecord, number>();
  let sectionId = 0;
  for (const record of records) if (record.local > 0) sectionIds.set(record, sectionId++);

  function toHit(result: SearchResult): SearchHit | undefined {
    const record = records[result.id as number];
    const page = record ? data.pages[record.page] : undefined;
    if (!record || !page) return undefined;
    const section = sectionIds.get(record);
    const fields = new Set(Object.values(result.match).flat());
    // A section that matched only through its page's title adds nothing to the page's own hit.
    if (section !== undefined && !fields.has("heading") && !fields.has("content")) {
      return undefined;
    }
    const matchedIn: MatchedIn = [...fields].some((field) => OWN_TITLE_FIELDS.has(field))
      ? "title"
      : "content";
    return {
      page,
      ...(section !== undefined ? { section: data.sections[section] } : {}),
      matchedIn,
      terms: result.terms,
      score: result.score,
    };
  }

  return {
    version: data.version,
    search(query, options = {}) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      let results = miniSearch.search(buildQuery(words, "AND"));
      // Every word is required first; a long question still finds pages matching some words.
      if (results.length === 0 && words.length > 1) {
        results = miniSearch.search(buildQuery(words, "OR"));
      }
      const byPage = new Map<SearchIndexPage, SearchHit[]>();
      for (const result of results) {
        const hit = toHit(result);
        if (!hit) continue;
        byPage.set(hit.page, [...(byPage.get(hit.page) ?? []), hit]);
      }
      // The page's own hit leads its group, so that DocSearch draws the sections under it.
      return [...byPage].map(([page, hits]) => ({
        page,
        hits: [...hits.filter((hit) => !hit.section), ...hits.filter((hit) => hit.section)].slice(
          0,
          options.hitsPerPage ?? Infinity,
        ),
      }));
    },
  };
}
