import type { PageResult, SearchEngine, SearchHit } from "./engineTypes";
import {
  firstCharOf,
  isTypo,
  matchesPrefix,
  queryTermsOf,
  searchWords,
  type QueryTerm,
} from "../../shared/search/queryPlan";
import {
  compareKeys,
  compareRecords,
  pageHitsInOrder,
  reportedScore,
  type RankedRecord,
} from "./ranking";
import {
  alternativesOf,
  FIELD_BITS,
  OWN_TITLE_BITS,
  SECTION_OWN_BITS,
} from "../../shared/search/records";
import type { PageFile, Shard, ShardSource } from "../../shared/search/shardFormat";

/** The highest code unit: `term + LAST` sorts after every term that starts with `term`. */
const LAST = "\uffff";

/** The postings of one index term loaded so far, and what the rest may still hold. */
interface TermPostings {
  /** Flat, four numbers a posting (see Shard). */
  postings: number[];
  /** The best score not loaded yet; 0 once every posting is. */
  restMax: number;
  tailId: number;
  /** Tail tiers loaded. */
  tiers: number;
}

/** What the loaded postings say of one record. */
interface RecordState {
  page: number;
  local: number;
  /** Best score per word of the query (see ranking.ts). */
  scores: number[];
  /** Query terms (positions in the plan) the record was found in. */
  seen: Set<number>;
  /** Words matched in a field other than the outline (see ranking.ts pageHitsInOrder). */
  ownWords: Set<number>;
  bits: number;
  /** Index term → fields it matched, for highlighting. */
  terms: Map<string, number>;
}

/** Page and record in the page packed in one number (a page has far fewer than 2^16 records). */
const keyOf = (page: number, local: number) => page * 65536 + local;

/** The shard whose range holds `term` (binary search over the first terms). */
function shardOf(from: readonly string[], term: string): number {
  let low = 0;
  let high = from.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((from[middle] ?? "") <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}

function shardsBetween(from: readonly string[], low: string, high: string): number[] {
  const first = shardOf(from, low);
  const last = shardOf(from, high);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

/**
 * Bounds of what the records can score, from what is loaded: `lower` counts what was found,
 * `upper` adds, for every query term a record was not found in, the best score its unloaded
 * postings may hold. A record's place is certain once its two bounds meet.
 */
interface Bounds {
  lower: { matched: number; score: number };
  upper: { matched: number; score: number };
  exact: boolean;
  /** A section found only through its page's title could still match on its own. */
  couldBeValid: boolean;
  valid: boolean;
}

function boundsOf(
  state: RecordState | undefined,
  plan: readonly QueryTerm[],
  unknown: readonly number[],
  words: number,
): Bounds {
  const lower = Array.from({ length: words }, () => 0);
  const upper = Array.from({ length: words }, () => 0);
  const found = Array.from({ length: words }, () => false);
  const possible = Array.from({ length: words }, () => false);
  let exact = true;
  plan.forEach((term, index) => {
    if (state?.seen.has(index)) {
      found[term.word] = true;
      possible[term.word] = true;
      return;
    }
    const rest = unknown[index] ?? 0;
    if (rest > 0) {
      exact = false;
      possible[term.word] = true;
      upper[term.word] = Math.max(upper[term.word] ?? 0, rest);
    }
  });
  state?.scores.forEach((score, word) => {
    lower[word] = score;
    upper[word] = Math.max(upper[word] ?? 0, score);
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const valid = state !== undefined && (state.local === 0 || (state.bits & SECTION_OWN_BITS) !== 0);
  return {
    lower: { matched: found.filter(Boolean).length, score: sum(lower) },
    upper: { matched: possible.filter(Boolean).length, score: sum(upper) },
    exact,
    valid,
    couldBeValid: valid || !exact || state === undefined,
  };
}

/** Every record found in the loaded postings of the query's terms. */
function recordsOf(
  plan: readonly QueryTerm[],
  loaded: ReadonlyMap<string, TermPostings>,
  words: number,
): Map<number, RecordState> {
  const records = new Map<number, RecordState>();
  plan.forEach((term, index) => {
    const postings = loaded.get(term.term)?.postings ?? [];
    for (let at = 0; at + 3 < postings.length; at += 4) {
      const page = postings[at] ?? 0;
      const local = postings[at + 1] ?? 0;
      const key = keyOf(page, local);
      let state = records.get(key);
      if (!state) {
        state = {
          page,
          local,
          scores: Array.from({ length: words }, () => 0),
          seen: new Set(),
          ownWords: new Set(),
          bits: 0,
          terms: new Map(),
        };
        records.set(key, state);
      }
      const bits = postings[at + 3] ?? 0;
      state.scores[term.word] = Math.max(
        state.scores[term.word] ?? 0,
        term.weight * (postings[at + 2] ?? 0),
      );
      state.seen.add(index);
      if (bits & ~FIELD_BITS.outline) state.ownWords.add(term.word);
      state.bits |= bits;
      state.terms.set(term.term, (state.terms.get(term.term) ?? 0) | bits);
    }
  });
  return records;
}

interface Ranking {
  /** Pages best first, each with its records found so far, best first. */
  pages: { page: number; records: (RankedRecord & { state: RecordState })[] }[];
  /** Whether the pages the caller shows are in their final order. */
  certain: boolean;
}

/**
 * Ranks what is loaded, and says whether the first pages (those holding `maxHits` hits of
 * `hitsPerPage` at most each) are certain: each one's best record is known exactly, and no
 * record, loaded or not, can still score above the last of them.
 */
function rankLoaded(
  plan: readonly QueryTerm[],
  loaded: ReadonlyMap<string, TermPostings>,
  words: number,
  hitsPerPage: number,
  maxHits: number,
  maxPages: number,
): Ranking {
  const unknown = plan.map((term) => term.weight * (loaded.get(term.term)?.restMax ?? 0));
  const records = recordsOf(plan, loaded, words);
  const bounds = new Map<RecordState, Bounds>();
  for (const state of records.values()) bounds.set(state, boundsOf(state, plan, unknown, words));
  const ranked = [...records.values()]
    .filter((state) => bounds.get(state)?.valid)
    .map((state) => ({
      ...(bounds.get(state) as Bounds).lower,
      page: state.page,
      local: state.local,
      ownMatched: state.ownWords.size,
      state,
    }))
    .sort(compareRecords);
  const byPage = new Map<number, (typeof ranked)[number][]>();
  for (const record of ranked)
    byPage.set(record.page, [...(byPage.get(record.page) ?? []), record]);
  const pages = [...byPage].map(([page, pageRecords]) => ({ page, records: pageRecords }));

  let shown = 0;
  let hits = 0;
  while (shown < pages.length && shown < maxPages && hits < maxHits) {
    hits += Math.min(hitsPerPage, pages[shown]?.records.length ?? 0);
    shown += 1;
  }
  const complete = unknown.every((rest) => rest === 0);
  if (complete) return { pages, certain: true };
  // Fewer hits or pages than asked: only the whole index can say there are no more.
  if (hits < maxHits && shown < maxPages) return { pages, certain: false };
  const top = pages.slice(0, shown);
  const leaders = new Map(top.map(({ page, records: [leader] }) => [page, leader]));
  const last = top.at(-1)?.records[0];
  if (!last) return { pages, certain: false };
  if ([...leaders.values()].some((leader) => leader && !bounds.get(leader.state)?.exact)) {
    return { pages, certain: false };
  }
  const unseen = boundsOf(undefined, plan, unknown, words);
  if (unseen.upper.matched > 0 && compareKeys(unseen.upper, last) <= 0) {
    return { pages, certain: false };
  }
  for (const state of records.values()) {
    const bound = bounds.get(state) as Bounds;
    if (!bound.couldBeValid || bound.exact) {
      // An exact record below the last shown page, or on a shown page below its leader,
      // changes nothing; one above was ranked among them already.
      continue;
    }
    const leader = leaders.get(state.page);
    if (leader) {
      if (leader.state !== state && compareKeys(bound.upper, leader) < 0) {
        return { pages, certain: false };
      }
    } else if (compareKeys(bound.upper, last) <= 0) {
      return { pages, certain: false };
    }
  }
  return { pages, certain: true };
}

/** The engine over a sharded index: each query loads the parts it needs, and keeps them. */
export function createShardedEngine(source: ShardSource): SearchEngine {
  const { manifest } = source;
  const shards = new Map<number, Promise<Shard>>();
  const dictionaries = new Map<number, Promise<string[]>>();
  /** Index terms whose tails were loaded: their postings grow as tiers come in. */
  const grown = new Map<string, TermPostings>();

  const shard = (index: number) => {
    const cached = shards.get(index);
    if (cached) return cached;
    const loading = source.shard(index);
    shards.set(index, loading);
    loading.catch(() => shards.delete(index));
    return loading;
  };
  const dictionary = (index: number) => {
    const cached = dictionaries.get(index);
    if (cached) return cached;
    const loading = source.dictionary(index);
    dictionaries.set(index, loading);
    loading.catch(() => dictionaries.delete(index));
    return loading;
  };

  /** The index terms a query's words can match, each with its postings' head. */
  async function candidatesOf(words: readonly string[]): Promise<Map<string, TermPostings>> {
    const alternatives = words.flatMap((word) => alternativesOf(word));
    const ranges = alternatives.map((alternative): [string, string] =>
      matchesPrefix(alternative) ? [alternative, alternative + LAST] : [alternative, alternative],
    );
    const inRange = ranges.map(([low, high]) => shardsBetween(manifest.from, low, high));
    const entries = new Map<string, number[]>();
    const add = (loaded: Shard[]) => {
      for (const entriesOfShard of loaded) {
        for (const [term, entry] of Object.entries(entriesOfShard)) entries.set(term, entry);
      }
    };
    add(await Promise.all([...new Set(inRange.flat())].map((index) => shard(index))));
    // A word that nothing in the index starts with is read as a typo: its candidates are in the
    // dictionary of its first character, and their postings in the shards that hold them.
    const typos = alternatives.filter((alternative) => isTypo(alternative, entries.keys()));
    const named = (
      await Promise.all(
        typos.map(async (alternative) => {
          const letter = manifest.letters.indexOf(firstCharOf(alternative));
          return letter < 0 ? [] : dictionary(letter);
        }),
      )
    ).flat();
    const candidates = queryTermsOf(typos, named).map(({ term }) => term);
    add(
      await Promise.all(
        [...new Set(candidates.map((term) => shardOf(manifest.from, term)))].map(shard),
      ),
    );
    const wanted = new Set(candidates);
    const terms = new Map<string, TermPostings>();
    for (const [term, entry] of entries) {
      if (!wanted.has(term) && !ranges.some(([low, high]) => term >= low && term <= high)) continue;
      const [restMax = 0, tailId = -1, ...postings] = entry;
      terms.set(term, grown.get(term) ?? { postings, restMax, tailId, tiers: 0 });
    }
    return terms;
  }

  /** Loads the next tail tier of `term`, which the ranking needs to be sure. */
  async function loadTier(term: string, postings: TermPostings): Promise<void> {
    const [restMax = 0, ...more] = await source.tail(postings.tailId, postings.tiers);
    const next: TermPostings = {
      postings: [...postings.postings, ...more],
      restMax,
      tailId: postings.tailId,
      tiers: postings.tiers + 1,
    };
    grown.set(term, next);
  }

  return {
    version: manifest.version,
    async search(query, options = {}) {
      const words = searchWords(query);
      if (words.length === 0) return [];
      const hitsPerPage = options.hitsPerPage ?? Infinity;
      const maxHits = options.maxHits ?? Infinity;
      const maxPages = options.maxPages ?? Infinity;
      let terms = await candidatesOf(words);
      const plan = queryTermsOf(words, terms.keys());
      let ranking = rankLoaded(plan, terms, words.length, hitsPerPage, maxHits, maxPages);
      while (!ranking.certain) {
        // Load the tier that leaves the most unknown: the best unloaded score of a query term.
        let best: { term: string; rest: number } | undefined;
        for (const { term, weight } of plan) {
          const rest = weight * (terms.get(term)?.restMax ?? 0);
          if (rest > 0 && (!best || rest > best.rest)) best = { term, rest };
        }
        if (!best) break;
        options.signal?.throwIfAborted();
        await loadTier(best.term, terms.get(best.term) as TermPostings);
        terms = new Map([...terms].map(([term, postings]) => [term, grown.get(term) ?? postings]));
        ranking = rankLoaded(plan, terms, words.length, hitsPerPage, maxHits, maxPages);
      }

      const groups: RankedRecord[][] = [];
      let hits = 0;
      for (const { records } of ranking.pages) {
        if (hits >= maxHits || groups.length >= maxPages) break;
        const ordered = pageHitsInOrder(records).slice(0, hitsPerPage);
        groups.push(ordered);
        hits += ordered.length;
      }
      // What the pages display is the larger part of a query's files: none for a dropped query.
      options.signal?.throwIfAborted();
      const files = await Promise.all(groups.map((records) => source.page(records[0]?.page ?? 0)));
      return groups.map((records, position): PageResult => {
        const file = files[position] as PageFile;
        return {
          page: file.page,
          hits: records.map((record): SearchHit => {
            const section = record.local > 0 ? file.sections[record.local - 1] : undefined;
            const { state } = record as RankedRecord & { state: RecordState };
            return {
              page: file.page,
              ...(section ? { section } : {}),
              matchedIn: state.bits & OWN_TITLE_BITS ? "title" : "content",
              terms: [...state.terms.keys()],
              score: reportedScore(record),
            };
          }),
        };
      });
    },
  };
}
