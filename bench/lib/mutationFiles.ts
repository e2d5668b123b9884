import fs from "node:fs";
import path from "node:path";
import type { Mutation, PageSplit } from "./mutationSet";

/** The stored mutation set and page split (bench/makeMutationSet.ts writes them once). */
const MUTATIONS_DIR = path.join(__dirname, "..", "mutations");
export const MUTATION_SET_FILE = path.join(MUTATIONS_DIR, "site-mutations.json");
export const SPLIT_FILE = path.join(MUTATIONS_DIR, "split.json");
export const SAMPLE_SPLIT_FILE = path.join(MUTATIONS_DIR, "sample-split.json");

export interface MutationSetFile {
  seed: number;
  date: string;
  /** SDK names found; those with no absent candidate got no mutation. */
  sites: number;
  mutations: Mutation[];
}

export function writeMutationSet(set: MutationSetFile, split: PageSplit): void {
  fs.mkdirSync(MUTATIONS_DIR, { recursive: true });
  // One mutation a line: the file diffs by mutation and stays readable.
  const lines = set.mutations.map((mutation) => `    ${JSON.stringify(mutation)}`);
  fs.writeFileSync(
    MUTATION_SET_FILE,
    `{\n  "seed": ${set.seed},\n  "date": ${JSON.stringify(set.date)},\n  "sites": ${set.sites},\n  "mutations": [\n${lines.join(",\n")}\n  ]\n}\n`,
  );
  fs.writeFileSync(SPLIT_FILE, `${JSON.stringify(split, null, 2)}\n`);
}

export function readMutationSet(): MutationSetFile {
  return JSON.parse(fs.readFileSync(MUTATION_SET_FILE, "utf8")) as MutationSetFile;
}

export function readSplit(file = SPLIT_FILE): PageSplit {
  return JSON.parse(fs.readFileSync(file, "utf8")) as PageSplit;
}
