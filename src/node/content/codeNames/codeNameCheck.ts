import type { DocText } from "../docText";
import type { Fact } from "../sdkVocabulary";
import { codeNamesOf } from "./codeNamesOf";
import type { CodeUse } from "./codeUses";
import { sectionsOf } from "./factScopes";
import { parseCodeSync } from "./parseCode";
import { languageOfGrammar, type PlatformVocabulary } from "./platformVocabulary";
import { resolveCodeNames, type CodeBlockNames, type UnresolvedName } from "./resolveCodeNames";
import { restVocabularyOf, unresolvedRestNames, type RestVocabulary } from "./restNames";
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
  rest: RestVocabulary;
}

export function codeNameInputsOf(
  facts: readonly Fact[],
  platform: PlatformVocabulary,
  allowed: ReadonlySet<string> = new Set(),
): CodeNameInputs {
  return { scopes: scopeVocabularies(facts), platform, allowed, rest: restVocabularyOf(facts) };
}

/**
 * The plugin ids of a Gradle Groovy script: `id 'x'`, `id("x")`, `apply plugin: 'x'`, with
 * comments skipped. Positions are the page's.
 */
export function groovyPluginIds(code: string, place: { line: number; column: number }): CodeUse[] {
  const uses: CodeUse[] = [];
  code.split("\n").forEach((text, row) => {
    const line = text.replace(/\/\/.*$/, "");
    for (const match of line.matchAll(/(?:^|[\s;{])(?:id\s*\(?\s*|apply\s+plugin\s*:\s*)(["'])([\w.-]+)\1/g)) {
      const name = match[2] ?? "";
      uses.push({
        role: "plugin id",
        name,
        line: place.line + row,
        column: place.column + (match.index ?? 0) + match[0].length - name.length - 1,
      });
    }
  });
  return uses;
}

export function unresolvedCodeNames(docId: string, text: DocText, inputs: CodeNameInputs): UnresolvedName[] {
  const blocks: CodeBlockNames[] = [];
  for (const piece of text.pieces) {
    if (piece.place !== "code block") continue;
    if (/^(?:groovy|gradle)$/i.test(piece.lang ?? "")) {
      // No Groovy grammar is published with WebAssembly builds: a Gradle Groovy script's plugin
      // ids are read from its tokens, and judged as the Kotlin DSL's are.
      blocks.push({ language: "kotlin", names: { uses: groovyPluginIds(piece.value, piece), declarations: [] } });
      continue;
    }
    const parsed = parseCodeSync(piece.value, piece.lang, piece);
    if (!parsed) continue;
    const language = languageOfGrammar(parsed.grammar);
    if (language) blocks.push({ language, names: codeNamesOf(parsed) });
    parsed.tree.delete();
  }
  const rest = unresolvedRestNames(text, inputs.rest);
  if (blocks.length === 0) return rest;
  return [
    ...resolveCodeNames(blocks, inputs.platform, (language) => inputs.scopes(sectionsOf(docId, language)), inputs.allowed),
    ...rest,
  ].sort((a, b) => a.line - b.line || a.column - b.column);
}
