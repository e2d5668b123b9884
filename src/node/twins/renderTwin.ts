import type { TwinNode } from "./twinTree";

/** What heads a twin: the page's title and description, as its `<h1>` and meta show them. */
export interface TwinHead {
  title: string;
  description?: string | null;
}

/** Writes Markdown from an mdast tree (the toolchain's `toMarkdown`). */
export type MarkdownWriter = (tree: TwinNode) => string;

/**
 * A doc's Markdown twin: the title as `#`, the description under it, then the body (its links
 * already absolute, src/node/twins/twinLinks.ts), written by `mdast-util-to-markdown` with GFM
 * (tables, strikethrough, task lists), so whatever the text holds is escaped as Markdown needs.
 */
export function renderTwin(head: TwinHead, body: TwinNode, write: MarkdownWriter): string {
  const text = (value: string): TwinNode => ({ type: "text", value });
  const root: TwinNode = {
    type: "root",
    children: [
      { type: "heading", depth: 1, children: [text(head.title)] },
      ...(head.description ? [{ type: "paragraph", children: [text(head.description)] }] : []),
      ...(body.children ?? []),
    ],
  };
  return write(root);
}
