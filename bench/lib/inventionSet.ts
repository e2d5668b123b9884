import fs from "node:fs";
import path from "node:path";

/**
 * The invention check's evaluation set (contract/inventionCheck/): invented API names, each
 * written the way the site's pages write code, to be planted into a copy of the content.
 */

/** One invented name and the snippet that carries it, exactly as it is inserted into a page. */
export interface PlantedEntry {
  id: string;
  /** The syntactic place the name sits in, per language: whole shapes go to one half. */
  shape: string;
  language: string;
  /** A real page of the right platform, relative to the project root. */
  page: string;
  /** Plant after this heading line (as written, `## Errors`) instead of at the end of the page. */
  afterHeading?: string;
  /** A whole fenced code block, a table, or a sentence with inline code. */
  snippet: string;
  /** The invented name, as written on its line of the snippet. */
  name: string;
  /** The snippet's line (1-based) that holds the name. */
  line: number;
  /** Why the name does not exist: what the SDK has instead. */
  note: string;
}

export type Half = "development" | "heldOut";
/**
 * A part of the evaluation: the two halves of the first set, and the second set, written blind
 * after the check was built and only ever measured (contract/inventionCheck/README.md).
 */
export type SetPart = Half | "secondHeldOut";

/** A half of the set as stored: the split's record, then the entries. */
export interface PlantedHalf {
  $comment: string;
  half: SetPart;
  seed: number;
  splitDate: string;
  shapes: string[];
  entries: PlantedEntry[];
}

export const SET_DIR = path.join(__dirname, "..", "..", "contract", "inventionCheck");
export const HALF_FILES: Record<SetPart, string> = {
  development: "development.json",
  heldOut: "heldOut.json",
  secondHeldOut: "secondHeldOut.json",
};

export function readHalf(half: SetPart, dir = SET_DIR): PlantedHalf {
  const stored = JSON.parse(
    fs.readFileSync(path.join(dir, HALF_FILES[half]), "utf8"),
  ) as PlantedHalf;
  for (const entry of stored.entries) {
    // A misplaced line would score every check as missing that entry: refuse the set instead.
    const written = entry.snippet.split("\n")[entry.line - 1];
    if (written === undefined || !written.includes(entry.name))
      throw new Error(
        `${HALF_FILES[half]}: ${entry.id}: line ${entry.line} of its snippet does not hold ${entry.name}`,
      );
  }
  return stored;
}

/**
 * A generator of numbers in [0, 1) that gives the same sequence for the same seed, so the split
 * can be recomputed and checked (a 32-bit xorshift; Math.random cannot be seeded).
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

/** The shapes in a seeded order (Fisher-Yates): the same seed and shapes give the same order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}

/**
 * Whole shapes, not entries, go to a half: a rule written for a shape seen in development must
 * not meet that same shape again in held-out. Two thirds development, one third held-out.
 */
export function splitShapes(shapes: readonly string[], seed: number): Record<Half, string[]> {
  const distinct = [...new Set(shapes)].sort();
  const shuffled = seededShuffle(distinct, seed);
  const heldOutCount = Math.round(distinct.length / 3);
  return {
    heldOut: shuffled.slice(0, heldOutCount).sort(),
    development: shuffled.slice(heldOutCount).sort(),
  };
}
