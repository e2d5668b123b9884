import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Language, Parser, type Node, type Tree } from "web-tree-sitter";

/**
 * Parses a doc's code block with a real grammar (tree-sitter, WebAssembly), so the invention
 * check can read what the code uses instead of guessing it with regular expressions. The site's
 * snippets are rarely whole files: Kotlin and Dart statements at top level, Swift members
 * outside a type. A block that does not parse whole is tried again inside a wrapper (a function
 * body, then a class body), and positions are mapped back to the page either way.
 */

export type GrammarName = "kotlin" | "swift" | "dart" | "java" | "json";

/**
 * The fence languages the site's pages write, and the grammar each is read with. `groovy`
 * (Gradle files) has no grammar in tree-sitter-wasms; bash, xml, html, ruby, http, yaml and
 * properties name no SDK API the check can judge. JavaScript, TypeScript, JSX and TSX are not
 * read here: the TypeScript compiler judges them (src/node/content/examples/).
 */
const GRAMMAR_OF_FENCE: Readonly<Record<string, GrammarName>> = {
  kotlin: "kotlin",
  kt: "kotlin",
  swift: "swift",
  dart: "dart",
  java: "java",
  json: "json",
};

export function grammarOfFence(lang: string | undefined): GrammarName | undefined {
  return lang ? GRAMMAR_OF_FENCE[lang.toLowerCase()] : undefined;
}

/**
 * Text put around a snippet when it does not parse whole. Each prefix ends with a line break
 * and the suffix starts with one, so the snippet's own columns are unchanged and its rows only
 * shift by the prefix's lines.
 */
interface Wrapper {
  name: string;
  prefix: string;
  suffix: string;
}

const FUNCTION_BODY = "function body";
const CLASS_BODY = "class body";
const EXPRESSION = "expression";
const SIGNATURE = "signature";

const WRAPPERS: Readonly<Record<GrammarName, readonly Wrapper[]>> = {
  kotlin: [
    { name: FUNCTION_BODY, prefix: "fun snippet__() {\n", suffix: "\n}" },
    { name: CLASS_BODY, prefix: "class Snippet__ {\n", suffix: "\n}" },
  ],
  swift: [
    { name: FUNCTION_BODY, prefix: "func snippet__() {\n", suffix: "\n}" },
    { name: CLASS_BODY, prefix: "class Snippet__ {\n", suffix: "\n}" },
  ],
  dart: [
    { name: FUNCTION_BODY, prefix: "void snippet__() {\n", suffix: "\n}" },
    { name: CLASS_BODY, prefix: "class Snippet__ {\n", suffix: "\n}" },
    // A lone expression (a constructor call showing its named arguments) lacks the `;` a
    // Dart statement needs.
    { name: EXPRESSION, prefix: "void snippet__() {\nfinal snippet__ =\n", suffix: "\n;}" },
    // Reference pages write a constructor's or method's signature alone, without its `;`.
    { name: SIGNATURE, prefix: "class Snippet__ {\n", suffix: "\n;}" },
  ],
  java: [
    // Java has no top-level statements or members: a class body comes first for members,
    // a method inside one for statements.
    { name: CLASS_BODY, prefix: "class Snippet__ {\n", suffix: "\n}" },
    { name: FUNCTION_BODY, prefix: "class Snippet__ { void snippet__() {\n", suffix: "\n}}" },
  ],
  json: [],
};

/**
 * The folder of the grammars' wasm files, found when first needed: resolved through Node's own
 * require, since the bundler that compiles gatsby-node maps `require.resolve` to its own modules.
 */
function wasmFolder(): string {
  const nodeRequire = createRequire(path.join(process.cwd(), "package.json"));
  return path.join(path.dirname(nodeRequire.resolve("tree-sitter-wasms/package.json")), "out");
}

// One runtime and one parser per grammar, loaded the first time a block of it is parsed:
// a run over the whole content loads each wasm file once.
let runtime: Promise<void> | undefined;
const parsers = new Map<GrammarName, Promise<Parser>>();
// The parsers loaded so far, for the synchronous reading the content checks do once loaded.
const loaded = new Map<GrammarName, Parser>();

function parserOf(grammar: GrammarName): Promise<Parser> {
  let parser = parsers.get(grammar);
  if (!parser) {
    runtime ??= Parser.init();
    parser = runtime.then(async () => {
      // The bytes, not the path: given a path, web-tree-sitter reads it through a dynamic
      // import of node:fs, which jest's module runtime refuses.
      const bytes = fs.readFileSync(path.join(wasmFolder(), `tree-sitter-${grammar}.wasm`));
      const language = await Language.load(bytes);
      const created = new Parser();
      created.setLanguage(language);
      loaded.set(grammar, created);
      return created;
    });
    parsers.set(grammar, parser);
  }
  return parser;
}

const GRAMMARS: readonly GrammarName[] = ["kotlin", "swift", "dart", "java", "json"];

/** Loads every grammar once, so that parseCodeSync can read any block afterwards. */
export async function loadGrammars(): Promise<void> {
  // One after the other: web-tree-sitter links a grammar's scanner into its one runtime, and two
  // grammars loading at once fail to find their symbols.
  for (const grammar of GRAMMARS) await parserOf(grammar);
}

/** A place in the page: 1-based line and column, as content problems give them. */
export interface PagePosition {
  line: number;
  column: number;
}

/** Where a code block sits in its page, as DocText gives it (its first line of code, fence column). */
export interface BlockPlace {
  line: number;
  column: number;
}

export interface ParsedBlock {
  grammar: GrammarName;
  tree: Tree;
  /** The wrapper that made the block parse (or parse with the fewest errors), if one was needed. */
  wrapper?: string;
  /** Nodes the grammar could not read (ERROR or MISSING) remain in the tree. */
  hasErrors: boolean;
  /** Where a node of the tree starts in the page; a node of the wrapper maps outside the block. */
  positionOf: (node: Node) => PagePosition;
  /** Whether a node is the snippet's own text, not the wrapper's. */
  isSnippet: (node: Node) => boolean;
}

/** How many nodes of a tree the grammar could not read: the measure wrappers are chosen by. */
function errorCount(tree: Tree): number {
  if (!tree.rootNode.hasError) return 0;
  let count = 0;
  const cursor = tree.walk();
  let descend = true;
  for (;;) {
    const node = cursor.currentNode;
    if (descend && (node.isError || node.isMissing)) count += 1;
    if (descend && node.hasError && cursor.gotoFirstChild()) continue;
    if (cursor.gotoNextSibling()) {
      descend = true;
      continue;
    }
    if (!cursor.gotoParent()) break;
    descend = false;
  }
  return count;
}

function lineCount(text: string): number {
  return text.split("\n").length - 1;
}

/**
 * Parses a code block of a page. `place` is where DocText says it sits: the code's lines are
 * the page's from `place.line`, shifted by the fence's indentation (`place.column - 1`).
 * Undefined when the fence language has no grammar.
 */
export async function parseCode(
  code: string,
  lang: string | undefined,
  place: BlockPlace = { line: 1, column: 1 },
): Promise<ParsedBlock | undefined> {
  const grammar = grammarOfFence(lang);
  if (!grammar) return undefined;
  await parserOf(grammar);
  return parseCodeSync(code, lang, place);
}

/** parseCode, once loadGrammars has resolved: the content checks judge docs synchronously. */
export function parseCodeSync(
  code: string,
  lang: string | undefined,
  place: BlockPlace = { line: 1, column: 1 },
): ParsedBlock | undefined {
  const grammar = grammarOfFence(lang);
  if (!grammar) return undefined;
  const parser = loaded.get(grammar);
  if (!parser) throw new Error(`the ${grammar} grammar is not loaded: await loadGrammars() first`);
  const attempts: { wrapper?: Wrapper; tree: Tree; errors: number }[] = [];
  for (const wrapper of [undefined, ...WRAPPERS[grammar]]) {
    const text = wrapper ? wrapper.prefix + code + wrapper.suffix : code;
    const tree = parser.parse(text);
    if (!tree) continue;
    const errors = errorCount(tree);
    attempts.push({ wrapper, tree, errors });
    if (errors === 0) break;
  }
  // The first attempt with the fewest errors: the bare snippet wins a tie, its positions need no
  // mapping and a wrapper that changes nothing should not be reported as needed.
  const best = attempts.reduce((kept, attempt) => (attempt.errors < kept.errors ? attempt : kept));
  for (const attempt of attempts) if (attempt !== best) attempt.tree.delete();
  const prefixRows = best.wrapper ? lineCount(best.wrapper.prefix) : 0;
  const snippetEnd = prefixRows + lineCount(code);
  return {
    grammar,
    tree: best.tree,
    ...(best.wrapper ? { wrapper: best.wrapper.name } : {}),
    hasErrors: best.errors > 0,
    positionOf: (node) => ({
      line: place.line + node.startPosition.row - prefixRows,
      column: place.column + node.startPosition.column,
    }),
    isSnippet: (node) => node.startPosition.row >= prefixRows && node.endPosition.row <= snippetEnd,
  };
}
