import type { PageResult, SearchEngine, SearchOptions } from "../src/lib/search/engineTypes";
import { findWords } from "../src/shared/search/tokenize";
import type { SearchIndexData } from "../src/shared/search/indexData";

/** A deterministic generator (mulberry32), so that a failing query can be run again. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type QueryShape =
  "word" | "pair" | "triple" | "prefix" | "typo1" | "typo2" | "api-name" | "page-word";

export interface GeneratedQuery {
  shape: QueryShape;
  query: string;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One edit: a letter replaced, dropped, added or two swapped, anywhere in the word. */
function typo(word: string, random: () => number): string {
  const at = Math.floor(random() * word.length);
  const letter = LETTERS[Math.floor(random() * LETTERS.length)] ?? "e";
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.length > 1 ? word.slice(0, at) + word.slice(at + 1) : word + letter;
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return at + 1 < word.length
        ? word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2)
        : word + letter;
  }
}

/**
 * `count` queries of every shape, drawn from the index's own words: single words, pairs and
 * triples (from one record and from any records), prefixes as typed, words with one and two
 * typos, API names (page keywords and camelCase words, whole and dotted) and a word of every
 * page's title in turn.
 */
export function generateQueries(data: SearchIndexData, count: number, seed = 1): GeneratedQuery[] {
  const random = seededRandom(seed);
  const texts = [
    ...data.pages.map((page) => `${page.title} ${page.keywords.join(" ")} ${page.text}`),
    ...data.sections.map((section) => `${section.heading} ${section.text}`),
  ];
  const wordsOf = texts.map((text) => findWords(text).map(({ word }) => word));
  const all = wordsOf.flat();
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const anyWord = () => pick(all) ?? "map";
  const recordWords = () => pick(wordsOf.filter((words) => words.length > 0)) ?? ["map"];
  const apiNames = [
    ...new Set([
      ...data.pages.flatMap((page) => page.keywords),
      ...all.filter((word) => /[a-z][A-Z]|\./.test(word)),
    ]),
  ];
  const long = all.filter((word) => word.length >= 5);
  const shapes: [QueryShape, () => string][] = [
    ["word", anyWord],
    [
      "pair",
      () => (random() < 0.5 ? `${anyWord()} ${anyWord()}` : recordWords().slice(0, 2).join(" ")),
    ],
    [
      "triple",
      () => {
        const words = recordWords();
        const start = Math.floor(random() * Math.max(1, words.length - 2));
        return random() < 0.5
          ? words.slice(start, start + 3).join(" ")
          : `${anyWord()} ${anyWord()} ${anyWord()}`;
      },
    ],
    [
      "prefix",
      () => {
        const word = anyWord();
        return word.slice(0, 1 + Math.floor(random() * word.length));
      },
    ],
    ["typo1", () => typo(pick(long) ?? "marker", random)],
    ["typo2", () => typo(typo(pick(long) ?? "marker", random), random)],
    ["api-name", () => pick(apiNames) ?? "setPinpoints"],
  ];
  const queries: GeneratedQuery[] = data.pages.map((page) => ({
    shape: "page-word",
    query: pick(findWords(page.title).map(({ word }) => word)) ?? page.title,
  }));
  while (queries.length < count) {
    const [shape, make] = shapes[queries.length % shapes.length] as [QueryShape, () => string];
    queries.push({ shape, query: make() });
  }
  return queries.slice(0, count);
}

/** Pages as a caller shows them: in order, until `maxHits` hits of `hitsPerPage` at most. */
function shownPages(results: readonly PageResult[], options: SearchOptions): PageResult[] {
  const shown: PageResult[] = [];
  let hits = 0;
  for (const result of results) {
    if (hits >= (options.maxHits ?? Infinity)) break;
    if (shown.length >= (options.maxPages ?? Infinity)) break;
    shown.push(result);
    hits += Math.min(options.hitsPerPage ?? Infinity, result.hits.length);
  }
  return shown;
}

export interface Difference {
  query: string;
  shape: QueryShape;
  /** First position where the pages differ. */
  at: number;
  expected: string[];
  got: string[];
}

/** Scores this close (relative) are equal once stored with five significant digits. */
const TIE = 2e-4;

/** A page ranks by its best record; its hits hold it (the page's own hit may come first). */
const bestScore = (page: PageResult | undefined) =>
  Math.max(0, ...(page?.hits ?? []).map((hit) => hit.score));

function tied(a: PageResult | undefined, b: PageResult | undefined): boolean {
  const x = bestScore(a);
  const y = bestScore(b);
  return Math.abs(x - y) <= TIE * Math.max(x, y);
}

/**
 * Runs every query on both engines and lists where the engine's pages are not the reference's.
 * The engine may show more pages than the reference when it found fewer hits per page (it needs
 * not load every section of a page to be sure of the page's place), so the reference's pages
 * must be the first of the engine's. Two pages whose scores differ by less than the stored
 * precision may swap: that is counted apart, as `ties`.
 */
export async function compareWithReference(
  reference: SearchEngine,
  engine: SearchEngine,
  queries: readonly GeneratedQuery[],
  options: SearchOptions,
): Promise<{ differences: Difference[]; ties: number; results: number }> {
  const differences: Difference[] = [];
  let ties = 0;
  let results = 0;
  for (const { query, shape } of queries) {
    const expected = shownPages(await reference.search(query, options), options);
    const got = await engine.search(query, options);
    results += got.length;
    const at = expected.findIndex((page, index) => page.page.url !== got[index]?.page.url);
    if (at < 0) continue;
    const swapped = got.findIndex((page) => page.page.url === expected[at]?.page.url);
    if (swapped >= 0 && tied(expected[at], got[at])) {
      ties += 1;
      continue;
    }
    differences.push({
      query,
      shape,
      at,
      expected: expected.map((page) => page.page.url),
      got: got.map((page) => page.page.url),
    });
  }
  return { differences, ties, results };
}
