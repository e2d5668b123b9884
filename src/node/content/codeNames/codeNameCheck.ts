import type { DocText } from "../docText";
import type { Fact } from "../sdkVocabulary";
import { codeNamesOf } from "./codeNamesOf";
import type { CodeUse } from "./codeUses";
import { inlineFenceOf, isRestDoc, sectionsOf } from "./factScopes";
import { parseCodeSync } from "./parseCode";
import { languageOfGrammar, type PlatformVocabulary } from "./platformVocabulary";
import { androidImportNames } from "./androidDeclarations";
import { appleFrameworkNames } from "./appleFrameworks";
import {
  attributeCodeNames,
  resolveCodeNames,
  type AttributedUse,
  type ModuleNamesOf,
  type CodeBlockNames,
  type UnresolvedName,
} from "./resolveCodeNames";
import {
  restVocabularyOf,
  unresolvedJsonFields,
  unresolvedRestNames,
  type RestVocabulary,
} from "./restNames";
import { scopeVocabularies, type ScopeVocabulary } from "./scopeVocabulary";
import { unresolvedXmlNames } from "./xmlNames";

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
function groovyPluginIds(code: string, place: { line: number; column: number }): CodeUse[] {
  const uses: CodeUse[] = [];
  code.split("\n").forEach((text, row) => {
    const line = text.replace(/\/\/.*$/, "");
    for (const match of line.matchAll(
      /(?:^|[\s;{])(?:id\s*\(?\s*|apply\s+plugin\s*:\s*)(["'])([\w.-]+)\1/g,
    )) {
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

/** A file name, a path or a command written as inline code: no code of the page's language. */
const NOT_CODE =
  /^(?:[\w.-]*\.(?:json|xml|plist|gradle|kts|swift|kt|dart|js|ts|tsx|jsx|mdx?|ya?ml|html|css|podspec|toml|xib|nib|storyboard|xcodeproj|xcworkspace|properties|lock|txt|wasm|aar|framework|xcframework|zip|com|dev|io)|[\w.-]*\/.*|\S+\s+\S+.*)$/;

/**
 * The names an inline code span uses, read as code of the page's language when it parses
 * whole as such: `mapView.locationManager.cameraMode`, `controller.easeTo(...)`. A span that
 * does not parse, or is a file name or a command, is left to the text reading.
 */
function inlineCodeNames(
  value: string,
  fence: string,
  place: { line: number; column: number },
): CodeBlockNames | undefined {
  if (NOT_CODE.test(value.trim())) return undefined;
  // The span's text starts one column after its opening backtick.
  const parsed = parseCodeSync(value, fence, { line: place.line, column: place.column + 1 });
  if (!parsed) return undefined;
  const language = languageOfGrammar(parsed.grammar);
  const names =
    parsed.hasErrors || parsed.wrapper === "class body" ? undefined : codeNamesOf(parsed);
  parsed.tree.delete();
  if (!language || !names) return undefined;
  // What a span declares is a signature's parameters, not the example's variables.
  return { language, names: { uses: names.uses, declarations: [] } };
}

/** The parsed reading of a doc's code: the blocks of SDK languages, REST JSON keys and layouts' names. */
interface ParsedDoc {
  blocks: CodeBlockNames[];
  jsonFields: CodeUse[];
  layouts: UnresolvedName[];
  /** The code blocks (indexes among the doc's pieces) of Kotlin, Java, Swift and Dart read whole, without a parse error. */
  readWhole: Set<number>;
}

/** The languages whose blocks, read whole, the parsed reading alone judges (see inventionCheck). */
const PARSED_ALONE = new Set(["kotlin", "java", "swift", "dart"]);

function parsedDocOf(
  docId: string,
  text: DocText,
  inputs: CodeNameInputs,
  inlineSpans: boolean,
): ParsedDoc {
  const blocks: CodeBlockNames[] = [];
  const jsonFields: CodeUse[] = [];
  const layouts: UnresolvedName[] = [];
  const readWhole = new Set<number>();
  const inlineFence = inlineSpans ? inlineFenceOf(docId) : undefined;
  for (const [index, piece] of text.pieces.entries()) {
    if (piece.place === "inline code" && inlineFence) {
      const span = inlineCodeNames(piece.value, inlineFence, piece);
      if (span) blocks.push(span);
      continue;
    }
    if (piece.place !== "code block") continue;
    if (/^xml$/i.test(piece.lang ?? "")) {
      layouts.push(
        ...unresolvedXmlNames(piece.value, piece, inputs.scopes(sectionsOf(docId, "kotlin")).text),
      );
      continue;
    }
    if (/^(?:groovy|gradle)$/i.test(piece.lang ?? "")) {
      // No Groovy grammar is published with WebAssembly builds: a Gradle Groovy script's plugin
      // ids are read from its tokens, and judged as the Kotlin DSL's are.
      blocks.push({
        language: "kotlin",
        names: { uses: groovyPluginIds(piece.value, piece), declarations: [] },
      });
      continue;
    }
    const parsed = parseCodeSync(piece.value, piece.lang, piece);
    if (!parsed) continue;
    const language = languageOfGrammar(parsed.grammar);
    if (language) blocks.push({ language, names: codeNamesOf(parsed) });
    if (language && PARSED_ALONE.has(language) && !parsed.hasErrors) readWhole.add(index);
    else if (parsed.grammar === "json" && isRestDoc(docId))
      jsonFields.push(...codeNamesOf(parsed).uses);
    parsed.tree.delete();
  }
  return { blocks, jsonFields, layouts, readWhole };
}

export function unresolvedCodeNames(
  docId: string,
  text: DocText,
  inputs: CodeNameInputs,
): UnresolvedName[] {
  return readCodeNames(docId, text, inputs).unresolved;
}

/**
 * Swift's Apple frameworks and Kotlin's and Java's Android imports are looked up in their real
 * declarations (./appleFrameworks.ts, ./androidDeclarations.ts); a module those packages do not
 * have (Combine) by its list in data/code-vocabulary.json.
 */
function modulesOf(platform: PlatformVocabulary): ModuleNamesOf {
  return (language, module) =>
    (language === "swift"
      ? appleFrameworkNames(module)
      : language === "kotlin" || language === "java"
        ? androidImportNames(module)
        : undefined) ?? platform.moduleNamesFor(language, module);
}

/**
 * The names of a doc's code that resolve nowhere, and the code blocks read whole in a language
 * whose every name the resolver judges (Kotlin, Java, Swift, Dart): the text reading of names
 * leaves those to it (inventionCheck.ts).
 */
export function readCodeNames(
  docId: string,
  text: DocText,
  inputs: CodeNameInputs,
): { unresolved: UnresolvedName[]; readWhole: ReadonlySet<number>; declared: ReadonlySet<string> } {
  const { blocks, jsonFields, layouts, readWhole } = parsedDocOf(docId, text, inputs, true);
  // What the page's code declares, even in a block that does not parse whole.
  const declared = new Set(
    blocks.flatMap((block) => block.names.declarations.map((declaration) => declaration.name)),
  );
  const rest = [
    ...unresolvedRestNames(text, inputs.rest),
    ...unresolvedJsonFields(jsonFields, inputs.rest),
    ...layouts,
  ];
  if (blocks.length === 0) return { unresolved: rest, readWhole, declared };
  const unresolved = [
    ...resolveCodeNames(
      blocks,
      (language) => inputs.platform.namesFor(language, sectionsOf(docId, language)),
      (language) => inputs.scopes(sectionsOf(docId, language)),
      (language) => inputs.platform.languageNamesFor(language),
      inputs.allowed,
      modulesOf(inputs.platform),
    ),
    ...rest,
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  return { unresolved, readWhole, declared };
}

/**
 * The names of a doc's code blocks (inline spans left out) that the check accepts, with whose
 * they are: the SDK's among them are what bench/inventionMutations.ts mutates and counts.
 */
export function attributedCodeNames(
  docId: string,
  text: DocText,
  inputs: CodeNameInputs,
): AttributedUse[] {
  const { blocks } = parsedDocOf(docId, text, inputs, false);
  return attributeCodeNames(
    blocks,
    (language) => inputs.platform.namesFor(language, sectionsOf(docId, language)),
    (language) => inputs.scopes(sectionsOf(docId, language)),
    (language) => inputs.platform.languageNamesFor(language),
    inputs.allowed,
    modulesOf(inputs.platform),
  );
}
