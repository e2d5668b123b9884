import fs from "node:fs";
import path from "node:path";
import { inventedNames } from "../../src/node/content/inventionCheck";
import { processDoc } from "../../src/node/mdx/processDoc";
import { loadMdxToolchain } from "../../src/node/mdx/toolchain";
import { readMutationSet, readSplit } from "./mutationFiles";
import { applyMutation, caughtOnLine, type Outcome } from "./mutationScore";
import { halfOf, isAbsent, type Half, type Mutation } from "./mutationSet";
import { witnessMaker } from "./mutationWitness";
import { readSiteDocs } from "./siteDocs";

/**
 * Runs the invention check on each stored mutation (bench/mutations/site-mutations.json), one at a
 * time: the one mutated doc is compiled again (processDoc, as `npm run check` compiles it) and
 * judged with the check's per-doc function (inventionCheck's inventedNames) against the project's
 * facts, allow-list and code vocabulary as they are now. A mutation whose name is no longer on
 * its line is stale, one whose mutant the facts now have is known: both are left out and counted.
 */

interface MissedMutation {
  file: string;
  line: number;
  language: string;
  position: string;
  name: string;
  mutant: string;
}

export interface SiteRun {
  outcomes: Outcome[];
  /** Misses of the development half only: the held-out half's are never shown. */
  developmentMisses: MissedMutation[];
  stale: number;
  nowKnown: number;
  /** Problems on the unmodified site (must be 0: `npm run check` says "No problems"). */
  siteProblems: number;
  seconds: number;
}

const projectRoot = path.join(__dirname, "..", "..");

export async function runSiteMutations(only?: Half): Promise<SiteRun> {
  const started = performance.now();
  const { docs, inputs, problems } = await readSiteDocs();
  const facts = JSON.parse(
    fs.readFileSync(path.join(projectRoot, "data/wemap-sdk-facts.json"), "utf8"),
  ) as { sections: Record<string, unknown> };
  const witnessOf = witnessMaker(inputs, Object.keys(facts.sections));
  const toolchain = await loadMdxToolchain();
  const set = readMutationSet();
  const split = readSplit();
  const byFile = new Map(docs.map((doc) => [doc.file, doc]));
  const outcomes: Outcome[] = [];
  const developmentMisses: MissedMutation[] = [];
  let stale = 0;
  let nowKnown = 0;
  for (const mutation of set.mutations as Mutation[]) {
    const half = halfOf(split, mutation.page);
    if (!half || (only && half !== only)) continue;
    const doc = byFile.get(mutation.file);
    const source = doc && applyMutation(doc.source, mutation);
    if (!doc || !source) {
      stale += 1;
      continue;
    }
    // The facts may have gained the mutant since the set was made (a real name added).
    const witness = witnessOf(doc, mutation);
    if (
      !isAbsent(mutation, mutation.mutant, {
        ...witness,
        sourceWords: new Set(),
        sourceText: "",
        pageWords: new Set(),
      })
    ) {
      nowKnown += 1;
      continue;
    }
    const compiled = await processDoc(
      { source, absolutePath: path.join(projectRoot, doc.file), sourceFile: doc.file },
      toolchain,
    );
    const reported =
      compiled.problems.length > 0
        ? compiled.problems.map((problem) => ({ line: problem.line ?? 0 }))
        : inventedNames(doc.id, compiled.text, inputs);
    const caught = caughtOnLine(reported, mutation.line);
    outcomes.push({ half, language: mutation.language, position: mutation.position, caught });
    if (!caught && half === "development")
      developmentMisses.push({
        file: mutation.file,
        line: mutation.line,
        language: mutation.language,
        position: mutation.position,
        name: mutation.name,
        mutant: mutation.mutant,
      });
  }
  return {
    outcomes,
    developmentMisses,
    stale,
    nowKnown,
    siteProblems: problems,
    seconds: (performance.now() - started) / 1000,
  };
}
