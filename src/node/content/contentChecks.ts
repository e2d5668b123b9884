import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { docIdFromRelativePath } from "./docPaths";
import { findUnknownApiNames, type AllowList } from "./apiNames";
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
  /** Line of the body's first line in the file. */
  firstLine: number;
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
          firstLine: source.slice(0, source.length - parsed.content.length).split("\n").length,
        };
      }),
  );
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
  name: string;
  place: string;
}

/** Names on any page that the facts do not know; inline code on reference pages is strict. */
export function apiNameReport(
  files = readContentFiles(),
  vocabulary = readSdkVocabulary(),
  allowList = readAllowList(),
): ApiNameProblem[] {
  return files.flatMap((file) =>
    findUnknownApiNames(file.body, vocabulary, allowList, {
      strictInlineCode: pageKind(file.id) === "reference",
      firstLine: file.firstLine,
    }).map((unknown) => ({ file: file.file, ...unknown })),
  );
}
