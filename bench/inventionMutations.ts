/**
 * The invention check's mutation benchmark: recall on the site's own code, each SDK name changed
 * once into a plausible invented name (bench/mutations/, made once by bench/makeMutationSet.ts),
 * by language and by position, on the development and held-out halves of the pages; and false
 * alarms on the unmodified code of the public Wemap sample apps, per 1,000 SDK names. Writes
 * bench/results/invention-mutations.md and .json.
 *
 *   npm run bench:mutations -- [--samples /work/checkouts/sample-apps] [--development]
 *
 * --samples names the folder of the sample apps' checkouts (one folder per repository, named as
 * the repository; see bench/lib/sampleApps.ts); without it, or when it holds none, that part is
 * skipped and the report says so. --development runs the development halves only and prints
 * their misses and false alarms, to tune on; it writes no results.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readFacts } from "../src/node/content/sdkVocabulary";
import { allowListOf, readInventionInputs } from "../src/node/content/inventionCheck";
import { loadGrammars } from "../src/node/content/codeNames/parseCode";
import { fenceOfFile } from "../src/node/content/codeNames/sampleVocabulary";
import { readMutationSet, readSplit, SAMPLE_SPLIT_FILE } from "./lib/mutationFiles";
import { mutationMarkdown, type MutationReport } from "./lib/mutationReport";
import { tallies } from "./lib/mutationScore";
import { readTree } from "./lib/publicSources";
import { fileKey, inputsWithout, sampleAppFalseAlarms, SAMPLE_APPS } from "./lib/sampleApps";
import { runSiteMutations } from "./lib/siteMutationRun";

const projectRoot = path.join(__dirname, "..");
const resultsDir = path.join(__dirname, "results");

const CIRCULARITY =
  "The sample apps' lists of data/code-vocabulary.json (names the apps use and do not declare, built by scripts/build-code-vocabulary.ts) were read from these very apps. For this measurement each half is judged with each measured repository's list read again from its files without that half's (bench/lib/sampleApps.ts, inputsWithout), so no file is judged by a vocabulary that saw it. The SDK facts were partly written from these apps too (each fact names its source), and facts were added from the development files' false alarms (real SDK names the facts lacked): the development figures are after that tuning, the held-out ones are not.";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function sampleApps(folder: string | undefined, development: boolean) {
  if (!folder)
    return {
      note: "Skipped: no sample apps folder was given (`--samples <folder>`; see bench/lib/sampleApps.ts).",
    };
  if (!fs.existsSync(folder))
    return {
      note: `Skipped: ${folder} does not exist (make the checkouts from the mirrors; see bench/lib/sampleApps.ts).`,
    };
  await loadGrammars();
  const { inputs } = readInventionInputs(projectRoot);
  if (!inputs) throw new Error("the check's inputs do not read");
  const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8");
  const facts = readFacts(JSON.parse(read("data/wemap-sdk-facts.json")) as unknown);
  const allowed = allowListOf(read("data/api-names-allow-list.json")).names;
  const vocabulary = read("data/code-vocabulary.json");
  const split = readSplit(SAMPLE_SPLIT_FILE);
  const figures = sampleAppFalseAlarms(
    folder,
    split,
    (judged) =>
      inputsWithout(
        vocabulary,
        facts,
        allowed,
        inputs,
        SAMPLE_APPS.map((app) => ({
          repository: app.repository,
          files: readTree(app.repository, "HEAD").filter(
            (file) => fenceOfFile(file.path) && !judged.has(fileKey(app, file.path)),
          ),
        })),
      ),
    development ? ["development"] : ["development", "heldOut"],
  );
  return figures
    ? { figures }
    : {
        note: `Skipped: ${folder} holds none of the sample apps (${SAMPLE_APPS.map((app) => app.repository).join(", ")}).`,
      };
}

async function main(): Promise<void> {
  const development = process.argv.includes("--development");
  const site = await runSiteMutations(development ? "development" : undefined);
  const apps = await sampleApps(argument("--samples"), development);
  const halves = tallies(site.outcomes);
  const summary = (half: "development" | "heldOut") =>
    `${half}: ${halves[half].all.caught}/${halves[half].all.mutations} (${halves[half].all.recall}); ${Object.entries(
      halves[half].byLanguage,
    )
      .map(([language, tally]) => `${language} ${tally.caught}/${tally.mutations}`)
      .join(", ")}`;
  if (development) {
    for (const miss of site.developmentMisses)
      console.log(
        `miss ${miss.file}:${miss.line} ${miss.language} ${miss.position}: ${miss.name} → ${miss.mutant}`,
      );
    for (const alarm of apps.figures?.developmentAlarms ?? [])
      console.log(`alarm ${alarm.file}:${alarm.line} ${alarm.name} (${alarm.as})`);
    console.log(summary("development"));
    if (apps.figures)
      console.log(
        `sample apps, development: ${JSON.stringify(apps.figures.halves.development.all)}`,
      );
    console.log(
      `stale ${site.stale}, now known ${site.nowKnown}, site problems ${site.siteProblems}, ${site.seconds.toFixed(0)} s`,
    );
    return;
  }
  const set = readMutationSet();
  const report: MutationReport = {
    date: new Date().toISOString(),
    commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: projectRoot,
      encoding: "utf8",
    }).trim(),
    seed: set.seed,
    setDate: set.date,
    seconds: site.seconds,
    siteProblems: site.siteProblems,
    stale: site.stale,
    nowKnown: site.nowKnown,
    halves,
    ...(apps.figures
      ? {
          sampleApps: {
            ...apps.figures,
            folder: path.basename(apps.figures.folder),
            developmentAlarms: apps.figures.developmentAlarms,
          },
        }
      : { sampleAppsNote: apps.note }),
    circularity: CIRCULARITY,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, "invention-mutations.json"),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(resultsDir, "invention-mutations.md"), mutationMarkdown(report));
  console.log(summary("heldOut"));
  console.log(summary("development"));
  if (apps.figures)
    console.log(`sample apps, held out: ${JSON.stringify(apps.figures.halves.heldOut.all)}`);
  else console.log(apps.note);
  console.log(`${site.seconds.toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
