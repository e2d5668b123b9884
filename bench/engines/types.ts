import type { SearchIndexData } from "../../src/shared/search/indexData";

/**
 * One searchable record, the same for every engine: a page (title, keywords, intro text) or one
 * of its sections (heading, text, and its page's title so that a query naming the page and a
 * word of the section can match the section).
 */
export interface EngineRecord {
  id: number;
  /** The page URL, with `#anchor` for a section. */
  url: string;
  title: string;
  keywords: string;
  heading: string;
  text: string;
  pageTitle: string;
}

export type WeightedField = "title" | "keywords" | "heading" | "text" | "pageTitle";

/**
 * Field weights every engine gets, in its own boost unit: the page title first, then its
 * keywords (API names), then headings, then prose. Pagefind's `data-pagefind-weight` takes 0 to
 * 10, so the scale stays within it.
 */
export const WEIGHTS: Record<WeightedField, number> = {
  title: 8,
  keywords: 5,
  heading: 4,
  text: 1,
  pageTitle: 1,
};
export const FIELDS = Object.keys(WEIGHTS) as WeightedField[];

/** A file the browser fetches for a first search, with its body's size gzip -9. */
export interface FetchedFile {
  name: string;
  gzipBytes: number;
}

interface BuiltEngine {
  /** Records to the index in memory and serialized as it is served (or written, for Pagefind). */
  indexMs: number;
  /** Best first; URLs may carry anchors and repeat (the caller keeps each page once). */
  search(query: string): Promise<string[]>;
  /** What a first visit fetches to answer `query` besides `libraryEntry`: index, result data. */
  firstSearch(query: string): Promise<FetchedFile[]>;
  close?(): Promise<void>;
}

export interface EngineAdapter {
  name: string;
  /** The npm package whose version the report names. */
  packageName: string;
  /** The options chosen, as the report states them. */
  options: string;
  /** ES module source importing what the browser needs from the package (none: it serves its own). */
  libraryEntry?: string;
  build(data: SearchIndexData): Promise<BuiltEngine>;
}
