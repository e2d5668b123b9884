/**
 * Splits the invention check's evaluation set ONCE (issue 35): reads every entry from a file
 * kept outside the repository, assigns whole shapes to development (two thirds) and held-out
 * (one third) with a seeded shuffle, and writes contract/inventionCheck/{development,heldOut}.json.
 *   npx tsx bench/splitInventionSet.ts <all-entries.json> <seed> <date>
 * It refuses to overwrite a split already made: re-splitting after seeing results would tune
 * the yardstick to the check.
 */
import fs from "node:fs";
import path from "node:path";
import {
  HALF_FILES,
  SET_DIR,
  splitShapes,
  type Half,
  type PlantedEntry,
  type PlantedHalf,
} from "./lib/inventionSet";

const COMMENTS: Record<Half, string> = {
  development:
    "Development half of the invention check's evaluation set: rule writers may read and test against these entries. See docs/content-checks.md.",
  heldOut:
    "HELD-OUT half of the invention check's evaluation set. Rule writers must NOT open, read or tune on this file: it is only scored by npm run bench:invention. See docs/content-checks.md.",
};

function main(): void {
  const [source, seedText, date] = process.argv.slice(2);
  if (!source || !seedText || !date)
    throw new Error("usage: splitInventionSet.ts <all-entries.json> <seed> <date>");
  for (const file of Object.values(HALF_FILES))
    if (fs.existsSync(path.join(SET_DIR, file)))
      throw new Error(`${file} exists: the split is made once`);
  const entries = JSON.parse(fs.readFileSync(source, "utf8")) as PlantedEntry[];
  const seed = Number(seedText);
  const halves = splitShapes(
    entries.map((entry) => entry.shape),
    seed,
  );
  for (const half of ["development", "heldOut"] as const) {
    const shapes = halves[half];
    const stored: PlantedHalf = {
      $comment: COMMENTS[half],
      half,
      seed,
      splitDate: date,
      shapes,
      entries: entries.filter((entry) => shapes.includes(entry.shape)),
    };
    fs.writeFileSync(path.join(SET_DIR, HALF_FILES[half]), JSON.stringify(stored, null, 2) + "\n");
    console.log(`${half}: ${shapes.length} shapes, ${stored.entries.length} entries`);
  }
}

main();
