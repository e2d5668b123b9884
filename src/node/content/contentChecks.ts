import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { docIdFromRelativePath } from "./docPaths";
import { factsVocabulary, findUnknownApiNames, type AllowList } from "./apiNames";
import { pageKind } from "./pageKind";

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
export function readAllowList(): AllowList {
  const file = JSON.parse(fs.readFileSync(ALLOW_LIST_FILE, "utf8")) as {
    names: Record<string, string>;
    patterns: Record<string, string>;
  };
  return {
    names: new Set(Object.keys(file.names)),
    patterns: Object.keys(file.patterns).map((pattern) => new RegExp(pattern)),
  };
}

export function apiNameReport(files = readContentFiles()) {
  const vocabulary = factsVocabulary(fs.readFileSync(FACTS_FILE, "utf8"));
  const allowList = readAllowList();
  return files
    .filter((file) => pageKind(file.id) === "reference")
    .flatMap((file) =>
      findUnknownApiNames(file.body, vocabulary, allowList, file.firstLine).map((unknown) => ({
        file: file.file,
        ...unknown,
      })),
    );
}
