import { locateFact, type FactEntry, type LocatorContext } from "./locate";

/**
 * Runs the locator over a facts file's JSON, in place: each located fact gains `declared` or
 * `seen` (one place, or a list when its name gives several symbols). Returns a line per fact it
 * could not place and the counts.
 */
export interface LocateSummary {
  located: number;
  recorded: number;
  exempt: number;
  unlocated: number;
  lines: string[];
}

interface FactsJson {
  sections: Record<string, { facts?: FactEntry[] }>;
}

export async function locateFacts(json: unknown, context: LocatorContext): Promise<LocateSummary> {
  const summary: LocateSummary = { located: 0, recorded: 0, exempt: 0, unlocated: 0, lines: [] };
  for (const [section, value] of Object.entries((json as FactsJson).sections)) {
    for (const fact of value.facts ?? []) {
      const outcome = await locateFact(context, section, fact);
      if (outcome.status === "located") {
        fact[outcome.field] =
          outcome.locations.length === 1 ? outcome.locations[0] : outcome.locations;
        summary.located += 1;
        summary.lines.push(
          `located ${section} "${fact.name}": ${outcome.field} ${outcome.locations.map((l) => `${l.path}:${l.line}`).join(", ")}`,
        );
      } else if (outcome.status === "unlocated") {
        summary.unlocated += 1;
        summary.lines.push(`NOT LOCATED ${section} "${fact.name}": ${outcome.reason}`);
      } else summary[outcome.status] += 1;
    }
  }
  summary.lines.push(
    `${summary.located} located now, ${summary.recorded} already recorded, ${summary.exempt} exempt, ${summary.unlocated} not located`,
  );
  return summary;
}
