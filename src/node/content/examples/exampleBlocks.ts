import { inlineScriptsWithPlaces } from "../../deploy/inlineScripts";
import type { DocText } from "../docText";

/**
 * The code blocks of a doc that the TypeScript compiler judges: every fence of TypeScript,
 * TSX, JavaScript or JSX, and the inline scripts of every HTML fence, with what its meta says of
 * it (`exampleKindOf`). A block is a whole
 * module unless its meta calls it a fragment (compiled inside a context that declares what it
 * assumes) or a quote (declarations copied from a package, compared with the package's own).
 */

export type ExampleLanguage = "ts" | "tsx" | "js" | "jsx";

/** Fence names of the four languages, as WRITING.md lists them (Prism's aliases included). */
const LANGUAGE_OF_FENCE: Readonly<Record<string, ExampleLanguage>> = {
  ts: "ts",
  typescript: "ts",
  tsx: "tsx",
  js: "js",
  javascript: "js",
  jsx: "jsx",
};

export function exampleLanguageOf(fence: string | undefined): ExampleLanguage | undefined {
  return fence ? LANGUAGE_OF_FENCE[fence.toLowerCase()] : undefined;
}

/** What a block's meta asks of the compile. */
export type ExampleKind =
  { kind: "module" } | { kind: "fragment"; context: string } | { kind: "quote"; module: string };

export interface ExampleBlock {
  /** The doc's file, relative to the project, as messages name it. */
  sourceFile: string;
  /** The docs version the doc belongs to (`1.14`, `1.13`): what its imports resolve to. */
  version: string;
  /** The block's index among the doc's example blocks: its virtual file's name. */
  index: number;
  language: ExampleLanguage;
  code: string;
  /** Where the code starts in the doc: its first line and the column its lines start at. */
  line: number;
  column: number;
  kind: ExampleKind;
}

export interface MetaProblem {
  line: number;
  column: number;
  message: string;
}

/** `name="value"` pairs and bare words of a fence's meta, in order. */
function metaParts(meta: string): { name: string; value?: string }[] {
  const parts: { name: string; value?: string }[] = [];
  for (const match of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?|\{[^}]*\}/g)) {
    if (!match[1]) continue;
    const value = match[2] ?? match[3] ?? match[4];
    parts.push({ name: match[1], ...(value === undefined ? {} : { value }) });
  }
  return parts;
}

/**
 * What a block's meta says it is. `fragment="react-native"` names the context a fragment is
 * compiled in; `quotes="@wemap/react-native-wemap-livemap/src/types"` names the module whose
 * declarations a quote copies. Anything else in the meta (a title, line highlights) is the
 * page's business.
 */
export function exampleKindOf(meta: string | undefined): ExampleKind | { problem: string } {
  const parts = metaParts(meta ?? "").filter(
    (part) => part.name === "fragment" || part.name === "quotes",
  );
  if (parts.length === 0) return { kind: "module" };
  if (parts.length > 1)
    return {
      problem:
        "a block is a fragment or a quote, not both: keep one of `fragment` and `quotes` in its meta",
    };
  const [part] = parts;
  if (!part?.value)
    return part?.name === "fragment"
      ? {
          problem:
            'a fragment names the context it is compiled in: `fragment="javascript"` (the contexts are in code-examples/contexts/)',
        }
      : {
          problem:
            'a quote names the module it copies: `quotes="@wemap/react-native-wemap-livemap/src/types"`',
        };
  return part.name === "fragment"
    ? { kind: "fragment", context: part.value }
    : { kind: "quote", module: part.value };
}

/**
 * The JavaScript an HTML fence runs: its inline scripts, in place, everything else blanked, so
 * the compiler's lines and columns are the fence's. The scripts of one page share its globals,
 * so they are one file; a `;` where each ends keeps one from running into the next.
 */
export function htmlScriptsOf(html: string): string | undefined {
  const scripts = inlineScriptsWithPlaces(html);
  if (scripts.length === 0) return undefined;
  const kept = new Uint8Array(html.length);
  for (const script of scripts) kept.fill(1, script.start, script.end);
  let code = "";
  for (let index = 0; index < html.length; index += 1) {
    const character = html.charAt(index);
    if (kept[index] || character === "\n") code += character;
    else code += scripts.some((script) => script.end === index) ? ";" : " ";
  }
  return code;
}

/** The example blocks of a doc's text, and the problems of their metas (at the fence). */
export function exampleBlocksOf(
  doc: { sourceFile: string; version: string },
  text: DocText,
): { blocks: ExampleBlock[]; problems: MetaProblem[] } {
  const blocks: ExampleBlock[] = [];
  const problems: MetaProblem[] = [];
  for (const piece of text.pieces) {
    if (piece.place !== "code block") continue;
    const scripts = piece.lang?.toLowerCase() === "html" ? htmlScriptsOf(piece.value) : undefined;
    const language = scripts === undefined ? exampleLanguageOf(piece.lang) : "js";
    if (!language) continue;
    const kind = exampleKindOf(piece.meta);
    if ("problem" in kind) {
      // The fence is the line before the code.
      problems.push({ line: piece.line - 1, column: piece.column, message: kind.problem });
      continue;
    }
    blocks.push({
      sourceFile: doc.sourceFile,
      version: doc.version,
      index: blocks.length,
      language,
      code: scripts ?? piece.value,
      line: piece.line,
      column: piece.column,
      kind,
    });
  }
  return { blocks, problems };
}
