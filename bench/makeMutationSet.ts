/**
 * Makes the mutation benchmark's set once (bench/inventionMutations.ts reads it): every SDK name
 * of the site's code (both docs versions; JavaScript and TypeScript left to the compiler check)
 * with one invented name drawn for it with SEED, and the split of the pages into development and
 * held-out halves with the same seed. Refuses to run again over a stored split: re-splitting
 * after looking at held-out figures would make them development figures.
 *   npx tsx bench/makeMutationSet.ts
 */
import fs from "node:fs";
import path from "node:path";
import { mutate, splitPages, type Mutation } from "./lib/mutationSet";
import { mutationSitesOf } from "./lib/mutationSites";
import { witnessMaker } from "./lib/mutationWitness";
import { readSiteDocs } from "./lib/siteDocs";
import { MUTATION_SET_FILE, SPLIT_FILE, writeMutationSet } from "./lib/mutationFiles";

const SEED = 20261207;

void (async () => {
  if (fs.existsSync(SPLIT_FILE))
    throw new Error(`${path.relative(process.cwd(), SPLIT_FILE)} exists: the split is made once`);
  const { docs, inputs } = await readSiteDocs();
  const facts = JSON.parse(
    fs.readFileSync(path.join(__dirname, "..", "data/wemap-sdk-facts.json"), "utf8"),
  ) as { sections: Record<string, unknown> };
  const witnessOf = witnessMaker(inputs, Object.keys(facts.sections));
  const mutations: Mutation[] = [];
  let sites = 0;
  for (const doc of docs)
    for (const site of mutationSitesOf(doc, doc.text, inputs)) {
      sites += 1;
      const mutation = mutate(site, SEED, witnessOf(doc, site));
      if (mutation) mutations.push(mutation);
    }
  const date = new Date().toISOString().slice(0, 10);
  const split = {
    seed: SEED,
    date,
    ...splitPages(
      docs.map((doc) => doc.page),
      SEED,
    ),
  };
  writeMutationSet({ seed: SEED, date, sites, mutations }, split);
  console.log(
    `${sites} sites, ${mutations.length} mutations; pages: ${split.development.length} development, ${split.heldOut.length} held out`,
  );
  console.log(`written: ${MUTATION_SET_FILE}, ${SPLIT_FILE}`);
})();
