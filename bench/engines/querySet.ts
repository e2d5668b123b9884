/**
 * The queries every engine answers, and how an answer is scored. The evaluation set
 * (bench/search-eval/queries.json: one expected page per query, split into a dev half and a
 * held-out half) is read when it exists; until then bench/relevance-queries.json stands in, as a
 * dev half only (any of its expected pages counts).
 */
import fs from "node:fs";
import path from "node:path";

type Split = "dev" | "heldout";

interface EvalQuery {
  query: string;
  /** Any of these pages answers the query. */
  expected: string[];
  kind?: string;
  split: Split;
}

export interface EvalQuerySet {
  version: string;
  source: string;
  queries: EvalQuery[];
}

interface EvalFile {
  version: string;
  queries: { query: string; expected: string; kind?: string; split: Split }[];
}

interface RelevanceFile {
  version: string;
  queries: { query: string; expected: string[] }[];
}

const bench = path.join(__dirname, "..");
const EVAL_FILE = path.join(bench, "search-eval", "queries.json");
const FALLBACK_FILE = path.join(bench, "relevance-queries.json");

export function readQuerySet(): EvalQuerySet {
  if (fs.existsSync(EVAL_FILE)) {
    const file = JSON.parse(fs.readFileSync(EVAL_FILE, "utf8")) as EvalFile;
    return {
      version: file.version,
      source: path.relative(path.join(bench, ".."), EVAL_FILE),
      queries: file.queries.map(({ query, expected, kind, split }) => ({
        query,
        expected: [expected],
        ...(kind ? { kind } : {}),
        split,
      })),
    };
  }
  const file = JSON.parse(fs.readFileSync(FALLBACK_FILE, "utf8")) as RelevanceFile;
  return {
    version: file.version,
    source: path.relative(path.join(bench, ".."), FALLBACK_FILE),
    queries: file.queries.map((entry) => ({ ...entry, split: "dev" })),
  };
}

/** Page URLs best first, each page once (a section's URL counts for its page). */
function rankedPages(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => url.replace(/#.*$/, "")))];
}

interface SplitScore {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  /** Mean of 1 / rank of the expected page when it is among the first 10, else 0. */
  mrrAt10: number;
  /** The same figures for each kind of query (api, task, typo) in the evaluation set. */
  byKind: Record<string, { queries: number; hitAt1: number; hitAt5: number; mrrAt10: number }>;
  misses: { query: string; expected: string[]; got: string[] }[];
}

export interface EngineScore {
  name: string;
  dev: SplitScore;
  heldout: SplitScore | null;
}

const round = (value: number) => Number(value.toFixed(3));

function scoreSplit(ranked: { query: EvalQuery; pages: string[] }[]): SplitScore {
  let hits1 = 0;
  let hits5 = 0;
  let reciprocal = 0;
  const misses: SplitScore["misses"] = [];
  for (const { query, pages } of ranked) {
    const rank = pages.findIndex((url) => query.expected.includes(url)) + 1;
    if (rank === 1) hits1 += 1;
    if (rank >= 1 && rank <= 5) hits5 += 1;
    else misses.push({ query: query.query, expected: query.expected, got: pages.slice(0, 5) });
    if (rank >= 1 && rank <= 10) reciprocal += 1 / rank;
  }
  const count = Math.max(1, ranked.length);
  const kinds = [...new Set(ranked.map((entry) => entry.query.kind ?? "all"))];
  const byKind: SplitScore["byKind"] = {};
  if (kinds.length > 1)
    for (const kind of kinds) {
      const { queries, hitAt1, hitAt5, mrrAt10 } = scoreSplit(
        ranked.filter((entry) => (entry.query.kind ?? "all") === kind),
      );
      byKind[kind] = { queries, hitAt1, hitAt5, mrrAt10 };
    }
  return {
    queries: ranked.length,
    hitAt1: round(hits1 / count),
    hitAt5: round(hits5 / count),
    mrrAt10: round(reciprocal / count),
    byKind,
    misses,
  };
}

/** Scores an engine that answers a query with URLs, best first, on both halves of the set. */
export async function scoreEngine(
  name: string,
  rankedUrlsFor: (query: string) => Promise<string[]>,
  set: EvalQuerySet = readQuerySet(),
): Promise<EngineScore> {
  const ranked: { query: EvalQuery; pages: string[] }[] = [];
  for (const query of set.queries)
    ranked.push({ query, pages: rankedPages(await rankedUrlsFor(query.query)) });
  const heldout = ranked.filter((entry) => entry.query.split === "heldout");
  return {
    name,
    dev: scoreSplit(ranked.filter((entry) => entry.query.split === "dev")),
    heldout: heldout.length > 0 ? scoreSplit(heldout) : null,
  };
}
