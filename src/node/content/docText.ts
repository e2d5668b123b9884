/**
 * What the content checks read of a doc, taken from the mdast that src/node/mdx/processDoc.ts
 * parses for the page (remark-mdx with the site's syntax plugins), right after parsing and
 * before the site's plugins change the tree. The parser decides what is code and what is
 * prose, so the checks agree with the page on fences in lists, `~~~` fences, indented code,
 * inline code holding a backtick and code inside JSX; positions are the file's lines and
 * columns (processDoc blanks the frontmatter instead of cutting it).
 */

type TextPlace = "prose" | "inline code" | "code block";

export interface TextPiece {
  place: TextPlace;
  value: string;
  /** Where the piece starts in the file: for a code block, its first line of code. */
  line: number;
  column: number;
  /** A code block's language, as its fence gives it. */
  lang?: string;
  /** What a code block's fence says after its language (`title="App.tsx" fragment="expo"`). */
  meta?: string;
  /** Prose over several lines: the column each line starts at (the parser drops indentation). */
  lineColumns?: number[];
}

interface ProseParagraph {
  /** The paragraph's text, inline code written `‹code›` and links `‹link›`, lines joined. */
  text: string;
  line: number;
  /** A list item's paragraph. */
  inList: boolean;
}

export interface DocText {
  /** Prose (text of paragraphs, headings, table cells, links), inline code and code blocks, in order. */
  pieces: TextPiece[];
  /** Paragraphs of prose: not in headings, tables, block quotes or code. */
  paragraphs: ProseParagraph[];
  /** Every heading's depth and line. */
  headings: { depth: number; line: number }[];
}

/** The few fields of an mdast node the checks read. */
export interface MdastNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  name?: string;
  children?: MdastNode[];
  position?: { start: { line: number; column: number }; end?: { line: number } };
}

const CODE_MARK = "‹code›";
const LINK_MARK = "‹link›";

function startOf(node: MdastNode): { line: number; column: number } {
  return node.position?.start ?? { line: 1, column: 1 };
}

/** A paragraph's text with code and links marked, as the sentence templates read it. */
function paragraphText(node: MdastNode): string {
  if (node.type === "text") return node.value ?? "";
  if (node.type === "inlineCode") return CODE_MARK;
  if (node.type === "link" || node.type === "linkReference") return LINK_MARK;
  if (node.type === "break") return " ";
  if (node.type.startsWith("mdx")) return "";
  return (node.children ?? []).map(paragraphText).join("");
}

/**
 * The text the content checks read in a doc's mdast: see the module comment. `source` is the
 * text the mdast was parsed from, which gives the columns of prose lines after the first.
 */
export function docTextOf(root: MdastNode, source = ""): DocText {
  const sourceLines = source.split("\n");
  const lineColumns = (line: number, value: string) =>
    value.includes("\n")
      ? value
          .split("\n")
          .map(
            (_, index) =>
              (/^[\s>]*/.exec(sourceLines[line - 1 + index] ?? "")?.[0].length ?? 0) + 1,
          )
      : undefined;
  const text: DocText = { pieces: [], paragraphs: [], headings: [] };
  const visit = (node: MdastNode, inside: ReadonlySet<string>) => {
    const { line, column } = startOf(node);
    switch (node.type) {
      case "code":
        // The fence is the node's first line (an indented block has none).
        text.pieces.push({
          place: "code block",
          value: node.value ?? "",
          line: isFenced(node) ? line + 1 : line,
          column,
          ...(node.lang ? { lang: node.lang } : {}),
          ...(node.meta ? { meta: node.meta } : {}),
        });
        return;
      case "inlineCode":
        text.pieces.push({ place: "inline code", value: node.value ?? "", line, column });
        return;
      case "text": {
        const value = node.value ?? "";
        const columns = lineColumns(line, value);
        text.pieces.push({
          place: "prose",
          value,
          line,
          column,
          ...(columns ? { lineColumns: columns } : {}),
        });
        return;
      }
      // A text directive (`:name` in prose, as remark-directive reads `host:name`) is prose.
      case "textDirective":
        text.pieces.push({ place: "prose", value: `:${node.name ?? ""}`, line, column });
        break;
      case "heading":
        text.headings.push({ depth: node.depth ?? 1, line });
        break;
      case "paragraph":
        // Headings and table cells hold no paragraphs; a quotation is not the page's prose.
        if (!inside.has("blockquote"))
          text.paragraphs.push({
            text: paragraphText(node)
              .replace(/\s*\n\s*/g, " ")
              .trim(),
            line,
            inList: inside.has("listItem"),
          });
        break;
    }
    // MDX expressions (`{/* comments */}`) and JSX attributes hold their text in fields other
    // than `children`: they are JavaScript, neither prose nor code.
    const within = new Set(inside).add(node.type);
    for (const child of node.children ?? []) visit(child, within);
  };
  visit(root, new Set());
  return text;
}

/**
 * A fenced block spans its code and its fences; indented code (which MDX turns off, but a
 * plain Markdown parse keeps) spans its code alone.
 */
function isFenced(node: MdastNode): boolean {
  const position = node.position;
  if (!position?.end) return true;
  return position.end.line - position.start.line + 1 > (node.value ?? "").split("\n").length;
}
