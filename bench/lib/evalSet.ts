import fs from "node:fs";
import path from "node:path";

/** A query of the evaluation set: written from the content, with the one page that answers it. */
export interface EvalQuery {
  query: string;
  expected: string;
  kind: "task" | "api" | "typo";
  split: "dev" | "heldout";
}

export interface EvalSet {
  version: string;
  seed: number;
  queries: EvalQuery[];
}

export interface HalfScore {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  /** Mean reciprocal rank of the expected page within the first ten, 0 beyond. */
  mrrAt10: number;
  misses: { query: string; rank: number; got: string[] }[];
}

/** The set and its split, fixed in the repository (bench/search-eval/queries.json). */
export function readEvalSet(): EvalSet {
  return JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "search-eval", "queries.json"), "utf8"),
  ) as EvalSet;
}

const round = (value: number) => Number(value.toFixed(3));

/** Scores one half of the set for a search that answers a query with page URLs, best first. */
export async function scoreHalf(
  set: EvalSet,
  split: EvalQuery["split"],
  pagesFor: (query: string) => Promise<string[]>,
): Promise<HalfScore> {
  const queries = set.queries.filter((entry) => entry.split === split);
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: HalfScore["misses"] = [];
  for (const { query, expected } of queries) {
    const pages = await pagesFor(query);
    const rank = pages.indexOf(expected) + 1;
    if (rank === 1) at1 += 1;
    if (rank >= 1 && rank <= 5) at5 += 1;
    if (rank >= 1 && rank <= 10) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ query, rank, got: pages.slice(0, 3) });
  }
  return {
    queries: queries.length,
    hitAt1: round(at1 / queries.length),
    hitAt5: round(at5 / queries.length),
    mrrAt10: round(reciprocal / queries.length),
    misses,
  };
}
