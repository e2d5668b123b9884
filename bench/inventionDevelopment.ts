/**
 * The invention check, as `npm run check` runs it, on the development half only: what a rule
 * writer may look at while the check changes (the held-out half is scored by
 * `npm run bench:invention`, and its misses are not to be read when writing rules). Prints the
 * catch, the misses, and the false positives (reported names that are no planted one).
 *   npx tsx bench/inventionDevelopment.ts
 */
import { runInventionHarness } from "./lib/inventionHarness";
import { readHalf } from "./lib/inventionSet";
import { siteInventionCheck } from "./lib/siteInventionCheck";

async function main(): Promise<void> {
  const { entries } = readHalf("development");
  const score = await runInventionHarness(entries, siteInventionCheck);
  const caught = score.entries.filter((entry) => entry.caught);
  process.stdout.write(
    [
      `development: caught ${caught.length}/${score.entries.length}; false positives ${score.falsePositives.length}`,
      ...score.entries
        .filter((entry) => !entry.caught)
        .map((entry) => `  miss ${entry.id} \`${entry.name}\` at ${entry.file}:${entry.line}`),
      ...score.falsePositives.map(
        (p) =>
          `  FP ${p.file}:${p.line}:${p.column} ${p.name}${p.inSnippet ? " (in a planted snippet)" : ""}`,
      ),
    ].join("\n") + "\n",
  );
}

void main();
