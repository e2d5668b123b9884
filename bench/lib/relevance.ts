import fs from "node:fs";
import path from "node:path";

/** A query as a developer types it, and the pages that answer it (any of them counts). */
interface RelevanceQuery {
  query: string;
  expected: string[];
}

export interface RelevanceQuerySet {
  version: string;
  queries: RelevanceQuery[];
}

export interface Relevance {
  queries: number;
  /** Share of queries whose first page is an expected one. */
  hitAt1: number;
  /** Share of queries with an expected page among the first five. */
  hitAt5: number;
  /** Mean of 1 / rank of the first expected page (0 when it is not in the results). */
  mrr: number;
  /** Queries with no expected page among the first five, with the pages they gave. */
  misses: { query: string; got: string[] }[];
}

export function readRelevanceQueries(): RelevanceQuerySet {
  return JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "relevance-queries.json"), "utf8"),
  ) as RelevanceQuerySet;
}

const round = (value: number) => Number(value.toFixed(3));

/** Scores a search that answers a query with its page URLs, best first. */
export async function measureRelevance(
  set: RelevanceQuerySet,
  pagesFor: (query: string) => Promise<string[]>,
): Promise<Relevance> {
  let hits1 = 0;
  let hits5 = 0;
  let reciprocal = 0;
  const misses: Relevance["misses"] = [];
  for (const { query, expected } of set.queries) {
    const pages = await pagesFor(query);
    const rank = pages.findIndex((url) => expected.includes(url)) + 1;
    if (rank === 1) hits1 += 1;
    if (rank >= 1 && rank <= 5) hits5 += 1;
    else misses.push({ query, got: pages.slice(0, 5) });
    if (rank >= 1) reciprocal += 1 / rank;
  }
  const count = set.queries.length;
  return {
    queries: count,
    hitAt1: round(hits1 / count),
    hitAt5: round(hits5 / count),
    mrr: round(reciprocal / count),
    misses,
  };
}
