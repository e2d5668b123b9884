/**
 * The matching rules both engines share (the browser's sharded engine and the whole-index
 * MiniSearch reference): which words of a query count, which index terms each word matches,
 * and with what weight. Keeping them in one place is what lets a test hold the two engines to
 * the same answers.
 */
import {
  alternativesOf,
  FUZZY_WEIGHT,
  fuzzyDistanceOf,
  PREFIX_MIN_LENGTH,
  PREFIX_WEIGHT,
} from "./records";
import { queryWords } from "./tokenize";
import { eng } from "stopword/src/stopwords_eng.js";

/**
 * Words that say how a reader asks, not what about ("how do I add a marker on android", "my
 * calls are ignored before the map has loaded"). They are dropped from a query that has other
 * words: kept, they would count as matched words on nearly every page and outrank the pages that
 * match the words that matter. English's common list (the `stopword` package's) and the words of
 * a question to the docs it lacks.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ..."does its so use using want when why will".split(" "),
]);

/** The words of a query that count, each once, in the order typed. */
export function searchWords(query: string): string[] {
  const words = [...new Set(queryWords(query))];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** How an index term matched a word. */
interface TermMatch {
  term: string;
  weight: number;
}

/**
 * Edit distance where swapping two neighbouring letters is one edit, as a typist's slip is
 * ("kotiln", "evnets"): plain Levenshtein counts it as two, past the one edit a short word is
 * allowed. Returns `max + 1` as soon as it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    // A swap reaches back two rows, but costs no less than the substitution through this row.
    if (best > max) return max + 1;
    beforePrevious = previous;
    previous = row;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** The first character of a term (a whole code point), which a typo never changes. */
export const firstCharOf = (term: string): string => String.fromCodePoint(term.codePointAt(0) ?? 0);

/** A word of the query can be typed without its end: from two letters, longer terms match. */
export const matchesPrefix = (alternative: string): boolean =>
  alternative.length >= PREFIX_MIN_LENGTH;

/**
 * The weight of `term` for one alternative of a query word, as MiniSearch weighs it: 1 for the
 * term itself, falling from 0.375 with the letters a prefix match adds, falling from 0.45 with
 * a typo's edit distance; `undefined` when it does not match.
 */
function weightOf(alternative: string, term: string, typos: boolean): number | undefined {
  if (term === alternative) return 1;
  if (matchesPrefix(alternative) && term.startsWith(alternative)) {
    const extra = term.length - alternative.length;
    return (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * extra);
  }
  if (!typos) return undefined;
  const maxDistance = fuzzyDistanceOf(alternative);
  if (maxDistance === 0 || firstCharOf(term) !== firstCharOf(alternative)) return undefined;
  const distance = editDistance(alternative, term, maxDistance);
  if (distance > maxDistance) return undefined;
  return (FUZZY_WEIGHT * term.length) / (term.length + distance);
}

/** One index term a word of the query matched, with its weight for that word. */
export interface QueryTerm extends TermMatch {
  /** Position of the word in `searchWords(query)`. */
  word: number;
}

/**
 * Whether an alternative of a query word is read as a typo: only when no index term is the
 * word or starts with it. A word that is in the index means what it says: read as a typo as
 * well, `event` would also match `even` and `vent`, and a page would count as matching it.
 * A typo keeps the word's first character, so that its candidates are the terms of one letter.
 */
export function isTypo(alternative: string, terms: Iterable<string>): boolean {
  if (fuzzyDistanceOf(alternative) === 0) return false;
  for (const term of terms) if (term.startsWith(alternative)) return false;
  return true;
}

/**
 * Every (word, index term, weight) of a query among `terms`: each alternative of a word
 * (`types.livemapprops`, `types`, `livemapprops`) matches on its own; a term matched by two
 * alternatives of one word keeps its best weight, as a word counts by its best term. `terms`
 * must hold every index term an alternative can match: its prefix range and, for a typo, the
 * terms of its first character.
 */
export function queryTermsOf(words: readonly string[], terms: Iterable<string>): QueryTerm[] {
  const candidates = [...terms];
  return words.flatMap((word, index) => {
    const best = new Map<string, number>();
    const keep = (term: string, weight: number) =>
      best.set(term, Math.max(best.get(term) ?? 0, weight));
    for (const alternative of alternativesOf(word)) {
      const typos = isTypo(alternative, candidates);
      for (const term of candidates) {
        const weight = weightOf(alternative, term, typos);
        if (weight !== undefined) keep(term, weight);
      }
    }
    return [...best].map(([term, weight]) => ({ word: index, term, weight }));
  });
}
