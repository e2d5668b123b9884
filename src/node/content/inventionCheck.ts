import path from "node:path";
import { findUnknownApiNames, type AllowList } from "./apiNames";
import { findShapeProblems, shapeVocabulary, type ShapeVocabulary } from "./apiShapes";
import type { DocText } from "./docText";
import { pageKind } from "./pageKind";
import { readTextWithinLimit } from "./inputSize";
import { codeNameInputsOf, readCodeNames, type CodeNameInputs } from "./codeNames/codeNameCheck";
import { CODE_VOCABULARY_FILE, platformVocabularyOf } from "./codeNames/platformVocabulary";
import { writtenIn } from "./codeNames/writtenIn";
import { buildSdkVocabulary, readFacts, type Fact, type SdkVocabulary } from "./sdkVocabulary";
import { withFrame } from "../mdx/problems";
import type { ContentProblem } from "../../shared/docPage";

/**
 * The invention check as a content problem of each doc: names a page writes as Wemap API that
 * the SDK facts do not have. Two readings: the code blocks, parsed and every name they use
 * resolved (./codeNames/: declared by the example, the language's or platform's, or the SDK's),
 * and the prose, inline code and the code shapes no grammar reads (./apiNames.ts,
 * ./apiShapes.ts). It judges the text a doc's compile already read (processDoc's DocText), so a
 * change to the facts re-judges every doc without compiling any again.
 *
 * The parsed reading needs the grammars loaded: callers await codeNames/parseCode's
 * loadGrammars() once before judging.
 */

/** The facts and the allow-list, relative to the project: inputs of the site like its content. */
export const FACTS_FILE = "data/wemap-sdk-facts.json";
export const ALLOW_LIST_FILE = "data/api-names-allow-list.json";

/** What the check judges names against, read once per run from the two files. */
export interface InventionInputs {
  vocabulary: SdkVocabulary;
  shapes: ShapeVocabulary;
  allowList: AllowList;
  codeNames: CodeNameInputs;
}

/** Names allowed although the facts do not spell them out, each with its reason. */
export function allowListOf(text: string, file = ALLOW_LIST_FILE): AllowList {
  const parsed = JSON.parse(text) as { names?: Record<string, unknown> };
  const names = Object.entries(parsed.names ?? {});
  const unexplained = names.filter(
    ([, reason]) => typeof reason !== "string" || reason.length < 10,
  );
  if (unexplained.length > 0)
    throw new Error(
      `${file}: names.${unexplained[0]?.[0]}: each allowed name needs its reason (a sentence)`,
    );
  return { names: new Set(names.map(([name]) => name)) };
}

/** The vocabulary of the SDK facts (what they say exists), and the shapes read from their text. */
export function factsVocabularyOf(
  text: string,
  file = FACTS_FILE,
): { facts: Fact[]; vocabulary: SdkVocabulary; shapes: ShapeVocabulary } {
  const facts = readFacts(JSON.parse(text) as unknown, file);
  const vocabulary = buildSdkVocabulary(facts);
  return { facts, vocabulary, shapes: shapeVocabulary(vocabulary, [text]) };
}

/**
 * The inputs of the check from the three files' texts. `reading` is told which file is being
 * read, so that an error names it.
 */
export function inventionInputsOf(
  texts: { facts: string; allowList: string; codeVocabulary: string },
  reading: (file: string) => void = () => undefined,
): InventionInputs {
  reading(FACTS_FILE);
  const read = factsVocabularyOf(texts.facts);
  reading(ALLOW_LIST_FILE);
  const allowed = allowListOf(texts.allowList);
  reading(CODE_VOCABULARY_FILE);
  const platform = platformVocabularyOf(texts.codeVocabulary);
  return {
    vocabulary: read.vocabulary,
    shapes: read.shapes,
    allowList: allowed,
    codeNames: codeNameInputsOf(read.facts, platform, allowed.names),
  };
}

// The last reading, by the files' text: `gatsby develop` runs the content again on every save,
// and most saves leave the facts as they were.
let last:
  { facts: string; allowList: string; codeVocabulary: string; inputs: InventionInputs } | undefined;

/**
 * The facts and allow-list of a project. A file that cannot be read or is malformed is a
 * problem of that file (the run goes on, without the check), never a throw: `gatsby develop`
 * keeps every page while the writer fixes it.
 */
export function readInventionInputs(projectRoot: string): {
  inputs?: InventionInputs;
  problems: ContentProblem[];
} {
  // Each file's size is checked before it is read (src/node/content/inputSize.ts).
  const read = (file: string) => readTextWithinLimit(path.join(projectRoot, file), "data");
  let file = FACTS_FILE;
  try {
    const facts = read(FACTS_FILE);
    file = ALLOW_LIST_FILE;
    const allowList = read(ALLOW_LIST_FILE);
    file = CODE_VOCABULARY_FILE;
    const codeVocabulary = read(CODE_VOCABULARY_FILE);
    if (
      last?.facts !== facts ||
      last.allowList !== allowList ||
      last.codeVocabulary !== codeVocabulary
    ) {
      const texts = { facts, allowList, codeVocabulary };
      last = { ...texts, inputs: inventionInputsOf(texts, (reading) => (file = reading)) };
    }
    return { inputs: last.inputs, problems: [] };
  } catch (error) {
    // Read as a field: an Error from another realm (a jest sandbox) is no `instanceof Error`.
    const thrown = (error as { message?: unknown } | undefined)?.message;
    const message = (typeof thrown === "string" ? thrown : String(error)).replace(
      new RegExp(`^${file.replace(/[.]/g, "\\.")}: `),
      "",
    );
    return {
      problems: [
        { file, message: `the invention check cannot read it: ${message}`, severity: "error" },
      ],
    };
  }
}

/** A name the facts do not have, with what it was read as. */
export interface InventedName {
  name: string;
  as: string;
  line: number;
  column: number;
}

/**
 * The one message of an invented name: what was read, why it is refused, what to do. The same
 * in `npm run check`, on the page in `gatsby develop`, and in a failed build.
 */
export function inventedNameMessage(found: Pick<InventedName, "name" | "as">): string {
  return `\`${found.name}\` is read as ${found.as}, and the SDK facts do not have it: correct the name, or add a fact with its source to ${FACTS_FILE}, or, if it is no Wemap API, an entry with its reason to ${ALLOW_LIST_FILE} (a language's or platform's name: to ${CODE_VOCABULARY_FILE}, with its source)`;
}

// The last judgement of each doc text. `gatsby develop` runs the content again on every save and
// hands back the same cached text for every doc the save left alone: only the edited doc, or
// every doc after a facts edit (new inputs), is judged again.
const judged = new WeakMap<
  DocText,
  { docId: string; inputs: InventionInputs; names: InventedName[] }
>();

/**
 * The piece of code (its index among the doc's pieces) a place of the doc sits in, if any: a
 * code block by its lines, an inline code span by its line and columns.
 */
function codePieceOf(text: DocText): (line: number, column: number) => number | undefined {
  const pieces = text.pieces.flatMap((piece, index) => {
    if (piece.place === "code block")
      return [
        {
          index,
          line: piece.line - 1,
          lastLine: piece.line + piece.value.split("\n").length,
          column: 0,
          lastColumn: Infinity,
        },
      ];
    if (piece.place === "inline code" && !piece.value.includes("\n"))
      return [
        {
          index,
          line: piece.line,
          lastLine: piece.line,
          column: piece.column,
          lastColumn: piece.column + piece.value.length + 1,
        },
      ];
    return [];
  });
  return (line, column) =>
    pieces.find(
      (piece) =>
        line >= piece.line &&
        line <= piece.lastLine &&
        column >= piece.column &&
        column <= piece.lastColumn,
    )?.index;
}

/** Every invented name of one doc's text; inline code on reference pages is strict. */
export function inventedNames(
  docId: string,
  text: DocText,
  inputs: InventionInputs,
): InventedName[] {
  const last = judged.get(text);
  if (last && last.docId === docId && last.inputs === inputs) return last.names;
  const strictInlineCode = pageKind(docId) === "reference";
  const { unresolved: parsed, readWhole, declared } = readCodeNames(docId, text, inputs.codeNames);
  // A block of Kotlin, Java, Swift or Dart that parses whole has every name resolved, each
  // against its owner's facts: the text reading's guesses from a name's shape (`com.google...`
  // read as a member of `com`, a platform's `addOnMapClickListener` as an SDK listener) would
  // only add false alarms there. Its coordinates and REST paths are still read (apiShapes).
  const unparsed = { ...text, pieces: text.pieces.filter((_, index) => !readWhole.has(index)) };
  const read = [
    ...findUnknownApiNames(unparsed, inputs.vocabulary, inputs.allowList, { strictInlineCode }),
    ...findShapeProblems(text, inputs.shapes),
  ]
    .map(({ name, as, line, column }) => ({ name, as, line, column }))
    // A listener-shaped name the page's own code declares (an app's `OnItemClickListener`) is its own.
    .filter((found) => !declared.has(found.name));
  // A name both readings find is told once: where the parsed reading found it (the exact name
  // and place), unless the text reading found it at the same place.
  // A name both readings find in one piece of code is told once: in a code block as the parser
  // read it (the exact name and place), in an inline code span as the text reading wrote it
  // (`livemap.flyAway()` is read as a method of livemap), which says more of a lone span.
  const pieceOf = codePieceOf(text);
  const inline = new Set(
    text.pieces.flatMap((piece, index) => (piece.place === "inline code" ? [index] : [])),
  );
  const same = (textual: InventedName, other: InventedName) => {
    const piece = pieceOf(other.line, other.column);
    return (
      piece !== undefined &&
      piece === pieceOf(textual.line, textual.column) &&
      writtenIn(textual.name, other.name)
    );
  };
  const inSpan = (found: InventedName) => inline.has(pieceOf(found.line, found.column) ?? -1);
  const kept = read.filter((found) => inSpan(found) || !parsed.some((other) => same(found, other)));
  const told = new Set(kept.map((found) => `${found.line}:${found.column}`));
  const names = [
    ...kept,
    ...parsed.filter(
      (found) =>
        !told.has(`${found.line}:${found.column}`) &&
        !(inSpan(found) && kept.some((textual) => same(textual, found))),
    ),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
  judged.set(text, { docId, inputs, names });
  return names;
}

/**
 * The invented names of a doc as its content problems, each with its code frame. A name
 * `toldElsewhere` says another check reports (the compiler, at a place inside it) is left out.
 */
export function inventedNameProblems(
  doc: { id: string; sourceFile: string; source: string },
  text: DocText,
  inputs: InventionInputs,
  toldElsewhere: (found: InventedName) => boolean = () => false,
): ContentProblem[] {
  return inventedNames(doc.id, text, inputs)
    .filter((found) => !toldElsewhere(found))
    .map((found) =>
      withFrame(
        {
          file: doc.sourceFile,
          line: found.line,
          column: found.column,
          message: inventedNameMessage(found),
          severity: "error",
        },
        doc.source,
      ),
    );
}
