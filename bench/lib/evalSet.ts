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

/** A query of the second held-out set, with the class of question it stands for. */
interface SecondHeldOutQuery {
  query: string;
  expected: string;
  kind: string;
  class: string;
}

/**
 * The second held-out set (bench/search-eval/secondHeldOut.json): written blind, before any
 * ranking change of issue 36, by a writer who had not seen the search code or its results.
 * Only measured, never tuned on.
 */
function readSecondHeldOut(file = "secondHeldOut.json"): SecondHeldOutQuery[] {
  const stored = JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "search-eval", file), "utf8"),
  ) as { queries: SecondHeldOutQuery[] };
  return stored.queries;
}

/**
 * A set of classed queries' score, in all and per class of query: the second held-out set, or
 * the development set of questions and concepts (`questionsDevelopment.json`).
 */
export async function scoreSecondHeldOut(
  pagesFor: (query: string) => Promise<string[]>,
  file = "secondHeldOut.json",
): Promise<HalfScore & { perClass: Record<string, { queries: number; mrrAt10: number }> }> {
  const queries = readSecondHeldOut(file);
  const set: EvalSet = {
    version: "1.14",
    seed: 0,
    queries: queries.map(({ query, expected }) => ({
      query,
      expected,
      kind: "task",
      split: "heldout",
    })),
  };
  const all = await scoreHalf(set, "heldout", pagesFor);
  const perClass: Record<string, { queries: number; mrrAt10: number }> = {};
  for (const name of [...new Set(queries.map((entry) => entry.class))].sort()) {
    const ofClass = {
      ...set,
      queries: set.queries.filter((_, index) => queries[index]?.class === name),
    };
    const score = await scoreHalf(ofClass, "heldout", pagesFor);
    perClass[name] = { queries: score.queries, mrrAt10: score.mrrAt10 };
  }
  return { ...all, perClass };
}
