import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { docIdFromRelativePath } from "../../src/node/content/docPaths";
import { findUnknownApiNames, type AllowList } from "../../src/node/content/apiNames";
import { findShapeProblems } from "../../src/node/content/apiShapes";
import type { DocText } from "../../src/node/content/docText";
import {
  allowListOf,
  factsVocabularyOf,
  ALLOW_LIST_FILE as ALLOW_LIST,
  FACTS_FILE as FACTS,
} from "../../src/node/content/inventionCheck";
import { processDoc } from "../../src/node/mdx/processDoc";
import { loadMdxToolchain } from "../../src/node/mdx/toolchain";
import { pageKind } from "../../src/node/content/pageKind";
import type { SdkVocabulary } from "../../src/node/content/sdkVocabulary";

const projectRoot = path.join(__dirname, "..", "..");
export const CONTENT_ROOT = path.join(projectRoot, "content");
const FACTS_FILE = path.join(projectRoot, FACTS);
const ALLOW_LIST_FILE = path.join(projectRoot, ALLOW_LIST);

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
function readContentFiles(root = CONTENT_ROOT): ContentFile[] {
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
    const { text } = await processDoc({ source, absolutePath, sourceFile: file.file }, toolchain);
    checked.push({ ...file, text });
  }
  return checked;
}

/** Names allowed although the facts do not spell them out, each with its reason. */
export function readAllowList(file = ALLOW_LIST_FILE): AllowList {
  return allowListOf(fs.readFileSync(file, "utf8"), path.relative(projectRoot, file));
}

/** The vocabulary of the SDK facts: what they say exists. */
export function readSdkVocabulary(file = FACTS_FILE): SdkVocabulary {
  return factsVocabularyOf(fs.readFileSync(file, "utf8"), path.relative(projectRoot, file))
    .vocabulary;
}

export interface ApiNameProblem {
  file: string;
  line: number;
  column: number;
  name: string;
  place: string;
  /** What the name was read as ("a method of Livemap", "a REST path"). */
  as: string;
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
  const { shapes: vocabulary } = factsVocabularyOf(
    fs.readFileSync(facts, "utf8"),
    path.relative(projectRoot, facts),
  );
  return files.flatMap((file) =>
    findShapeProblems(file.text, vocabulary).map((problem) => ({ file: file.file, ...problem })),
  );
}

/**
 * The sentences of a page's prose: its paragraphs (list items each on its own), not headings,
 * tables, block quotes, JSX tags or code. Inline code reads `‹code›` and links `‹link›`.
 */
function proseSentences(text: Pick<DocText, "paragraphs">): string[] {
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
export function templateSentenceShare(
  files: readonly CheckedFile[],
  minPages = 3,
): TemplateShare[] {
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
