import { mutantsOf } from "../lib/inventName";
import { applyMutation, caughtOnLine } from "../lib/mutationScore";
import {
  isAbsent,
  mutate,
  seededRandom,
  splitPages,
  type AbsenceWitness,
} from "../lib/mutationSet";
import type { MutationSite } from "../lib/mutationSites";

const site = {
  file: "content/docs/ios-native/examples/x.mdx",
  line: 3,
  column: 11,
  name: "startNavigation",
  kind: "identifier",
} as MutationSite;

function witness(words: string[]): AbsenceWitness {
  return {
    factWords: new Set(words),
    factText: words.join("\n"),
    sourceWords: new Set(),
    sourceText: "",
    pageWords: new Set(["startNavigation"]),
  };
}

describe("the mutation set", () => {
  it("draws the same numbers from the same seed on every run, and other numbers from another", () => {
    const draws = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draws(20261207)).toEqual(draws(20261207));
    expect(draws(20261207)).not.toEqual(draws(20261208));
  });

  it("invents a name that differs from the real one and that no fact, source or page writes", () => {
    const facts = ["startNavigation", "stopNavigation", "beginNavigation"];
    const mutation = mutate(site, 20261207, witness(facts));
    expect(mutation?.mutant).toBeDefined();
    expect(mutation?.mutant).not.toBe("startNavigation");
    expect(facts).not.toContain(mutation?.mutant);
    // The same site and seed give the same mutant.
    expect(mutate(site, 20261207, witness(facts))?.mutant).toBe(mutation?.mutant);
  });

  it("gives up a candidate the facts have: a real name is no mutant", () => {
    const candidates = mutantsOf("startNavigation", "identifier").flat();
    expect(candidates.length).toBeGreaterThan(0);
    const real = candidates[0] ?? "";
    expect(isAbsent(site, real, witness([real]))).toBe(false);
    expect(isAbsent(site, real, witness([]))).toBe(true);
  });

  it("puts both versions of a page on one side of the split, and every page on one side", () => {
    const pages = ["a", "b", "c", "d", "e", "f", "a"];
    const { development, heldOut } = splitPages(pages, 7);
    expect([...development, ...heldOut].sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(development.filter((page) => heldOut.includes(page))).toEqual([]);
  });
});

describe("scoring a mutation", () => {
  const source = "line one\nline two\n  livemap.startNavigation(to)\n";

  it("replaces the name at its place only", () => {
    expect(applyMutation(source, { ...site, mutant: "beginNavigation" })).toBe(
      "line one\nline two\n  livemap.beginNavigation(to)\n",
    );
  });

  it("calls a mutation stale when the page no longer has the name there", () => {
    expect(applyMutation(source, { ...site, column: 2, mutant: "x" })).toBeUndefined();
    expect(applyMutation("short\n", { ...site, mutant: "x" })).toBeUndefined();
  });

  it("counts a mutation caught only by a problem on its line", () => {
    expect(caughtOnLine([{ line: 3 }], 3)).toBe(true);
    expect(caughtOnLine([{ line: 2 }, { line: 4 }], 3)).toBe(false);
  });
});
