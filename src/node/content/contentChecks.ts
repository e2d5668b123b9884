import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { docIdFromRelativePath } from "./docPaths";
import { findUnknownApiNames, type AllowList } from "./apiNames";
import { findShapeProblems, shapeVocabulary } from "./apiShapes";
import type { DocText } from "./docText";
import { processDocWithText } from "../mdx/processDoc";
import { loadMdxToolchain } from "../mdx/toolchain";
import { pageKind } from "./pageKind";
import { buildSdkVocabulary, readFacts, type SdkVocabulary } from "./sdkVocabulary";

const projectRoot = path.join(__dirname, "..", "..", "..");
export const CONTENT_ROOT = path.join(projectRoot, "content");
const FACTS_FILE = path.join(projectRoot, "data", "wemap-sdk-facts.json");
const ALLOW_LIST_FILE = path.join(projectRoot, "data", "api-names-allow-list.json");

export interface ContentFile {
  file: string;
  id: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

/** A doc with what the checks read of it: prose and code as the page's mdast has them. */
export interface CheckedFile extends ContentFile {
  text: DocText;
}

/** Every doc of every version, read from content/. */
export function readContentFiles(root = CONTENT_ROOT): ContentFile[] {
  const versionRoots = [path.join(root, "docs")];
  const versioned = path.join(root, "versioned_docs");
  if (fs.existsSync(versioned)) {
    for (const name of fs.readdirSync(versioned)) versionRoots.push(path.join(versioned, name));
  }
  return versionRoots.flatMap((versionRoot) =>
    fs
      .readdirSync(versionRoot, { recursive: true })
      .map(String)
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((relative) => {
        const absolute = path.join(versionRoot, relative);
        const source = fs.readFileSync(absolute, "utf8");
        const parsed = matter(source);
        return {
          file: path.relative(projectRoot, absolute),
          id: docIdFromRelativePath(relative.split(path.sep).join("/")),
          frontmatter: parsed.data,
          body: parsed.content,
        };
      }),
  );
}

/**
 * Every doc of the content root with its text for the checks, from the compile the build makes
 * of it (src/node/mdx/processDoc.ts: one parse, whose mdast the page is built from).
 */
export async function readCheckedFiles(
  root = CONTENT_ROOT,
  keep: (file: ContentFile) => boolean = () => true,
): Promise<CheckedFile[]> {
  const toolchain = await loadMdxToolchain();
  const checked: CheckedFile[] = [];
  for (const file of readContentFiles(root).filter(keep)) {
    const absolutePath = path.join(projectRoot, file.file);
    const source = fs.readFileSync(absolutePath, "utf8");
    const { text } = await processDocWithText(
      { source, absolutePath, sourceFile: file.file },
      toolchain,
    );
    checked.push({ ...file, text });
  }
  return checked;
}

/** Names allowed although the facts do not spell them out, each with its reason. */
export function readAllowList(file = ALLOW_LIST_FILE): AllowList {
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as { names?: Record<string, unknown> };
  const names = Object.entries(parsed.names ?? {});
  const unexplained = names.filter(([, reason]) => typeof reason !== "string" || reason.length < 10);
  if (unexplained.length > 0)
    throw new Error(
      `${path.relative(projectRoot, file)}: names.${unexplained[0]?.[0]}: each allowed name needs its reason (a sentence)`,
    );
  return { names: new Set(names.map(([name]) => name)) };
}

/** The vocabulary of the SDK facts: what they say exists. */
export function readSdkVocabulary(file = FACTS_FILE): SdkVocabulary {
  const json = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  return buildSdkVocabulary(readFacts(json, path.relative(projectRoot, file)));
}

export interface ApiNameProblem {
  file: string;
  line: number;
  column: number;
  name: string;
  place: string;
}

/** Names on any page that the facts do not know; inline code on reference pages is strict. */
export function apiNameReport(
  files: readonly CheckedFile[],
  vocabulary = readSdkVocabulary(),
  allowList = readAllowList(),
): ApiNameProblem[] {
  return files.flatMap((file) =>
    findUnknownApiNames(file.text, vocabulary, allowList, {
      strictInlineCode: pageKind(file.id) === "reference",
    }).map((unknown) => ({ file: file.file, ...unknown })),
  );
}

/** The name shapes of `apiShapes.ts`, in each page's code and prose. */
export function apiShapeReport(
  files: readonly CheckedFile[],
  facts = FACTS_FILE,
): ApiNameProblem[] {
  const json = JSON.parse(fs.readFileSync(facts, "utf8")) as unknown;
  const factList = readFacts(json, path.relative(projectRoot, facts));
  const vocabulary = shapeVocabulary(
    buildSdkVocabulary(factList),
    [fs.readFileSync(facts, "utf8")],
  );
  return files.flatMap((file) =>
    findShapeProblems(file.text, vocabulary).map((problem) => ({ file: file.file, ...problem })),
  );
}

/**
 * The sentences of a page's prose: its paragraphs (list items each on its own), not headings,
 * tables, block quotes, JSX tags or code. Inline code reads `‹code›` and links `‹link›`.
 */
export function proseSentences(text: Pick<DocText, "paragraphs">): string[] {
  return text.paragraphs
    .flatMap((paragraph) => paragraph.text.split(/(?<=[.!?])\s+(?=[A-Z`[‹])/))
    .filter((sentence) => sentence.split(/\s+/).length >= 6);
}

/**
 * A sentence's template: the words that stay when the names change. Inline code, link text,
 * numbers and punctuation are blanked, so "`removeXListener` is..." on eleven pages is one
 * template.
 */
export function sentenceTemplate(sentence: string): string {
  return sentence
    .replace(/(`+)[^`]+?\1/g, "‹code›")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "‹link›")
    .replace(/\b[A-Z]\w*[A-Z]\w*\b/g, "‹name›")
    .replace(/\d+(\.\d+)?/g, "0")
    .replace(/[^\w‹›\s]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

export interface TemplateShare {
  kind: string;
  sentences: number;
  templated: number;
  share: number;
  /** The repeated templates, most frequent first, with the number of pages each is on. */
  repeated: { template: string; pages: number }[];
}

/**
 * For each page kind, the share of sentences whose template appears on at least `minPages`
 * pages of that kind: the boilerplate a reader meets again and again.
 */
export function templateSentenceShare(files: readonly CheckedFile[], minPages = 3): TemplateShare[] {
  const byKind = new Map<string, { file: string; templates: string[] }[]>();
  for (const file of files) {
    const kind = pageKind(file.id);
    const pages = byKind.get(kind) ?? [];
    pages.push({ file: file.file, templates: proseSentences(file.text).map(sentenceTemplate) });
    byKind.set(kind, pages);
  }
  return [...byKind].map(([kind, pages]) => {
    const pagesOf = new Map<string, Set<string>>();
    for (const page of pages)
      for (const template of page.templates)
        pagesOf.set(template, (pagesOf.get(template) ?? new Set()).add(page.file));
    const all = pages.flatMap((page) => page.templates);
    const templated = all.filter((template) => (pagesOf.get(template)?.size ?? 0) >= minPages);
    const repeated = [...pagesOf]
      .filter(([, onPages]) => onPages.size >= minPages)
      .map(([template, onPages]) => ({ template, pages: onPages.size }))
      .sort((a, b) => b.pages - a.pages);
    return {
      kind,
      sentences: all.length,
      templated: templated.length,
      share: all.length === 0 ? 0 : templated.length / all.length,
      repeated,
    };
  });
}

/** `file:line:col: \`name\` (place) is not in the SDK facts`, the line the script prints. */
export function formatApiNameProblem(problem: ApiNameProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}: \`${problem.name}\` (${problem.place}) is not in the SDK facts`;
}
