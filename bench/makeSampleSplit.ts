/**
 * Splits the sample apps' source files once into development and held-out halves (by file,
 * seeded), for the false-alarm half of bench/inventionMutations.ts. The files are listed from
 * the repositories' newest commits in the mirrors, as the checkouts hold them. Refuses to run
 * again over a stored split.
 *   npx tsx bench/makeSampleSplit.ts
 */
import fs from "node:fs";
import { SAMPLE_SPLIT_FILE } from "./lib/mutationFiles";
import { splitPages } from "./lib/mutationSet";
import { readTree } from "./lib/publicSources";
import { fileKey, SAMPLE_APPS } from "./lib/sampleApps";
import { fenceOfFile } from "../src/node/content/codeNames/sampleVocabulary";

const SEED = 20261207;

if (fs.existsSync(SAMPLE_SPLIT_FILE))
  throw new Error(`${SAMPLE_SPLIT_FILE} exists: the split is made once`);
const keys = SAMPLE_APPS.flatMap((app) =>
  readTree(app.repository, "HEAD")
    .map((file) => file.path)
    .filter(
      (file) =>
        fenceOfFile(file) &&
        !/\.(?:js|jsx|ts|tsx)$/.test(file) &&
        (!app.under || file.startsWith(app.under)),
    )
    .map((file) => fileKey(app, file)),
);
const split = {
  seed: SEED,
  date: new Date().toISOString().slice(0, 10),
  ...splitPages(keys, SEED),
};
fs.writeFileSync(SAMPLE_SPLIT_FILE, `${JSON.stringify(split, null, 2)}\n`);
console.log(
  `${keys.length} files: ${split.development.length} development, ${split.heldOut.length} held out`,
);
