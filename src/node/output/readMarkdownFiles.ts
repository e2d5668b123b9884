import fs from "node:fs";
import path from "node:path";
import { visit } from "unist-util-visit";
import type { TreeNode } from "../mdx/tree";
import type { BuiltPage, PageLink } from "./readPages";

/** What reads Markdown as a reader's tools do, and names headings as GitHub does. */
export interface MarkdownReader {
  parseMarkdown: (text: string) => unknown;
  toString: (node: unknown) => string;
  createSlugger: () => { slug: (value: string) => string };
}

/**
 * Files of the build the output check parses as Markdown: the docs' twins and the llms.txt
 * indexes. `llms-full.txt` is checked as what it is, the twins one after another
 * (llmsFullProblem), so its links are theirs without parsing a megabyte twice.
 */
export function isMarkdownOutput(file: string): boolean {
  return file.endsWith(".md") || /(^|\/)llms\.txt$/.test(file);
}

/**
 * Why `/llms-full.txt` is not exactly the twins `/llms.txt` lists, in its order (joined as
 * src/node/twins/llmsTxt.ts joins them), or undefined when it is. `siteRoot` is the site's
 * address with its base path, which the index's links start with.
 */
export function llmsFullProblem(
  publicDir: string,
  files: readonly string[],
  index: BuiltPage | undefined,
  siteRoot: string,
  join: (twins: readonly string[]) => string,
): string | undefined {
  if (!files.includes("llms-full.txt")) return index ? "llms-full.txt was not written" : undefined;
  if (!index) return "llms-full.txt was written without llms.txt";
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const twins: string[] = [];
  for (const { url } of index.links) {
    if (!url.startsWith(`${siteRoot}/`) || !url.endsWith(".md")) continue;
    const file = decodeURI(url.slice(siteRoot.length + 1));
    if (!files.includes(file)) return `llms.txt lists ${url}, which was not built`;
    twins.push(read(file));
  }
  return read("llms-full.txt") === join(twins)
    ? undefined
    : "llms-full.txt is not the twins llms.txt lists, in its order";
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
  visit(tree, (node: TreeNode) => {
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
