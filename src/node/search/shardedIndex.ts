import type { PageFile, Shard, ShardManifest, TailTier } from "../../shared/search/shardFormat";
import {
  BOOSTS,
  FIELD_BITS,
  indexedRecordsOf,
  SEARCH_FIELDS,
  termsOfField,
  type IndexedRecord,
} from "../../shared/search/records";
import { firstCharOf } from "../../shared/search/queryPlan";
import type {
  DisplayedPage,
  DisplayedSection,
  SearchIndexData,
  SearchIndexPage,
  SearchIndexSection,
} from "../../shared/search/indexData";

/**
 * The search index of one version cut into files the browser loads on demand (as Pagefind
 * does), with nothing left out: a query gets the same ranked pages as a ranking over the whole
 * index (`contract/referenceSearchEngine.ts` is that reference).
 * - the manifest: the first term of every shard, and the first characters that have a
 *   dictionary;
 * - shards `t<n>.json`: a sorted range of terms, each with the head of its postings (its best
 *   `headPostings`, score first), the best score of the rest and where the rest is;
 * - tails `x<id>-<tier>.json`: the rest of a term's postings, best first, in tiers that grow
 *   fourfold, so that a word on every page costs only the tiers a query needs to be sure of
 *   its best pages;
 * - dictionaries `d<n>.json`: every term that starts with one character, which is where a typo
 *   is looked for (a typo keeps the word's first character);
 * - page files `p<n>.json`: what a hit of one page displays.
 */
export interface ShardedIndex {
  manifest: ShardManifest;
  shards: Shard[];
  /** tails[id][k] is tier k + 1 of the term whose tail id is `id`. */
  tails: TailTier[][];
  dictionaries: string[][];
  pages: PageFile[];
}

export interface ShardOptions {
  /** A shard is closed once its JSON passes this many characters. */
  shardChars: number;
  /** Postings of a term kept in its shard; the rest go to its tail. */
  headPostings: number;
  /** The largest tail tier, in postings, so that no file grows with the site. */
  maxTierPostings: number;
}

export const DEFAULT_SHARD_OPTIONS: ShardOptions = {
  shardChars: 12000,
  headPostings: 100,
  maxTierPostings: 1280,
};

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
 * indexes (the reference engine, `contract/referenceSearchEngine.ts`, and the tests hold both to the same results):
 * a field's length is its number of distinct tokens, the average length of a field is a
 * running mean over all records indexed so far (those without the field included in the count
 * but not updating it), and BM25+ takes the number of records whose field has the term; the sum
 * is multiplied by the record's page weight (as the reference's `boostDocument` does).
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
      const tokens = termsOfField(field, String(value));
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
        return [record.page, record.local, Number((score * record.weight).toPrecision(5)), bits];
      }),
    );
  }
  return postings;
}

/** A term's postings cut into its head and tail tiers (4, 16, 64... times the head, capped). */
function tiersOf(postings: number[][], options: ShardOptions): number[][][] {
  const tiers = [postings.slice(0, options.headPostings)];
  let at = options.headPostings;
  let size = options.headPostings * 4;
  while (at < postings.length) {
    const length = Math.min(size, options.maxTierPostings);
    tiers.push(postings.slice(at, at + length));
    at += length;
    size *= 4;
  }
  return tiers;
}

/** The best score of the tier after `index`, 0 after the last. */
const restMaxOf = (tiers: number[][][], index: number) => tiers[index + 1]?.[0]?.[2] ?? 0;

export function shardSearchIndex(
  data: SearchIndexData,
  options: ShardOptions = DEFAULT_SHARD_OPTIONS,
): ShardedIndex {
  const postings = scoredPostings(indexedRecordsOf(data));
  const terms = [...postings.keys()].sort();
  const shards: Shard[] = [];
  const from: string[] = [];
  const tails: TailTier[][] = [];
  let current: Shard = {};
  let chars = 0;
  for (const term of terms) {
    // Best first; equal scores in index order, so that every build writes the same files.
    const sorted = (postings.get(term) ?? []).sort(
      (a, b) => (b[2] ?? 0) - (a[2] ?? 0) || (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0),
    );
    const tiers = tiersOf(sorted, options);
    let tailId = -1;
    if (tiers.length > 1) {
      tailId = tails.length;
      tails.push(tiers.slice(1).map((tier, k) => [restMaxOf(tiers, k + 1), ...tier.flat()]));
    }
    const entry = [restMaxOf(tiers, 0), tailId, ...(tiers[0] ?? []).flat()];
    const size = term.length + entry.join(",").length + 6;
    if (chars > 0 && chars + size > options.shardChars) {
      shards.push(current);
      current = {};
      chars = 0;
    }
    if (chars === 0) from.push(term);
    current[term] = entry;
    chars += size;
  }
  if (chars > 0) shards.push(current);
  const byLetter = new Map<string, string[]>();
  for (const term of terms) {
    const letter = firstCharOf(term);
    const list = byLetter.get(letter);
    if (list) list.push(term);
    else byLetter.set(letter, [term]);
  }
  const pages = pageFilesOf(data);
  return {
    manifest: { version: data.version, from, letters: [...byLetter.keys()], pages: pages.length },
    shards,
    tails,
    dictionaries: [...byLetter.values()],
    pages,
  };
}

/**
 * Each page of an index with its own sections, as hits display them: the `p<n>.json` files, in
 * page order. What is only searched (fenced code, the platform mark) stays out of them.
 */
export function pageFilesOf(data: SearchIndexData): PageFile[] {
  const pages: PageFile[] = data.pages.map((page) => ({ page: displayedPage(page), sections: [] }));
  for (const section of data.sections)
    pages[section.page]?.sections.push(displayedSection(section));
  return pages;
}

function displayedPage(page: SearchIndexPage): DisplayedPage {
  const displayed: DisplayedPage & Partial<SearchIndexPage> = { ...page };
  delete displayed.code;
  delete displayed.platform;
  return displayed;
}

function displayedSection(section: SearchIndexSection): DisplayedSection {
  const displayed: DisplayedSection & Partial<SearchIndexSection> = { ...section };
  delete displayed.code;
  return displayed;
}
