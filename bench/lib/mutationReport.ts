import type { HalfTally, Tally } from "./mutationScore";
import type { Half } from "./mutationSet";

/** The mutation benchmark's report (bench/results/invention-mutations.md), from its figures. */

export interface AlarmTally {
  files: number;
  sdkNames: number;
  falseAlarms: number;
  /** False alarms per 1,000 SDK names. */
  perThousand: number;
}

export interface SampleAppFigures {
  folder: string;
  halves: Record<Half, { byLanguage: Record<string, AlarmTally>; all: AlarmTally }>;
  /** Alarms of development files only, to read; the held-out half's are never shown. */
  developmentAlarms: { file: string; line: number; name: string; as: string }[];
}

export interface MutationReport {
  date: string;
  commit: string;
  seed: number;
  setDate: string;
  seconds: number;
  siteProblems: number;
  stale: number;
  nowKnown: number;
  halves: Record<Half, HalfTally>;
  sampleApps?: SampleAppFigures;
  sampleAppsNote?: string;
  circularity: string;
}

const percent = (tally: Tally) => `${(tally.recall * 100).toFixed(1)} %`;

function tallyTable(
  title: string,
  rows: Record<string, Tally>,
  development: Record<string, Tally>,
): string[] {
  const lines = [
    `| ${title} | Held-out: caught / mutations | Held-out recall | Development: caught / mutations | Development recall |`,
    "| --- | --- | --- | --- | --- |",
  ];
  const names = [...new Set([...Object.keys(rows), ...Object.keys(development)])].sort();
  for (const name of names) {
    const held = rows[name];
    const dev = development[name];
    lines.push(
      `| ${name} | ${held ? `${held.caught} / ${held.mutations}` : "–"} | ${held ? percent(held) : "–"} | ${dev ? `${dev.caught} / ${dev.mutations}` : "–"} | ${dev ? percent(dev) : "–"} |`,
    );
  }
  return lines;
}

export function mutationMarkdown(report: MutationReport): string {
  const { heldOut, development } = report.halves;
  const lines = [
    "# Invention check: mutation benchmark",
    "",
    `${report.date}, at ${report.commit}; a run took ${report.seconds.toFixed(0)} s. \`npm run bench:mutations\` (bench/inventionMutations.ts).`,
    "",
    `Each SDK name of the site's code (both docs versions) was changed once into a plausible invented name (set made ${report.setDate}, seed ${report.seed}: bench/mutations/), and the check run on the mutated page alone; a mutation is caught when the check reports a problem on its line. Pages are split once into development and held-out halves; held-out figures are the result. Stale mutations (the page moved since): ${report.stale}; mutants the facts have since gained: ${report.nowKnown}. Problems on the unmodified site: ${report.siteProblems}.`,
    "",
    "## Recall",
    "",
    `Held-out: **${heldOut.all.caught} / ${heldOut.all.mutations} (${percent(heldOut.all)})**; development: ${development.all.caught} / ${development.all.mutations} (${percent(development.all)}).`,
    "",
    ...tallyTable("Language", heldOut.byLanguage, development.byLanguage),
    "",
    ...tallyTable("Position", heldOut.byPosition, development.byPosition),
    "",
    "## By language and position",
    "",
    ...tallyTable(
      "Language and position",
      heldOut.byLanguageAndPosition,
      development.byLanguageAndPosition,
    ),
    "",
    "## False alarms on the public sample apps",
    "",
  ];
  const apps = report.sampleApps;
  if (!apps) lines.push(report.sampleAppsNote ?? "Not measured.");
  else {
    lines.push(
      `Each source file of the sample apps (${apps.folder}) judged as a code block on a page of its platform; SDK names are the names the check attributes to the SDK.`,
      "",
      "| Language | Held-out: files | SDK names | False alarms | Per 1,000 | Development: files | SDK names | False alarms | Per 1,000 |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    const rows: Record<string, AlarmTally> = {
      ...apps.halves.heldOut.byLanguage,
      all: apps.halves.heldOut.all,
    };
    const dev: Record<string, AlarmTally> = {
      ...apps.halves.development.byLanguage,
      all: apps.halves.development.all,
    };
    for (const name of [...new Set([...Object.keys(rows), ...Object.keys(dev)])]) {
      const held = rows[name];
      const developed = dev[name];
      const cells = (tally?: AlarmTally) =>
        tally
          ? `${tally.files} | ${tally.sdkNames} | ${tally.falseAlarms} | ${tally.perThousand.toFixed(2)}`
          : "– | – | – | –";
      lines.push(`| ${name === "all" ? "**all**" : name} | ${cells(held)} | ${cells(developed)} |`);
    }
  }
  lines.push("", "### Circularity", "", report.circularity, "");
  return lines.join("\n");
}
