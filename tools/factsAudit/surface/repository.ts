import fs from "node:fs";
import path from "node:path";
import type { Node } from "web-tree-sitter";
import { loadGrammars, parseCodeSync } from "../../../src/node/content/codeNames/parseCode";
import { dartDeclarations } from "./dart";
import type { Declaration, LocatedDeclaration } from "./declaration";
import { javaDeclarations } from "./java";
import { kotlinDeclarations } from "./kotlin";
import { swiftDeclarations } from "./swift";
import { childrenOf } from "./treeHelpers";
import { readTypeScript, type TypeScriptSurface } from "./typescript";

/**
 * One checkout of a repository at one commit, read on demand: each file's declarations (with
 * the grammar parseCode uses for the site's own code blocks, or the TypeScript compiler), and
 * the names each line uses, for the places where a closed SDK's symbol is only seen in use.
 */
const FENCE_OF_EXTENSION: Readonly<Record<string, string>> = {
  ".kt": "kotlin",
  ".java": "java",
  ".swift": "swift",
  ".dart": "dart",
  ".js": "js",
  ".jsx": "jsx",
  ".ts": "ts",
  ".tsx": "tsx",
};
const TYPESCRIPT = /\.(?:ts|tsx)$/;
/** Folders that hold no source of the repository's own: dependencies, builds, vendored binaries. */
const SKIPPED_FOLDERS = new Set([
  ".git",
  "node_modules",
  "Pods",
  "build",
  ".dart_tool",
  "lib/commonjs",
  "lib/module",
]);
/** Folders whose code uses the SDK but declares none of its API: examples and tests. */
const NOT_API = /(?:^|\/)(?:example|examples|test|tests|__tests__|Example|sample)\//;

export function fenceOfPath(file: string): string | undefined {
  return FENCE_OF_EXTENSION[path.extname(file)];
}

function listFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (relativeDir: string) => {
    for (const entry of fs.readdirSync(path.join(root, relativeDir), { withFileTypes: true })) {
      const relativePath = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (
          !SKIPPED_FOLDERS.has(entry.name) &&
          !SKIPPED_FOLDERS.has(relativePath) &&
          !entry.name.endsWith("framework")
        )
          walk(relativePath);
      } else if (entry.isFile()) found.push(relativePath);
    }
  };
  walk("");
  return found.sort();
}

export interface Repository {
  root: string;
  files: readonly string[];
  read(file: string): string | undefined;
  /** The declarations of one file (TypeScript files through the whole program). */
  declarationsIn(file: string): LocatedDeclaration[];
  /** The declarations of every source file outside examples and tests. */
  apiDeclarations(): LocatedDeclaration[];
  /** The members of a type, own and (TypeScript) inherited, or added by extensions. */
  membersOf(typeName: string, file?: string): LocatedDeclaration[];
  /**
   * The module a TypeScript package's users import, as package.json names it: its `types` when
   * the repository has that file (what the compiler reads), else its `react-native`, `source` or
   * `main` source file.
   */
  packageEntry(): string | undefined;
  /** For TypeScript modules: the names a module exports, with what each stands for. */
  exportsOf(file: string): Map<string, LocatedDeclaration>;
  /** The words a line writes in code (names, and the words of its strings), comments left out. */
  wordsAt(file: string, line: number): Set<string>;
  /** The words a line writes in its comments only. */
  commentWordsAt(file: string, line: number): Set<string>;
}

const WORD = /[A-Za-z_$][\w$]*/g;

/**
 * The words each line of a parsed file writes in code: names, and the words inside strings (the
 * JavaScript a Swift string carries, `"window.livemap.openEvent("`); comments are no use.
 */
function wordsByLine(root: Node, comments: boolean): Map<number, Set<string>> {
  const byLine = new Map<number, Set<string>>();
  const add = (line: number, words: Iterable<string>) => {
    const set = byLine.get(line) ?? new Set<string>();
    for (const word of words) set.add(word);
    byLine.set(line, set);
  };
  const visit = (node: Node) => {
    const children = childrenOf(node);
    if (children.length === 0 || /string|comment/.test(node.type)) {
      if (/comment/.test(node.type) !== comments) return;
      node.text
        .split("\n")
        .forEach((lineText, index) =>
          add(node.startPosition.row + 1 + index, lineText.match(WORD) ?? []),
        );
      return;
    }
    for (const child of children) visit(child);
  };
  visit(root);
  return byLine;
}

function parseDeclarations(file: string, text: string): Declaration[] {
  const fence = fenceOfPath(file);
  const parsed = fence ? parseCodeSync(text, fence) : undefined;
  if (!parsed) return [];
  try {
    switch (fence) {
      case "swift":
        return swiftDeclarations(text, parsed.tree.rootNode);
      case "dart":
        return dartDeclarations(parsed.tree.rootNode);
      case "kotlin":
        return kotlinDeclarations(parsed.tree.rootNode);
      case "java":
        return javaDeclarations(parsed.tree.rootNode);
      default:
        return [];
    }
  } finally {
    parsed.tree.delete();
  }
}

export async function openRepository(root: string): Promise<Repository> {
  await loadGrammars();
  const files = listFiles(root);
  const texts = new Map<string, string | undefined>();
  const read = (file: string) => {
    if (!texts.has(file)) {
      const full = path.join(root, file);
      texts.set(
        file,
        fs.existsSync(full) && fs.statSync(full).isFile()
          ? fs.readFileSync(full, "utf8")
          : undefined,
      );
    }
    return texts.get(file);
  };
  let typescript: TypeScriptSurface | undefined;
  const typeScriptSurface = () => {
    typescript ??= readTypeScript(
      new Map(
        files.filter((file) => TYPESCRIPT.test(file)).map((file) => [file, read(file) ?? ""]),
      ),
    );
    return typescript;
  };
  const declarationCache = new Map<string, LocatedDeclaration[]>();
  const declarationsIn = (file: string): LocatedDeclaration[] => {
    let cached = declarationCache.get(file);
    if (!cached) {
      const text = read(file);
      if (text === undefined) cached = [];
      else if (TYPESCRIPT.test(file))
        cached = typeScriptSurface().declarations.filter(
          (declaration) => declaration.path === file,
        );
      else
        cached = parseDeclarations(file, text).map((declaration) => ({
          ...declaration,
          path: file,
        }));
      declarationCache.set(file, cached);
    }
    return cached;
  };
  const wordCache = new Map<string, Map<number, Set<string>>>();
  /** A file's words line by line, of its code or of its comments, read once each. */
  const wordsOf = (file: string, comments: boolean): Map<number, Set<string>> => {
    const key = `${comments ? "comments" : "code"}:${file}`;
    let byLine = wordCache.get(key);
    if (!byLine) {
      byLine = new Map();
      const text = read(file);
      const fence = fenceOfPath(file);
      const parsed = text !== undefined && fence ? parseCodeSync(text, fence) : undefined;
      if (parsed) {
        byLine = wordsByLine(parsed.tree.rootNode, comments);
        parsed.tree.delete();
      } else if (text !== undefined && !comments) {
        // A file no grammar reads (Objective-C, Markdown, Gradle): each line's words.
        for (const [index, lineText] of text.split("\n").entries())
          byLine.set(index + 1, new Set(lineText.match(WORD) ?? []));
      }
      wordCache.set(key, byLine);
    }
    return byLine;
  };
  let api: LocatedDeclaration[] | undefined;
  const apiDeclarations = () =>
    (api ??= files
      .filter((file) => !NOT_API.test(file) && fenceOfPath(file))
      .flatMap(declarationsIn));

  return {
    root,
    files,
    read,
    declarationsIn,
    apiDeclarations,
    membersOf(typeName, file) {
      if (file && TYPESCRIPT.test(file)) return typeScriptSurface().membersOf(file, typeName);
      // Members of the same name in another language are another type's (the Swift side of a Flutter plugin).
      const extension = file ? path.extname(file) : undefined;
      return apiDeclarations().filter(
        (declaration) =>
          declaration.container === typeName &&
          (!extension || path.extname(declaration.path) === extension),
      );
    },
    packageEntry() {
      const manifest = read("package.json");
      if (manifest === undefined) return undefined;
      const fields = JSON.parse(manifest) as Record<string, unknown>;
      const candidates = ["types", "typings", "react-native", "source", "main"]
        .map((field) => fields[field])
        .filter((value): value is string => typeof value === "string")
        .flatMap((value) => {
          const file = value.replace(/^\.\//, "");
          return [file, `${file}.ts`, `${file}.tsx`, `${file}/index.ts`];
        });
      return candidates.find((file) => TYPESCRIPT.test(file) && files.includes(file));
    },
    exportsOf: (file) => (TYPESCRIPT.test(file) ? typeScriptSurface().exportsOf(file) : new Map()),
    wordsAt: (file, line) => wordsOf(file, false).get(line) ?? new Set(),
    commentWordsAt: (file, line) => wordsOf(file, true).get(line) ?? new Set(),
  };
}
