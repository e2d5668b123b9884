import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PlantedEntry } from "./inventionSet";

/**
 * Scores an invention check against the planted set: copies the site's content/ and data/ to a
 * temporary root, plants the entries into the copy's pages, runs the check on the copy and
 * counts an entry caught when a reported problem names its file and the line its name sits on.
 */

/** What a check reports: a file relative to the root it was given, and a place in it. */
export interface ReportedProblem {
  file: string;
  line: number;
  column: number;
  name: string;
}

/** A check of the pages under a root (the root holds content/ and data/). */
export type InventionCheck = (root: string) => Promise<ReportedProblem[]>;

/** Where an entry's name landed in the copy: the line computed by the harness, not the check. */
export interface PlantedPlace {
  entry: PlantedEntry;
  file: string;
  line: number;
  /** The lines the whole snippet took, so problems elsewhere in it can be told apart. */
  snippetLines: [number, number];
}

const projectRoot = path.join(__dirname, "..", "..");

/** A temporary root with a copy of the site's content/ and data/. */
export function copySite(from = projectRoot): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "invention-"));
  for (const folder of ["content", "data"])
    fs.cpSync(path.join(from, folder), path.join(root, folder), { recursive: true });
  return root;
}

export function removeCopy(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/** The 0-based index of the line after which an entry goes: its heading, or the page's last line. */
function anchorIndex(lines: readonly string[], entry: PlantedEntry): number {
  if (entry.afterHeading === undefined) return lines.length - 1;
  const index = lines.findIndex((line) => line.trim() === entry.afterHeading);
  if (index < 0)
    throw new Error(`${entry.id}: ${entry.page} has no heading "${entry.afterHeading}"`);
  return index;
}

/**
 * Plants each entry into its page of the copy, several per page if they share one, each with
 * a blank line either side so it stands as a block of its own (Markdown would otherwise merge a
 * sentence into the paragraph before it). Returns where each name now is.
 */
export function plantEntries(root: string, entries: readonly PlantedEntry[]): PlantedPlace[] {
  const byPage = new Map<string, PlantedEntry[]>();
  for (const entry of entries) byPage.set(entry.page, [...(byPage.get(entry.page) ?? []), entry]);
  const places: PlantedPlace[] = [];
  for (const [page, pageEntries] of byPage) {
    const file = path.join(root, page);
    const original = fs.readFileSync(file, "utf8").replace(/\n+$/, "").split("\n");
    const inserts = new Map<number, PlantedEntry[]>();
    for (const entry of pageEntries) {
      const at = anchorIndex(original, entry);
      inserts.set(at, [...(inserts.get(at) ?? []), entry]);
    }
    // One pass over the original lines, counting the output lines as they are written: each
    // name's line is known when its snippet is written, whatever was planted above it.
    const output: string[] = [];
    original.forEach((line, index) => {
      output.push(line);
      for (const entry of inserts.get(index) ?? []) {
        output.push("");
        const first = output.length + 1;
        const snippet = entry.snippet.split("\n");
        output.push(...snippet);
        places.push({
          entry,
          file: page,
          line: first + entry.line - 1,
          snippetLines: [first, first + snippet.length - 1],
        });
        output.push("");
      }
    });
    fs.writeFileSync(file, output.join("\n").replace(/\n+$/, "") + "\n");
  }
  return places;
}

export interface EntryScore {
  id: string;
  shape: string;
  name: string;
  file: string;
  line: number;
  caught: boolean;
}

interface FalsePositive extends ReportedProblem {
  /** The problem sits in a planted snippet, on a line other than the invented name's. */
  inSnippet: boolean;
}

export interface InventionScore {
  entries: EntryScore[];
  falsePositives: FalsePositive[];
}

/** Caught: a problem names the entry's file and its name's line. Any other problem is false. */
function scorePlanted(
  places: readonly PlantedPlace[],
  problems: readonly ReportedProblem[],
): InventionScore {
  const at = (file: string, line: number) => `${file}:${line}`;
  const reported = new Set(problems.map((problem) => at(problem.file, problem.line)));
  const planted = new Set(places.map((place) => at(place.file, place.line)));
  const entries = places.map((place) => ({
    id: place.entry.id,
    shape: place.entry.shape,
    name: place.entry.name,
    file: place.file,
    line: place.line,
    caught: reported.has(at(place.file, place.line)),
  }));
  const falsePositives = problems
    .filter((problem) => !planted.has(at(problem.file, problem.line)))
    .map((problem) => ({
      ...problem,
      inSnippet: places.some(
        (place) =>
          place.file === problem.file &&
          problem.line >= place.snippetLines[0] &&
          problem.line <= place.snippetLines[1],
      ),
    }));
  return { entries, falsePositives };
}

/** Copies the site, plants the entries, runs the check on the copy, scores it, removes the copy. */
export async function runInventionHarness(
  entries: readonly PlantedEntry[],
  check: InventionCheck,
  from = projectRoot,
): Promise<InventionScore> {
  const root = copySite(from);
  try {
    const places = plantEntries(root, entries);
    return scorePlanted(places, await check(root));
  } finally {
    removeCopy(root);
  }
}
