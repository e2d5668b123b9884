/**
 * The invention check's figures: plants both halves of the evaluation set
 * (contract/inventionCheck/) into a copy of the site, runs the check as `npm run check` runs it
 * (bench/lib/siteInventionCheck.ts: the whole site assembled, code parsed and resolved) and,
 * for comparison, the text reading alone that was the whole check before (apiNameReport and
 * apiShapeReport), and writes the catch rate per half and per shape, the misses and the false
 * positives to bench/results/invention.md and .json.
 *   npm run bench:invention
 */
import fs from "node:fs";
import path from "node:path";
import { runInventionHarness, type EntryScore, type InventionScore } from "./lib/inventionHarness";
import { readHalf, type SetPart } from "./lib/inventionSet";
import { siteInventionCheck } from "./lib/siteInventionCheck";
import { todaysInventionCheck } from "./lib/todaysInventionCheck";

const resultsDir = path.join(__dirname, "results");

interface HalfReport {
  shapes: number;
  entries: number;
  caught: number;
  catchRate: number;
  perShape: { shape: string; entries: number; caught: number }[];
  misses: Omit<EntryScore, "caught">[];
}

const round = (value: number) => Number(value.toFixed(3));

function halfReport(scores: readonly EntryScore[]): HalfReport {
  const shapes = [...new Set(scores.map((score) => score.shape))].sort();
  const caught = scores.filter((score) => score.caught).length;
  return {
    shapes: shapes.length,
    entries: scores.length,
    caught,
    catchRate: scores.length === 0 ? 0 : round(caught / scores.length),
    perShape: shapes.map((shape) => {
      const ofShape = scores.filter((score) => score.shape === shape);
      return {
        shape,
        entries: ofShape.length,
        caught: ofShape.filter((score) => score.caught).length,
      };
    }),
    misses: scores
      .filter((score) => !score.caught)
      .map(({ id, shape, name, file, line }) => ({ id, shape, name, file, line })),
  };
}

function markdown(
  date: string,
  halves: Record<SetPart, HalfReport>,
  score: InventionScore,
  baseline: Record<SetPart, HalfReport>,
): string {
  const lines = [
    "# Invention check: planted names caught",
    "",
    `${date}. Check: \`npm run check\` (bench/lib/siteInventionCheck.ts). Set:`,
    "contract/inventionCheck/ (shapes split once; see its README). An entry is caught when a",
    "reported problem names its file and the line its invented name sits on.",
    "",
    "| Half | Shapes | Entries | Caught | Catch rate | Text reading alone (the check before) |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const [half, report] of Object.entries(halves))
    lines.push(
      `| ${half} | ${report.shapes} | ${report.entries} | ${report.caught} | ${report.catchRate} | ${baseline[half as SetPart].caught} (${baseline[half as SetPart].catchRate}) |`,
    );
  for (const [half, report] of Object.entries(halves)) {
    lines.push(
      "",
      `## ${half}: per shape`,
      "",
      "| Shape | Entries | Caught |",
      "| --- | --- | --- |",
    );
    for (const shape of report.perShape)
      lines.push(`| ${shape.shape} | ${shape.entries} | ${shape.caught} |`);
    lines.push("", `### ${half}: misses`, "");
    for (const miss of report.misses)
      lines.push(`- ${miss.id}: \`${miss.name}\` at ${miss.file}:${miss.line}`);
  }
  lines.push("", `## False positives (${score.falsePositives.length})`, "");
  if (score.falsePositives.length === 0) lines.push("None.");
  for (const problem of score.falsePositives)
    lines.push(
      `- ${problem.file}:${problem.line}:${problem.column}: \`${problem.name}\`${problem.inSnippet ? " (in a planted snippet, not its invented name)" : ""}`,
    );
  return lines.join("\n") + "\n";
}

async function main(): Promise<void> {
  const development = readHalf("development");
  const heldOut = readHalf("heldOut");
  const secondHeldOut = readHalf("secondHeldOut");
  // Each set is planted in a copy of its own: snippets planted on one page read each other's
  // declarations, and the second set reuses some of the first set's ids.
  const firstSet = [...development.entries, ...heldOut.entries];
  const scoreOf = async (check: typeof siteInventionCheck) => {
    const first = await runInventionHarness(firstSet, check);
    const second = await runInventionHarness(secondHeldOut.entries, check);
    const ofFirst = (half: { entries: { id: string }[] }) => {
      const ids = new Set(half.entries.map((entry) => entry.id));
      return halfReport(first.entries.filter((entry) => ids.has(entry.id)));
    };
    const halves: Record<SetPart, HalfReport> = {
      development: ofFirst(development),
      heldOut: ofFirst(heldOut),
      secondHeldOut: halfReport(second.entries),
    };
    const merged: InventionScore = {
      ...first,
      entries: [...first.entries, ...second.entries],
      falsePositives: [...first.falsePositives, ...second.falsePositives],
    };
    return { halves, score: merged };
  };
  const { halves, score } = await scoreOf(siteInventionCheck);
  const baseline = (await scoreOf(todaysInventionCheck)).halves;
  const date = new Date().toISOString();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, "invention.json"),
    JSON.stringify(
      {
        date,
        check: "npm run check (bench/lib/siteInventionCheck.ts)",
        halves,
        textReadingAlone: Object.fromEntries(
          Object.entries(baseline).map(([half, report]) => [
            half,
            { caught: report.caught, catchRate: report.catchRate },
          ]),
        ),
        falsePositives: score.falsePositives,
      },
      null,
      2,
    ) + "\n",
  );
  fs.writeFileSync(path.join(resultsDir, "invention.md"), markdown(date, halves, score, baseline));
  for (const [half, report] of Object.entries(halves))
    console.log(`${half}: ${report.caught}/${report.entries} caught (${report.catchRate})`);
  console.log(`false positives: ${score.falsePositives.length}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
