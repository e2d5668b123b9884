import { visit } from "unist-util-visit";
import { frontmatterFieldLine } from "../content/readFrontmatter";
import { withFrame } from "../mdx/problems";
import { loadMdxToolchain } from "../mdx/toolchain";
import type { TreeNode } from "../mdx/tree";
import type { ContentProblem } from "../../shared/docPage";
import type { Sidebar } from "../../shared/sidebar";

/**
 * The frontmatter fields shown as plain text: the page's h1 and `<title>`, its sidebar label,
 * its meta description. The title and description also head the page's Markdown twin and its
 * line in llms.txt (src/node/twins), where a Markdown reader reads them again.
 */
export const TEXT_FIELDS = ["title", "sidebar_label", "description"] as const;

/** What a Markdown reader finds in a text: links written in Markdown, and URLs it links. */
export interface TextLinks {
  /** `[words](url)` or `![words](url)`, as written: shown as they are, brackets and all. */
  written: string[];
  /** `<https://…>`, `https://…` or `www.…` (GFM links these): links in the Markdown files. */
  urls: string[];
}

/** Reads Markdown as the output check reads the Markdown files (CommonMark and GFM). */
export type MarkdownReader = (text: string) => unknown;

/**
 * What could make a link for a Markdown reader: brackets, an angle bracket, a scheme or `www.`.
 * A text without any is read without the parser (nearly every title and label).
 */
function mayHoldLink(text: string): boolean {
  return /[[<]|:\/\/|www\./i.test(text);
}

/**
 * The Markdown reader, loaded only when one of `texts` may hold a link: the toolchain is ES
 * modules only, which the unit tests' runtime cannot load, and plain texts do not need it.
 */
export async function markdownReaderFor(texts: readonly unknown[]): Promise<MarkdownReader> {
  const needed = texts.some((text) => typeof text === "string" && mayHoldLink(text));
  return needed ? (await loadMdxToolchain()).parseMarkdown : () => ({ type: "root", children: [] });
}

/** The label of every category of a sidebar, nested ones too. */
export function categoryLabels(items: Sidebar): string[] {
  return items.flatMap((item) =>
    item.type === "category" ? [item.label, ...categoryLabels(item.items)] : [],
  );
}

/**
 * The links of `text` as the site's Markdown reader (CommonMark and GFM, as the output check
 * reads the twins and llms.txt) finds them. A URL written bare becomes a link there whatever the
 * writer of the file escapes: GFM finds it in the text once parsed.
 */
export function linksInText(text: string, parseMarkdown: MarkdownReader): TextLinks {
  const links: TextLinks = { written: [], urls: [] };
  if (!mayHoldLink(text)) return links;
  visit(parseMarkdown(text) as TreeNode, (node: TreeNode) => {
    if (node.type !== "link" && node.type !== "image") return;
    const start = node.position?.start?.offset ?? 0;
    const end = node.position?.end?.offset ?? text.length;
    const source = text.slice(start, end);
    if (node.type === "image" || source.startsWith("[")) links.written.push(source);
    else if (typeof node.url === "string") links.urls.push(node.url);
  });
  return links;
}

/** A URL of the frontmatter's text, placed on its field's line, for the link check. */
export interface FrontmatterLink {
  href: string;
  line: number;
  column: number;
  /** `frontmatter field "title"`. */
  at: string;
}

/**
 * A doc's text fields judged as their readers read them: Markdown's link syntax is refused (the
 * page would show it as written), and every URL a Markdown reader links is returned for the
 * link check, which judges it as it judges the body's links. Both placed on the field's line.
 */
export function frontmatterTextLinks(
  sourceFile: string,
  source: string,
  data: Record<string, unknown>,
  parseMarkdown: MarkdownReader,
): { problems: ContentProblem[]; links: FrontmatterLink[] } {
  const problems: ContentProblem[] = [];
  const links: FrontmatterLink[] = [];
  for (const field of TEXT_FIELDS) {
    const text = data[field];
    if (typeof text !== "string") continue;
    const found = linksInText(text, parseMarkdown);
    const line = frontmatterFieldLine(source, field) ?? 1;
    const at = `frontmatter field "${field}"`;
    for (const written of found.written) {
      problems.push(
        withFrame(
          {
            file: sourceFile,
            line,
            column: 1,
            message: `${at}: is plain text: ${written} would show as written, brackets and all; write the words only, and link from the page's text`,
            severity: "error",
          },
          source,
        ),
      );
    }
    for (const href of found.urls) links.push({ href, line, column: 1, at });
  }
  return { problems, links };
}
