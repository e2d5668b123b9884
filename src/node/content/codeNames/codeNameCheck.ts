import type { DocText } from "../docText";
import type { Fact } from "../sdkVocabulary";
import { codeNamesOf } from "./codeNamesOf";
import { sectionsOf } from "./factScopes";
import { parseCodeSync } from "./parseCode";
import { languageOfGrammar, type PlatformVocabulary } from "./platformVocabulary";
import { resolveCodeNames, type CodeBlockNames, type UnresolvedName } from "./resolveCodeNames";
import { scopeVocabularies, type ScopeVocabulary } from "./scopeVocabulary";

/**
 * The parsed half of the invention check for one doc: every code block of an SDK language is
 * parsed (./parseCode.ts, after loadGrammars), its uses and declarations read
 * (./codeNamesOf.ts) and resolved against the page, the platform and the page's SDK facts
 * (./resolveCodeNames.ts).
 */

export interface CodeNameInputs {
  /** The SDK vocabulary of a set of facts sections (./factScopes.ts). */
  scopes: (sections: readonly string[]) => ScopeVocabulary;
  platform: PlatformVocabulary;
  /** The allow-list's names (data/api-names-allow-list.json), each with its reason there. */
  allowed: ReadonlySet<string>;
}

export function codeNameInputsOf(
  facts: readonly Fact[],
  platform: PlatformVocabulary,
  allowed: ReadonlySet<string> = new Set(),
): CodeNameInputs {
  return { scopes: scopeVocabularies(facts), platform, allowed };
}

export function unresolvedCodeNames(docId: string, text: DocText, inputs: CodeNameInputs): UnresolvedName[] {
  const blocks: CodeBlockNames[] = [];
  for (const piece of text.pieces) {
    if (piece.place !== "code block") continue;
    const parsed = parseCodeSync(piece.value, piece.lang, piece);
    if (!parsed) continue;
    const language = languageOfGrammar(parsed.grammar);
    if (language) blocks.push({ language, names: codeNamesOf(parsed) });
    parsed.tree.delete();
  }
  if (blocks.length === 0) return [];
  return resolveCodeNames(blocks, inputs.platform, (language) => inputs.scopes(sectionsOf(docId, language)), inputs.allowed);
}
