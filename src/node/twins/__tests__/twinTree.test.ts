import type { TreeNode } from "../../mdx/tree";
import { toTwinTree } from "../twinTree";

const text = (value: string): TreeNode => ({ type: "text", value });
const paragraph = (...children: TreeNode[]): TreeNode => ({ type: "paragraph", children });
const jsx = (
  name: string,
  attributes: Record<string, string>,
  children: TreeNode[],
  type = "mdxJsxFlowElement",
): TreeNode => ({
  type,
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({
    type: "mdxJsxAttribute",
    name: key,
    value,
  })),
  children,
});
const root = (...children: TreeNode[]): TreeNode => ({ type: "root", children });
const position = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };

describe("toTwinTree", () => {
  it("writes each tab as its label in bold followed by its content", () => {
    const tree = root(
      jsx("Tabs", { groupId: "lang" }, [
        jsx("TabItem", { value: "kotlin", label: "Kotlin" }, [
          { type: "code", lang: "kt", meta: null, value: "val a = 1" },
        ]),
        jsx("TabItem", { value: "java" }, [paragraph(text("Java text"))]),
      ]),
    );
    expect(toTwinTree(tree).children).toEqual([
      paragraph({ type: "strong", children: [text("Kotlin")] }),
      { type: "code", lang: "kotlin", meta: null, value: "val a = 1" },
      paragraph({ type: "strong", children: [text("java")] }),
      paragraph(text("Java text")),
    ]);
  });

  it("writes an admonition as a quoted block that starts with its kind and title", () => {
    const tree = root(
      jsx("Admonition", { type: "warning", title: "Before you start" }, [paragraph(text("Mind"))]),
      jsx("Admonition", { type: "tip" }, [paragraph(text("Hint"))]),
    );
    expect(toTwinTree(tree).children).toEqual([
      {
        type: "blockquote",
        children: [
          paragraph({ type: "strong", children: [text("Warning: Before you start")] }),
          paragraph(text("Mind")),
        ],
      },
      {
        type: "blockquote",
        children: [paragraph({ type: "strong", children: [text("Tip")] }), paragraph(text("Hint"))],
      },
    ]);
  });

  it("keeps the code the page shows: Prism's language, no highlight markers or line ranges", () => {
    const tree = root({
      type: "code",
      lang: "js",
      meta: 'title="app.js" {2} showLineNumbers',
      value: "const a = 1;\n// highlight-next-line\nconst b = 2;",
    });
    expect(toTwinTree(tree).children).toEqual([
      {
        type: "code",
        lang: "javascript",
        meta: 'title="app.js"',
        value: "const a = 1;\nconst b = 2;",
      },
    ]);
  });

  it("gives expressions the text the page shows and drops comments, ESM and HTML", () => {
    const tree = root(
      paragraph(
        text("Zoom "),
        { type: "mdxTextExpression", value: "18", data: { evaluated: 18 } },
        text(" and "),
        { type: "mdxTextExpression", value: '"in place"', data: { evaluated: "in place" } },
      ),
      { type: "mdxFlowExpression", value: "/* note */", data: { evaluated: undefined } },
      { type: "mdxFlowExpression", value: "{a: 1}", data: { evaluated: { a: 1 } } },
      { type: "mdxjsEsm", value: "export const a = 1" },
      { type: "html", value: "<!-- comment -->" },
    );
    expect(toTwinTree(tree).children).toEqual([
      paragraph(text("Zoom "), text("18"), text(" and "), text("in place")),
    ]);
  });

  it("writes HTML elements in their Markdown form, or keeps only their content", () => {
    const tree = root(
      jsx("div", { id: "box" }, [
        paragraph(
          jsx("a", { href: "/docs/about" }, [text("About")], "mdxJsxTextElement"),
          jsx("br", {}, [], "mdxJsxTextElement"),
          jsx("b", {}, [text("bold")], "mdxJsxTextElement"),
        ),
        jsx("img", { src: "/img/map.png", alt: "A map" }, []),
        jsx("span", {}, [text("loose text")]),
      ]),
    );
    expect(toTwinTree(tree).children).toEqual([
      paragraph(
        { type: "link", url: "/docs/about", children: [text("About")] },
        { type: "break" },
        { type: "strong", children: [text("bold")] },
      ),
      paragraph({ type: "image", url: "/img/map.png", alt: "A map" } as TreeNode),
      paragraph(text("loose text")),
    ]);
  });

  it("keeps Markdown as it is, without positions or the page's data", () => {
    const heading: TreeNode = {
      type: "heading",
      depth: 2,
      position,
      data: { hProperties: { id: "usage" } },
      children: [{ ...text("Usage"), position }],
    };
    const table = {
      type: "table",
      align: ["left", null],
      children: [{ type: "tableRow", children: [{ type: "tableCell", children: [text("a")] }] }],
    } as TreeNode;
    expect(toTwinTree(root(heading, table)).children).toEqual([
      { type: "heading", depth: 2, children: [text("Usage")] },
      table,
    ]);
  });
});
