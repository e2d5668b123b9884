import { seededRandom as seededSource } from "../../src/browser/__tests__/helpers/seededRandom";
import { mutantsOf } from "./inventName";
import type { MutationSite } from "./mutationSites";
import { writesWhole } from "./publicSources";

/**
 * The mutation set: one invented name per SDK name of the site's code, drawn with a seeded
 * generator among the plausible wrong spellings of ./inventName.ts that are really absent (from
 * the facts of the page's SDK, from the public sources at the version's pinned commits and from
 * the page's own code), and the split of the pages into a development half and a held-out half,
 * made once.
 */

export interface Mutation extends MutationSite {
  mutant: string;
}

/** The seeded generator's draws in [0, 1): the same seed gives the same draws on every machine. */
export function seededRandom(seed: number): () => number {
  return seededSource(seed).next;
}

/** A string's 32-bit FNV-1a hash: each site draws from a generator of its own, seeded by it. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

/** Where a mutant must be absent, for one site: see isAbsent. */
export interface AbsenceWitness {
  /** Identifiers the facts of the page's SDK write (names, signatures, notes). */
  factWords: ReadonlySet<string>;
  factText: string;
  /** Identifiers and text of the public sources at the version's pinned commits. */
  sourceWords: ReadonlySet<string>;
  sourceText: string;
  /** Identifiers the page's own code writes. */
  pageWords: ReadonlySet<string>;
}

/**
 * Whether a mutant is really no name of the SDK: an identifier written nowhere in the facts,
 * the sources or the page's code; a path or coordinate written whole in neither the facts nor the
 * sources (its parts may exist: `com.getwemap.sdk.maps` is invented though `maps` is a word).
 */
export function isAbsent(
  site: Pick<MutationSite, "kind">,
  mutant: string,
  witness: AbsenceWitness,
): boolean {
  if (site.kind === "identifier" || site.kind === "prefixed") {
    const local = site.kind === "prefixed" ? (mutant.split(":")[1] ?? mutant) : mutant;
    return (
      !witness.factWords.has(local) &&
      !witness.sourceWords.has(local) &&
      !witness.pageWords.has(local)
    );
  }
  const bare = mutant.replace(/^package:/, "");
  return (
    !writesWhole(witness.factText, bare) &&
    !writesWhole(witness.sourceText, bare) &&
    !witness.pageWords.has(bare)
  );
}

/** The key a site's draws are seeded by: its page, version and place, not its order in the run. */
function siteKey(site: Pick<MutationSite, "file" | "line" | "column" | "name">): string {
  return `${site.file}:${site.line}:${site.column}:${site.name}`;
}

/** The site's mutant: the first candidate of the first tier, in a seeded order, that is really absent. */
export function mutate(
  site: MutationSite,
  seed: number,
  witness: AbsenceWitness,
): Mutation | undefined {
  const random = seededRandom(seed ^ hashOf(siteKey(site)));
  for (const tier of mutantsOf(site.name, site.kind)) {
    const mutant = shuffled(tier, random).find((candidate) => isAbsent(site, candidate, witness));
    if (mutant !== undefined) return { ...site, mutant };
  }
  return undefined;
}

export interface PageSplit {
  seed: number;
  date: string;
  development: string[];
  heldOut: string[];
}

/**
 * The pages, split once into two halves by a seeded shuffle: a page's two versions (the same
 * path under content/docs and under the 1.13 folder) are one page, so their near-identical
 * blocks fall on the same side.
 */
export function splitPages(
  pages: readonly string[],
  seed: number,
): { development: string[]; heldOut: string[] } {
  const order = shuffled([...new Set(pages)].sort(), seededRandom(seed));
  const half = Math.ceil(order.length / 2);
  return { development: order.slice(0, half).sort(), heldOut: order.slice(half).sort() };
}

export type Half = "development" | "heldOut";

export function halfOf(
  split: Pick<PageSplit, "development" | "heldOut">,
  page: string,
): Half | undefined {
  if (split.development.includes(page)) return "development";
  return split.heldOut.includes(page) ? "heldOut" : undefined;
}
