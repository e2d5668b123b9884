import { extractHighlightMarkers, parseMeta } from "../mdx/codeMeta";
import { prismLanguage } from "../mdx/prism";
import { toString } from "mdast-util-to-string";
import type { JsxAttribute, TreeNode } from "../mdx/tree";

/**
 * A node of a doc's Markdown twin: plain mdast (CommonMark and GFM), every other field of the
 * original node kept (`ordered`, `align`, `alt`, ...), positions and plugin data left out.
 */
export type TwinNode = TreeNode & Record<string, unknown>;

/** Admonition kinds as the page names them when the writer gives no title. */
const ADMONITION_NAMES: Readonly<Record<string, string>> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

/** mdast phrasing content: what may sit in a paragraph. */
const PHRASING = new Set([
  "text",
  "emphasis",
  "strong",
  "delete",
  "inlineCode",
  "break",
  "link",
  "image",
  "linkReference",
  "imageReference",
  "footnoteReference",
]);

/** HTML elements a writer may put in MDX that have a Markdown form of their own. */
const PHRASING_ELEMENTS: Readonly<Record<string, string>> = {
  strong: "strong",
  b: "strong",
  em: "emphasis",
  i: "emphasis",
  del: "delete",
  s: "delete",
};

function attributeOf(node: TreeNode, name: string): unknown {
  const attribute = node.attributes?.find(
    (candidate: JsxAttribute) => candidate.type === "mdxJsxAttribute" && candidate.name === name,
  );
  if (!attribute) return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  return typeof value === "string" ? value : value.data?.evaluated;
}

function stringAttribute(node: TreeNode, name: string): string | undefined {
  const value = attributeOf(node, name);
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

const text = (value: string): TwinNode => ({ type: "text", value });
const strong = (value: string): TwinNode => ({ type: "strong", children: [text(value)] });
const paragraph = (children: TwinNode[]): TwinNode => ({ type: "paragraph", children });

/** Phrasing runs among block nodes wrapped in paragraphs; blank runs dropped. */
function asFlow(nodes: TwinNode[]): TwinNode[] {
  const flow: TwinNode[] = [];
  let run: TwinNode[] = [];
  const close = () => {
    if (run.some((node) => node.type !== "text" || String(node.value).trim() !== "")) {
      flow.push(paragraph(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      close();
      flow.push(node);
    }
  }
  close();
  return flow;
}

/** A tab as a labelled part: its label in bold, then its content. */
function tabItem(node: TreeNode): TwinNode[] {
  const label = stringAttribute(node, "label") ?? stringAttribute(node, "value") ?? "";
  return [paragraph([strong(label)]), ...asFlow(convertChildren(node))];
}

/** An admonition as a quoted block that starts with its kind (and title) in bold. */
function admonition(node: TreeNode): TwinNode[] {
  const kind = stringAttribute(node, "type") ?? "note";
  const name = ADMONITION_NAMES[kind] ?? kind;
  const title = stringAttribute(node, "title");
  const heading = title && title !== name ? `${name}: ${title}` : name;
  return [
    {
      type: "blockquote",
      children: [paragraph([strong(heading)]), ...asFlow(convertChildren(node))],
    },
  ];
}

function jsxElement(node: TreeNode): TwinNode[] {
  const flow = node.type === "mdxJsxFlowElement";
  const inner = () => convertChildren(node);
  const wrap = (nodes: TwinNode[]) => (flow ? asFlow(nodes) : nodes);
  const name = node.name ?? "";
  switch (name) {
    case "Tabs":
      return asFlow(inner());
    case "TabItem":
      return tabItem(node);
    case "Admonition":
      return admonition(node);
    case "a": {
      const url = stringAttribute(node, "href") ?? stringAttribute(node, "to");
      return wrap(url === undefined ? inner() : [{ type: "link", url, children: inner() }]);
    }
    case "img": {
      const url = stringAttribute(node, "src");
      if (url === undefined) return [];
      const title = stringAttribute(node, "title");
      const alt = stringAttribute(node, "alt") ?? "";
      return wrap([{ type: "image", url, alt, ...(title ? { title } : {}) }]);
    }
    case "br":
      return flow ? [] : [{ type: "break" }];
    case "hr":
      return [{ type: "thematicBreak" }];
    case "code":
      return wrap([
        { type: "inlineCode", value: toString(node as never, { includeImageAlt: false }) },
      ]);
    case "p":
      return asFlow(inner());
    default: {
      const phrasing = PHRASING_ELEMENTS[name];
      if (phrasing) return wrap([{ type: phrasing, children: inner() }]);
      // Any other element (a `div` or `span` around content) is only a box: its content stays.
      return wrap(inner());
    }
  }
}

/** A fence as the page shows it: Prism's language name, highlight markers and line ranges gone. */
function codeBlock(node: TreeNode): TwinNode {
  const lang = node.lang ? (prismLanguage(node.lang) ?? node.lang) : null;
  const { title } = parseMeta(node.meta ?? undefined);
  return {
    type: "code",
    lang,
    meta: title ? `title="${title}"` : null,
    value: extractHighlightMarkers(String(node.value ?? "")).code,
  };
}

function convertChildren(node: TreeNode): TwinNode[] {
  return (node.children ?? []).flatMap(convert);
}

function convert(node: TreeNode): TwinNode[] {
  switch (node.type) {
    case "mdxjsEsm":
    case "html":
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      // Evaluated when the page was built (remarkCheckMdx): text and numbers show, the rest
      // (a `{/* comment */}`, an object) renders nothing on the page either.
      const value = node.data?.evaluated;
      if (typeof value !== "string" && typeof value !== "number") return [];
      return node.type === "mdxFlowExpression"
        ? [paragraph([text(String(value))])]
        : [text(String(value))];
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return jsxElement(node);
    case "code":
      return [codeBlock(node)];
    case "paragraph": {
      const children = convertChildren(node);
      // A paragraph whose only content was an expression that renders nothing is no paragraph.
      return children.length === 0 ? [] : [{ type: "paragraph", children }];
    }
    default: {
      // Positions and plugin data (heading ids, evaluated values) are the page's business.
      const fields: TwinNode = { ...node };
      delete fields.position;
      delete fields.data;
      if (node.children) fields.children = node.children.flatMap(convert);
      return [fields];
    }
  }
}

/**
 * The Markdown twin of a doc's body: the same tree the page is built from (after the site's
 * remark plugins), with the site's MDX in plain Markdown. Tabs become one labelled part per tab
 * (**Kotlin**, then its content), admonitions quoted blocks that start with their kind, HTML
 * elements their Markdown form or their content; expressions give the text the page shows.
 * Links stay as written: the build makes them absolute once it knows every doc's URL.
 */
export function toTwinTree(root: TreeNode): TwinNode {
  return { type: "root", children: asFlow(convertChildren(root)) };
}
