import type { DocText } from "../../src/node/content/docText";
import type { InventionInputs } from "../../src/node/content/inventionCheck";
import { sectionsOf } from "../../src/node/content/codeNames/factScopes";
import type { CodeLanguage } from "../../src/node/content/codeNames/platformVocabulary";
import type { AbsenceWitness } from "./mutationSet";
import type { MutationSite } from "./mutationSites";
import { sourcesOf } from "./publicSources";

/**
 * What a site's mutant must be absent from (./mutationSet.ts, isAbsent): the facts the check
 * judges the site's code by (its language's sections on that page; every section for the
 * languages no SDK section is for: a coordinate in a shell command, a REST address), the public
 * sources of the page's SDK at the doc's version, and the page's own code.
 */

const CODE_LANGUAGE: Readonly<Record<string, CodeLanguage>> = {
  kotlin: "kotlin",
  java: "java",
  swift: "swift",
  dart: "dart",
  groovy: "kotlin",
  xml: "kotlin",
};

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

export function witnessMaker(inputs: InventionInputs, allSections: readonly string[]) {
  const built = new Map<string, AbsenceWitness>();
  return (
    doc: { id: string; version: string; page: string; text: DocText },
    site: MutationSite,
  ): AbsenceWitness => {
    const language = CODE_LANGUAGE[site.language];
    const key = `${doc.version}:${doc.page}:${language ?? "all"}`;
    let witness = built.get(key);
    if (!witness) {
      const facts = inputs.codeNames.scopes(
        language ? sectionsOf(doc.id, language) : allSections,
      ).text;
      const sources = sourcesOf(doc.version, doc.page);
      const code = doc.text.pieces
        .filter((piece) => piece.place === "code block")
        .map((piece) => piece.value)
        .join("\n");
      witness = {
        factWords: new Set(facts.match(IDENTIFIER) ?? []),
        factText: facts,
        sourceWords: sources.words,
        sourceText: sources.text,
        pageWords: new Set(code.match(IDENTIFIER) ?? []),
      };
      built.set(key, witness);
    }
    return witness;
  };
}
