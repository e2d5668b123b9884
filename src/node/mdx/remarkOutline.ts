import type { MdxToolchain } from "./toolchain";
import type { DocOutline, DocSection, OutlineLink } from "./outline";
import { OUTLINE_DATA_KEY } from "./outline";
import { findAttribute } from "./attributeNames";
import { visit } from "unist-util-visit";
import type { JsxAttribute, PluginFile, TreeNode } from "./tree";

/** JSX attributes that hold a URL the link checker must see. */
const URL_ATTRIBUTES = new Set(["href", "to", "src"]);

/** Node types whose text is not prose: code, expressions, ESM, definitions. */
const NOT_PROSE = new Set([
  "code",
  "mdxjsEsm",
  "mdxFlowExpression",
  "mdxTextExpression",
  "definition",
  "html",
]);

/** Phrasing nodes: their text runs on without a break. */
const INLINE = new Set([
  "text",
  "inlineCode",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
  "mdxJsxTextElement",
  "break",
]);

function attributeValue(attribute: JsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined || typeof value === "string") return value;
  return value.data?.evaluated;
}

/** An attribute's value by the name the browser reads (`href` finds `HREF`, as it renders). */
function jsxAttribute(node: TreeNode, name: string): unknown {
  const attribute = findAttribute(node, name);
  return attribute ? attributeValue(attribute) : undefined;
}

/**
 * One reading of the final Markdown tree gives the page's heading ids and table of contents, the
 * links the checker validates and the search index's sections, so they agree with the rendered
 * page by construction: setext headings, headings in blockquotes or lists, `#` inside JSX
 * comments and fences are all what the parser says they are. Ids are github-slugger's slugs of
 * the heading's text (`mdast-util-to-string`), set on the node for the HTML.
 */
export default function remarkOutline(toolchain: Pick<MdxToolchain, "toString" | "createSlugger">) {
  return (tree: TreeNode, file: PluginFile) => {
    const slugger = toolchain.createSlugger();
    const outline: DocOutline = { headings: [], links: [], explicitIds: [], sections: [] };
    const addLink = (href: unknown, node: TreeNode, kind: OutlineLink["kind"]) => {
      if (typeof href !== "string" || !node.position) return;
      const { line, column } = node.position.start;
      outline.links.push({ href, line, column, kind });
    };

    visit(tree, (node: TreeNode) => {
      if (node.type === "heading") {
        const text = toolchain.toString(node).trim();
        const id = slugger.slug(text);
        node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), id } };
        outline.headings.push({
          level: node.depth ?? 1,
          text,
          id,
          line: node.position?.start.line ?? 0,
        });
      } else if (node.type === "link" || node.type === "image" || node.type === "definition") {
        addLink(node.url, node, node.type);
      } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        for (const name of URL_ATTRIBUTES) addLink(jsxAttribute(node, name), node, "jsx");
        const id = jsxAttribute(node, "id");
        if (typeof id === "string") outline.explicitIds.push(id);
      }
    });
    outline.sections = collectSections(tree, outline);
    file.data[OUTLINE_DATA_KEY] = outline;
  };
}

/** Splits the tree's prose, and apart from it its fenced code, at each h2 and h3, in order. */
function collectSections(tree: TreeNode, outline: DocOutline): DocSection[] {
  const sections: DocSection[] = [{ text: "", code: "" }];
  const texts: string[] = [""];
  const codes: string[] = [""];
  const headings = outline.headings[Symbol.iterator]();
  let currentH2: string | undefined;
  const append = (text: string) => {
    texts[texts.length - 1] += text;
  };
  const visit = (node: TreeNode) => {
    if (node.type === "code") {
      codes[codes.length - 1] += ` ${String(node.value ?? "")}`;
      return;
    }
    if (NOT_PROSE.has(node.type)) return;
    if (node.type === "heading") {
      const heading = headings.next().value;
      if (heading && (heading.level === 2 || heading.level === 3)) {
        if (heading.level === 2) currentH2 = heading.text;
        sections.push({
          level: heading.level,
          heading: heading.text,
          anchor: heading.id,
          ...(heading.level === 3 && currentH2 ? { parentHeading: currentH2 } : {}),
          text: "",
          code: "",
        });
        texts.push("");
        codes.push("");
        return;
      }
      if (heading) append(` ${heading.text} `);
      return;
    }
    if (node.type === "text" || node.type === "inlineCode") {
      append(String(node.value ?? ""));
      return;
    }
    if (node.type === "mdxJsxFlowElement" && node.name === "Admonition") {
      const title = jsxAttribute(node, "title");
      if (typeof title === "string") append(` ${title} `);
    }
    for (const child of node.children ?? []) visit(child);
    if (!INLINE.has(node.type)) append(" ");
  };
  visit(tree);
  return sections.map((section, index) => ({
    ...section,
    text: (texts[index] ?? "").replace(/\s+/g, " ").trim(),
    code: (codes[index] ?? "").replace(/\s+/g, " ").trim(),
  }));
}
