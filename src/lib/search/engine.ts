import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type {
  SearchIndexData,
  SearchIndexPage,
  SearchIndexSection,
} from "../../node/search/indexData";
import { queryWords, tokenizeText } from "./tokenize";

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
}

export interface SearchEngine {
  version: string;
  search(query: string, options?: SearchOptions): PageResult[];
}

interface IndexedRecord {
  id: number;
  title?: string;
  keywords?: string;
  heading?: string;
  content: string;
  pageTitle?: string;
}

/** Title first, then headings, then text; the page title on sections only helps AND queries. */
const BOOSTS = { title: 8, keywords: 5, heading: 4, content: 1, pageTitle: 0.3 };
const OWN_TITLE_FIELDS = new Set(["title", "keywords", "heading"]);

/**
 * One alternative per query word, and for a dotted name its parts as well, so that
 * `types.LivemapProps` still finds a page that only says `LivemapProps`.
 */
function alternativesOf(word: string): string[] {
  return [word, ...(word.includes(".") ? word.split(".").filter(Boolean) : [])];
}

function buildQuery(words: readonly string[], combineWith: "AND" | "OR"): Query {
  return {
    combineWith,
    queries: words.map((word) => ({ combineWith: "OR", queries: alternativesOf(word) })),
  };
}

/** Builds the browser-side engine over one version's index. */
export function createSearchEngine(data: SearchIndexData): SearchEngine {
  const records: { page: number; section?: number }[] = [];
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: Object.keys(BOOSTS),
    tokenize: tokenizeText,
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOSTS,
      // Query words were already cut by queryWords; each stays whole.
      tokenize: (text) => [text],
      processTerm: (term) => term.toLowerCase(),
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
    },
  });
  const documents: IndexedRecord[] = [];
  data.pages.forEach((page, index) => {
    records.push({ page: index });
    documents.push({
      id: records.length - 1,
      title: page.title,
      keywords: page.keywords.join(" "),
      content: page.text,
    });
  });
  data.sections.forEach((section, index) => {
    records.push({ page: section.page, section: index });
    documents.push({
      id: records.length - 1,
      heading: section.heading,
      content: section.text,
      pageTitle: data.pages[section.page]?.title ?? "",
    });
  });
  miniSearch.addAll(documents);

  function toHit(result: SearchResult): SearchHit | undefined {
    const record = records[result.id as number];
    const page = record ? data.pages[record.page] : undefined;
    if (!record || !page) return undefined;
    const fields = new Set(Object.values(result.match).flat());
    // A section that matched only through its page's title adds nothing to the page's own hit.
    if (record.section !== undefined && !fields.has("heading") && !fields.has("content")) {
      return undefined;
    }
    const matchedIn: MatchedIn = [...fields].some((field) => OWN_TITLE_FIELDS.has(field))
      ? "title"
      : "content";
    return {
      page,
      ...(record.section !== undefined ? { section: data.sections[record.section] } : {}),
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
