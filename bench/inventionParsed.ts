/**
 * The parsing prototype's figures on the development half only (the held-out half stays unread
 * until the check is settled): the planted names caught by today's check alone and with the
 * prototype, and the problems each reports on the real content (false positives).
 *   tsx bench/inventionParsed.ts
 */
import { runInventionHarness, type InventionScore } from "./lib/inventionHarness";
import { readHalf } from "./lib/inventionSet";
import { parsedNamesCheck, todaysAndParsedCheck } from "./lib/parsedInventionCheck";
import { todaysInventionCheck } from "./lib/todaysInventionCheck";

function summary(label: string, score: InventionScore): string {
  const caught = score.entries.filter((entry) => entry.caught).length;
  const outside = score.falsePositives.filter((problem) => !problem.inSnippet);
  return [
    `${label}: caught ${caught}/${score.entries.length}; false positives ${score.falsePositives.length} (${outside.length} on the real content)`,
    ...score.falsePositives.map(
      (p) =>
        `  FP ${p.file}:${p.line}:${p.column} ${p.name}${p.inSnippet ? " (in a planted snippet)" : ""}`,
    ),
  ].join("\n");
}

async function main(): Promise<void> {
  const { entries } = readHalf("development");
  const checks = {
    today: todaysInventionCheck,
    "parsed only": parsedNamesCheck,
    "today + parsed": todaysAndParsedCheck,
  };
  for (const [label, check] of Object.entries(checks))
    process.stdout.write(`${summary(label, await runInventionHarness(entries, check))}\n`);
}

void main();
