import type { Half, Mutation } from "./mutationSet";

/**
 * Applying one mutation to its page and scoring the check on it: a mutation is caught when a
 * problem the check reports on the mutated page sits on the mutated line.
 */

/**
 * The page's source with the site's name replaced by its mutant; undefined when the page no
 * longer has the name there (the content moved since the set was made: the mutation is stale).
 */
export function applyMutation(
  source: string,
  mutation: Pick<Mutation, "line" | "column" | "name" | "mutant">,
): string | undefined {
  const lines = source.split("\n");
  const line = lines[mutation.line - 1];
  const start = mutation.column - 1;
  if (line === undefined || line.slice(start, start + mutation.name.length) !== mutation.name)
    return undefined;
  lines[mutation.line - 1] =
    line.slice(0, start) + mutation.mutant + line.slice(start + mutation.name.length);
  return lines.join("\n");
}

export function caughtOnLine(reported: readonly { line: number }[], line: number): boolean {
  return reported.some((problem) => problem.line === line);
}

export interface Outcome {
  half: Half;
  language: string;
  position: string;
  caught: boolean;
}

export interface Tally {
  mutations: number;
  caught: number;
  recall: number;
}

function tallyOf(outcomes: readonly Outcome[]): Tally {
  const caught = outcomes.filter((outcome) => outcome.caught).length;
  return {
    mutations: outcomes.length,
    caught,
    recall: outcomes.length === 0 ? 0 : Number((caught / outcomes.length).toFixed(3)),
  };
}

export interface HalfTally {
  all: Tally;
  byLanguage: Record<string, Tally>;
  byPosition: Record<string, Tally>;
  byLanguageAndPosition: Record<string, Tally>;
}

function grouped(
  outcomes: readonly Outcome[],
  key: (outcome: Outcome) => string,
): Record<string, Tally> {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes)
    groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  return Object.fromEntries(
    [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, group]) => [name, tallyOf(group)]),
  );
}

/** Recall of each half, overall, by language, by position and by both. */
export function tallies(outcomes: readonly Outcome[]): Record<Half, HalfTally> {
  const of = (half: Half): HalfTally => {
    const inHalf = outcomes.filter((outcome) => outcome.half === half);
    return {
      all: tallyOf(inHalf),
      byLanguage: grouped(inHalf, (outcome) => outcome.language),
      byPosition: grouped(inHalf, (outcome) => outcome.position),
      byLanguageAndPosition: grouped(
        inHalf,
        (outcome) => `${outcome.language} ${outcome.position}`,
      ),
    };
  };
  return { development: of("development"), heldOut: of("heldOut") };
}
