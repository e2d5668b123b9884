import {
  BOOSTS,
  FIELD_BITS,
  indexedRecordsOf,
  SEARCH_FIELDS,
  type IndexedRecord,
} from "../../lib/search/records";
import { tokenizeText } from "../../lib/search/tokenize";
import type { SearchIndexData, SearchIndexPage, SearchIndexSection } from "./indexData";

/**
 * The search index of one version cut into files the browser loads on demand (as Pagefind
 * does): a manifest with the first term of every shard, shards holding the postings of a
 * sorted range of terms, and one file per page with what a hit displays. A query loads the
 * shards its words can match and the files of the pages it shows, never the whole index.
 */
export interface ShardManifest {
  version: string;
  /** Shards in term order; shard i holds the terms from `from[i]` up to `from[i + 1]`. */
  from: string[];
  pages: number;
}

/**
 * term → postings, four numbers each: page, record in the page (0 the page itself, n its n-th
 * section), the record's score for the term (BM25 per field times the field's boost, summed),
 * and the fields it matched (FIELD_BITS).
 */
export type Shard = Record<string, number[]>;

export interface PageFile {
  page: SearchIndexPage;
  sections: SearchIndexSection[];
}

export interface ShardedIndex {
  manifest: ShardManifest;
  shards: Shard[];
  pages: PageFile[];
}

export interface ShardOptions {
  /** A shard is closed once its JSON passes this many characters. */
  shardChars: number;
  /**
   * Postings kept per term, best scores first: a word on every page (`map`, `the`) would
   * otherwise make its shard grow with the site. A query shows at most a few dozen pages.
   */
  maxPostings: number;
}

export const DEFAULT_SHARD_OPTIONS: ShardOptions = { shardChars: 6000, maxPostings: 60 };

/** MiniSearch's BM25+ (its defaults k 1.2, b 0.7, d 0.5), so that scores match its own. */
function bm25(tf: number, df: number, count: number, length: number, average: number): number {
  const k = 1.2;
  const b = 0.7;
  const d = 0.5;
  const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
  return idf * (d + (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average)));
}

/**
 * Every term's postings with its score precomputed, counted as MiniSearch 7.2 counts when it
 * indexes (the reference engine, `engine.ts`, and the tests hold both to the same results):
 * a field's length is its number of distinct tokens, the average length of a field is a
 * running mean over all records indexed so far (those without the field included in the count
 * but not updating it), and BM25+ takes the number of records whose field has the term.
 * Counting directly takes a fraction of the time MiniSearch needs to build its tree.
 */
function scoredPostings(records: IndexedRecord[]): Map<string, number[][]> {
  const average = SEARCH_FIELDS.map(() => 0);
  const lengths: number[][] = [];
  /** term → field index → record id → term frequency. */
  const frequencies = new Map<string, Map<number, number>[]>();
  records.forEach((record, id) => {
    lengths[id] = [];
    SEARCH_FIELDS.forEach((field, fieldIndex) => {
      const value = record[field];
      if (value == null) return;
      const tokens = tokenizeText(String(value));
      const length = new Set(tokens).size;
      (lengths[id] as number[])[fieldIndex] = length;
      average[fieldIndex] = ((average[fieldIndex] ?? 0) * id + length) / (id + 1);
      for (const token of tokens) {
        if (!token) continue;
        let byField = frequencies.get(token);
        if (!byField) {
          byField = SEARCH_FIELDS.map(() => new Map<number, number>());
          frequencies.set(token, byField);
        }
        const counts = byField[fieldIndex] as Map<number, number>;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    });
  });
  const postings = new Map<string, number[][]>();
  for (const [term, byField] of frequencies) {
    const byRecord = new Map<number, { score: number; bits: number }>();
    SEARCH_FIELDS.forEach((field, fieldIndex) => {
      const counts = byField[fieldIndex] as Map<number, number>;
      for (const [id, tf] of counts) {
        const length = lengths[id]?.[fieldIndex] ?? 0;
        const score =
          BOOSTS[field] * bm25(tf, counts.size, records.length, length, average[fieldIndex] ?? 1);
        const entry = byRecord.get(id) ?? { score: 0, bits: 0 };
        entry.score += score;
        entry.bits |= FIELD_BITS[field];
        byRecord.set(id, entry);
      }
    });
    postings.set(
      term,
      [...byRecord].map(([id, { score, bits }]) => {
        const record = records[id] as IndexedRecord;
        return [record.page, record.local, Number(score.toPrecision(4)), bits];
      }),
    );
  }
  return postings;
}

export function shardSearchIndex(
  data: SearchIndexData,
  options: ShardOptions = DEFAULT_SHARD_OPTIONS,
): ShardedIndex {
  const postings = scoredPostings(indexedRecordsOf(data));
  const terms = [...postings.keys()].sort();
  const shards: Shard[] = [];
  const from: string[] = [];
  let current: Shard = {};
  let chars = 0;
  for (const term of terms) {
    const best = (postings.get(term) ?? [])
      .sort((a, b) => (b[2] ?? 0) - (a[2] ?? 0))
      .slice(0, options.maxPostings)
      .flat();
    const size = term.length + best.join(",").length + 6;
    if (chars > 0 && chars + size > options.shardChars) {
      shards.push(current);
      current = {};
      chars = 0;
    }
    if (chars === 0) from.push(term);
    current[term] = best;
    chars += size;
  }
  if (chars > 0) shards.push(current);
  const pages = pageFilesOf(data);
  return { manifest: { version: data.version, from, pages: pages.length }, shards, pages };
}

/** Each page of an index with its own sections: the `p<n>.json` files, in page order. */
export function pageFilesOf(data: SearchIndexData): PageFile[] {
  const pages: PageFile[] = data.pages.map((page) => ({ page, sections: [] }));
  for (const section of data.sections) pages[section.page]?.sections.push(section);
  return pages;
}
