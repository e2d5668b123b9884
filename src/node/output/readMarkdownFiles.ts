import fs from "node:fs";
import path from "node:path";
import { walk, type TreeNode } from "../mdx/tree";
import type { BuiltPage, PageLink } from "./readPages";

/** What reads Markdown as a reader's tools do, and names headings as GitHub does. */
export interface MarkdownReader {
  parseMarkdown: (text: string) => unknown;
  toString: (node: unknown) => string;
  createSlugger: () => { slug: (value: string) => string };
}

/** Files of the build that are Markdown: the docs' twins and the llms files. */
export function isMarkdownOutput(file: string): boolean {
  return file.endsWith(".md") || /(^|\/)llms(-full)?\.txt$/.test(file);
}

const LINK_NODES: Readonly<Record<string, string>> = {
  link: "markdown link",
  image: "markdown image",
  definition: "markdown definition",
};

/**
 * One Markdown file of the build as the output check reads a page: the URLs of its links,
 * images and definitions, and its anchors (its headings' slugs, as GitHub and most Markdown
 * renderers make them). It is served at its own path (`/docs/about.md`, `/llms.txt`).
 */
export function parseMarkdownPage(file: string, text: string, reader: MarkdownReader): BuiltPage {
  const tree = reader.parseMarkdown(text) as TreeNode;
  const slugger = reader.createSlugger();
  const anchors = new Set<string>();
  const links: PageLink[] = [];
  walk(tree, (node) => {
    if (node.type === "heading") anchors.add(slugger.slug(reader.toString(node).trim()));
    const attribute = LINK_NODES[node.type];
    if (attribute && typeof node.url === "string") links.push({ attribute, url: node.url });
  });
  return { file, path: `/${file}`, anchors, links };
}

/** Reads and parses every Markdown file of a build's output. */
export function readMarkdownPages(
  publicDir: string,
  files: readonly string[],
  reader: MarkdownReader,
): BuiltPage[] {
  return files
    .filter(isMarkdownOutput)
    .map((file) =>
      parseMarkdownPage(file, fs.readFileSync(path.join(publicDir, file), "utf8"), reader),
    );
}
