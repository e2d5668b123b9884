import type { PageFile, Shard, ShardManifest } from "../../node/search/shardedIndex";
import type { PageResult, SearchEngine, SearchHit } from "./engine";
import {
  alternativesOf,
  FUZZY_WEIGHT,
  fuzzyDistanceOf,
  OWN_TITLE_BITS,
  PREFIX_MIN_LENGTH,
  PREFIX_WEIGHT,
  SECTION_OWN_BITS,
} from "./records";
import { queryWords } from "./tokenize";

/** Where the engine gets the parts of the index; each is fetched once and kept. */
export interface ShardSource {
  manifest: ShardManifest;
  shard(index: number): Promise<Shard>;
  page(index: number): Promise<PageFile>;
}

/** The highest code unit: `term + LAST` sorts after every term that starts with `term`. */
const LAST = "\uffff";
/**
 * Fuzzy matches are looked for among the terms that share the query word's first two letters
 * and sort near it: in the shard where the word would be and the shard on each side. A typo
 * after the first letters leaves the word next to the right term in sorted order (`pinpont`
 * beside `pinpoint`, `geocodng` beside `geocoding`); one in the first two letters is not found.
 * A query loads a few shards, however many terms share its first letters (3,000 `methodN`).
 */
const FUZZY_SHARED_PREFIX = 2;
const FUZZY_NEIGHBOUR_SHARDS = 1;

interface Match {
  score: number;
  /** Query words (or their dotted parts) the record matched: MiniSearch's "quality". */
  sources: Set<string>;
  /** Index term → fields it matched in. */
  terms: Map<string, number>;
}
type Matches = Map<number, Match>;

/** Page and record in the page packed in one number (a page has far fewer than 2^16 records). */
const keyOf = (page: number, local: number) => page * 65536 + local;

/** The shards whose term range meets [low, high]. */
function shardsBetween(from: readonly string[], low: string, high: string): number[] {
  const indexOf = (term: string) => {
    let found = 0;
    from.forEach((first, index) => {
      if (first <= term) found = index;
    });
    return found;
  };
  const first = indexOf(low);
  const last = indexOf(high);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}

/** Levenshtein distance, or `max + 1` as soon as it is sure to exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
}

/** The terms a query word can match: its own, those it starts, those it may be a typo of. */
function rangeOf(term: string): [string, string] {
  if (fuzzyDistanceOf(term) > 0) {
    const shared = term.slice(0, FUZZY_SHARED_PREFIX);
    return [shared, shared + LAST];
  }
  return term.length >= PREFIX_MIN_LENGTH ? [term, term + LAST] : [term, term];
}

/** The shards a query word needs: its prefix range, and for fuzzy matching its neighbours. */
function shardsOf(from: readonly string[], term: string): number[] {
  const [low, high] = rangeOf(term);
  const inRange = shardsBetween(from, low, high);
  if (fuzzyDistanceOf(term) === 0) return inRange;
  const own = shardsBetween(from, term, term + LAST);
  const first = (own[0] ?? 0) - FUZZY_NEIGHBOUR_SHARDS;
  const last = (own.at(-1) ?? 0) + FUZZY_NEIGHBOUR_SHARDS;
  return inRange.filter((index) => index >= first && index <= last);
}

function addPostings(
  matches: Matches,
  postings: readonly number[],
  source: string,
  term: string,
  weight: number,
) {
  for (let at = 0; at + 3 < postings.length; at += 4) {
    const key = keyOf(postings[at] ?? 0, postings[at + 1] ?? 0);
    const score = weight * (postings[at + 2] ?? 0);
    const bits = postings[at + 3] ?? 0;
    const match = matches.get(key);
    if (match) {
      match.score += score;
      match.sources.add(source);
      match.terms.set(term, (match.terms.get(term) ?? 0) | bits);
    } else {
      matches.set(key, { score, sources: new Set([source]), terms: new Map([[term, bits]]) });
    }
  }
}

/**
 * One query term against the loaded terms, scored as MiniSearch scores it: the exact term
 * with weight 1, longer terms it starts (weight falling with the extra length), terms within
 * its edit distance (weight falling with the distance).
 */
function termMatches(term: string, index: ReadonlyMap<string, number[]>): Matches {
  const matches: Matches = new Map();
  const exact = index.get(term);
  if (exact) addPostings(matches, exact, term, term, 1);
  const prefix = term.length >= PREFIX_MIN_LENGTH;
  const maxDistance = fuzzyDistanceOf(term);
  for (const [candidate, postings] of index) {
    if (candidate === term) continue;
    if (prefix && candidate.startsWith(term)) {
      const extra = candidate.length - term.length;
      const weight = (PREFIX_WEIGHT * candidate.length) / (candidate.length + 0.3 * extra);
      addPostings(matches, postings, term, candidate, weight);
    } else if (maxDistance > 0) {
      const distance = editDistance(term, candidate, maxDistance);
      if (distance > maxDistance) continue;
      const weight = (FUZZY_WEIGHT * candidate.length) / (candidate.length + distance);
      addPostings(matches, postings, term, candidate, weight);
    }
  }
  return matches;
}

function or(a: Matches, b: Matches): Matches {
  for (const [key, match] of b) {
    const existing = a.get(key);
    if (!existing) {
      a.set(key, match);
      continue;
    }
    existing.score += match.score;
    for (const source of match.sources) existing.sources.add(source);
    for (const [term, bits] of match.terms) {
      existing.terms.set(term, (existing.terms.get(term) ?? 0) | bits);
    }
  }
  return a;
}

function and(a: Matches, b: Matches): Matches {
  const combined: Matches = new Map();
  for (const [key, match] of b) {
    const existing = a.get(key);
    if (existing)
      combined.set(key, or(new Map([[key, existing]]), new Map([[key, match]])).get(key) as Match);
  }
  return combined;
}

function combine(words: readonly string[], index: ReadonlyMap<string, number[]>, all: boolean) {
  const perWord = words.map((word) =>
    alternativesOf(word)
      .map((alternative) => termMatches(alternative, index))
      .reduce(or),
  );
  return perWord.reduce(all ? and : or);
}

interface RankedRecord {
  page: number;
  local: number;
  score: number;
  bits: number;
  terms: string[];
}

/** Records best first, as MiniSearch ranks them: score times the number of words matched. */
function rank(matches: Matches): RankedRecord[] {
  const ranked: RankedRecord[] = [];
  for (const [key, match] of matches) {
    const local = key % 65536;
    const bits = [...match.terms.values()].reduce((all, value) => all | value, 0);
    // A section that matched only through its page's title adds nothing to the page's own hit.
    if (local > 0 && (bits & SECTION_OWN_BITS) === 0) continue;
    ranked.push({
      page: Math.floor(key / 65536),
      local,
      score: match.score * match.sources.size,
      bits,
      terms: [...match.terms.keys()],
    });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page || a.local - b.local);
}

/** The engine over a sharded index: each query loads the shards and page files it needs. */
export function createShardedEngine(source: ShardSource): SearchEngine {
  const { manifest } = source;
  const loaded = new Map<number, Shard>();

  async function termsFor(words: readonly string[]): Promise<Map<string, number[]>> {
    const ranges = words.flatMap((word) => alternativesOf(word).map(rangeOf));
    const needed = new Set(
      words.flatMap((word) =>
        alternativesOf(word).flatMap((term) => shardsOf(manifest.from, term)),
      ),
    );
    await Promise.all(
      [...needed].map(async (index) => {
        if (!loaded.has(index)) loaded.set(index, await source.shard(index));
      }),
    );
    const index = new Map<string, number[]>();
    for (const shardIndex of needed) {
      const shard = loaded.get(shardIndex) ?? {};
      for (const term of Object.keys(shard)) {
        if (ranges.some(([low, high]) => term >= low && term <= high)) {
          index.set(term, shard[term] ?? []);
        }
      }
    }
    return index;
  }

  return {
    version: manifest.version,
    async search(query, options = {}) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      const index = await termsFor(words);
      let matches = combine(words, index, true);
      // Every word is required first; a long question still finds pages matching some words.
      if (matches.size === 0 && words.length > 1) matches = combine(words, index, false);
      const byPage = new Map<number, RankedRecord[]>();
      for (const record of rank(matches)) {
        byPage.set(record.page, [...(byPage.get(record.page) ?? []), record]);
      }
      const perPage = options.hitsPerPage ?? Infinity;
      const groups: RankedRecord[][] = [];
      let hits = 0;
      for (const records of byPage.values()) {
        if (hits >= (options.maxHits ?? Infinity)) break;
        // The page's own hit leads its group, so that DocSearch draws the sections under it.
        const ordered = [
          ...records.filter((record) => record.local === 0),
          ...records.filter((record) => record.local > 0),
        ].slice(0, perPage);
        groups.push(ordered);
        hits += ordered.length;
      }
      const files = await Promise.all(groups.map((records) => source.page(records[0]?.page ?? 0)));
      return groups.map((records, position): PageResult => {
        const file = files[position] as PageFile;
        return {
          page: file.page,
          hits: records.map((record): SearchHit => {
            const section = record.local > 0 ? file.sections[record.local - 1] : undefined;
            return {
              page: file.page,
              ...(section ? { section } : {}),
              matchedIn: record.bits & OWN_TITLE_BITS ? "title" : "content",
              terms: record.terms,
              score: record.score,
            };
          }),
        };
      });
    },
  };
}
