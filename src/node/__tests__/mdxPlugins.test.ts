import path from "node:path";
import type { DocTree } from "../../shared/docTree";
import {
  docFileLinkUrl,
  isDocFileLink,
  resolveRelativeFile,
  toPosixPath,
} from "../links/docFileLinks";
import { evaluateProgram, type EstreeNode } from "../mdx/evaluateExpression";
import remarkAdmonitions from "../mdx/remarkAdmonitions";
import remarkCheckMdx from "../mdx/remarkCheckMdx";
import remarkUnravel from "../mdx/remarkUnravel";
import { serializeTree } from "../mdx/serializeTree";
import { resolveDocFileLinks } from "../site/docContent";
import type { TreeNode } from "../mdx/tree";
import { fakeFile } from "./helpers/fakeFile";

describe("remarkAdmonitions", () => {
  it("turns :::kind[Title] into an Admonition element with type and title", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "containerDirective",
          name: "warning",
          children: [
            {
              type: "paragraph",
              data: { directiveLabel: true },
              children: [{ type: "text", value: "Heads up" }],
            },
            { type: "paragraph", children: [{ type: "text", value: "Body" }] },
          ],
        },
      ],
    };
    remarkAdmonitions()(tree, fakeFile("a.mdx"));
    expect(tree.children?.[0]).toEqual({
      type: "mdxJsxFlowElement",
      name: "Admonition",
      attributes: [
        { type: "mdxJsxAttribute", name: "type", value: "warning" },
        { type: "mdxJsxAttribute", name: "title", value: "Heads up" },
      ],
      children: [{ type: "paragraph", children: [{ type: "text", value: "Body" }] }],
    });
  });

  it("titles it with its label's text, code and emphasis included", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "containerDirective",
          name: "tip",
          children: [
            {
              type: "paragraph",
              data: { directiveLabel: true },
              children: [
                { type: "text", value: "Call " },
                { type: "inlineCode", value: "setPinpoints" },
                { type: "emphasis", children: [{ type: "text", value: " once" }] },
              ],
            },
          ],
        },
      ],
    };
    remarkAdmonitions()(tree, fakeFile("a.mdx"));
    expect(tree.children?.[0]?.attributes?.[1]).toEqual({
      type: "mdxJsxAttribute",
      name: "title",
      value: "Call setPinpoints once",
    });
  });

  it("reports an unknown kind at its place, with the kinds to use", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "containerDirective",
          name: "caution",
          children: [],
          position: { start: { line: 12, column: 1 }, end: { line: 14, column: 4 } },
        },
      ],
    };
    const file = fakeFile();
    remarkAdmonitions()(tree, file);
    expect(file.messages).toEqual([
      {
        reason:
          'unknown admonition ":::caution": use one of :::note, :::tip, :::info, :::warning, :::danger',
        place: { start: { line: 12, column: 1 }, end: { line: 14, column: 4 } },
        fatal: true,
      },
    ]);
  });

  it("puts back text that only looked like an inline directive", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "key" },
            { type: "textDirective", name: "value", children: [] },
          ],
        },
      ],
    };
    remarkAdmonitions()(tree, fakeFile());
    expect(tree.children?.[0]?.children?.[1]).toEqual({ type: "text", value: ":value" });
  });
});

describe("remarkUnravel", () => {
  it("lifts JSX written alone in a paragraph to the block level, as MDX does", () => {
    const jsx: TreeNode = { type: "mdxJsxTextElement", name: "Tabs", children: [] };
    const tree: TreeNode = {
      type: "root",
      children: [
        { type: "paragraph", children: [jsx, { type: "text", value: "\n" }] },
        { type: "paragraph", children: [{ type: "text", value: "Words " }, { ...jsx }] },
      ],
    };
    remarkUnravel()(tree);
    expect(tree.children?.[0]).toEqual({ type: "mdxJsxFlowElement", name: "Tabs", children: [] });
    expect(tree.children?.[1]?.type).toBe("paragraph");
  });
});

describe("evaluateProgram", () => {
  const program = (expression: EstreeNode): EstreeNode => ({
    type: "Program",
    body: [{ type: "ExpressionStatement", expression }],
  });
  const literal = (value: unknown): EstreeNode => ({ type: "Literal", value });

  it("gives the value of values written in place", () => {
    expect(evaluateProgram({ type: "Program", body: [] })).toBeUndefined();
    expect(
      evaluateProgram(
        program({
          type: "ObjectExpression",
          properties: [
            {
              type: "Property",
              kind: "init",
              key: { type: "Identifier", name: "zoom" },
              value: { type: "UnaryExpression", operator: "-", argument: literal(2) },
            } as EstreeNode,
          ],
        }),
      ),
    ).toEqual({ zoom: -2 });
    expect(
      evaluateProgram(
        program({ type: "ArrayExpression", elements: [literal("a"), literal(true)] }),
      ),
    ).toEqual(["a", true]);
  });

  it("refuses variables and code, naming what is wrong", () => {
    expect(() => evaluateProgram(program({ type: "Identifier", name: "zoomLevel" }))).toThrow(
      /^`zoomLevel` is not defined/,
    );
    expect(() => evaluateProgram(program({ type: "CallExpression" }))).toThrow(
      /a CallExpression cannot be evaluated when the page is built/,
    );
  });
});

describe("remarkCheckMdx", () => {
  it("evaluates attribute expressions and reports unknown components and ESM", () => {
    const position = { start: { line: 7, column: 1 }, end: { line: 7, column: 9 } };
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "mdxJsxFlowElement",
          name: "Tabs",
          attributes: [
            {
              type: "mdxJsxAttribute",
              name: "groupId",
              value: {
                type: "mdxJsxAttributeValueExpression",
                value: "[1]",
                data: {
                  estree: {
                    type: "Program",
                    body: [
                      {
                        type: "ExpressionStatement",
                        expression: {
                          type: "ArrayExpression",
                          elements: [{ type: "Literal", value: 1 }],
                        },
                      },
                    ],
                  },
                },
              },
            },
          ],
          children: [],
          position,
        },
        { type: "mdxJsxFlowElement", name: "Card", attributes: [], children: [], position },
        { type: "mdxjsEsm", value: "export const a = 1", position },
      ],
    };
    const file = fakeFile();
    remarkCheckMdx()(tree, file);
    const value = tree.children?.[0]?.attributes?.[0]?.value as { data: Record<string, unknown> };
    expect(value.data.evaluated).toEqual([1]);
    expect(file.messages.map((message) => message.reason)).toEqual([
      "<Tabs groupId>: must be text (a string), not an array ([1])",
      "unknown component <Card>: the components available without import are Admonition, TabItem, Tabs",
      "`import` and `export` are not supported in this site's MDX: the components Admonition, TabItem, Tabs are available without import; show code in a fenced code block, and write values in place",
    ]);
    expect(file.messages.every((message) => message.fatal)).toBe(true);
  });
});

describe("serializeTree", () => {
  it("turns hast into React-ready JSON: attribute names, classes, no blank text in tables", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "pre",
          properties: { dataLanguage: "kotlin", className: ["a", "b"], hidden: false },
          children: [{ type: "text", value: "x" }],
        },
        {
          type: "element",
          tagName: "table",
          properties: {},
          children: [
            { type: "text", value: "\n" },
            { type: "element", tagName: "tbody", children: [] },
          ],
        },
        {
          type: "mdxJsxFlowElement",
          name: "Admonition",
          attributes: [
            { type: "mdxJsxAttribute", name: "type", value: "note" },
            { type: "mdxJsxAttribute", name: "open", value: null },
          ],
          children: [{ type: "mdxFlowExpression", data: { evaluated: 3 } }],
        },
      ],
    };
    expect(serializeTree(tree)).toEqual([
      ["pre", { "data-language": "kotlin", className: "a b" }, "x"],
      ["table", null, ["tbody", null]],
      ["Admonition", { type: "note", open: true }, "3"],
    ]);
  });

  it("names SVG, XLink and list properties as React does", () => {
    const tree: TreeNode = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "svg",
          properties: { viewBox: "0 0 8 8", ariaHidden: "true" },
          children: [
            {
              type: "element",
              tagName: "use",
              properties: { xLinkHref: "#pin", strokeWidth: 2, className: ["icon"] },
              children: [],
            },
          ],
        },
        {
          type: "element",
          tagName: "input",
          properties: { accept: [".png", ".svg"], htmlFor: "x", tabIndex: 0 },
          children: [],
        },
      ],
    };
    expect(serializeTree(tree)).toEqual([
      [
        "svg",
        { viewBox: "0 0 8 8", "aria-hidden": "true" },
        ["use", { xlinkHref: "#pin", strokeWidth: 2, className: "icon" }],
      ],
      ["input", { accept: ".png, .svg", htmlFor: "x", tabIndex: 0 }],
    ]);
  });
});

describe("doc file links", () => {
  const docsByFile = new Map([
    ["/site/content/docs/android/Model/Coordinates.mdx", "/docs/android/Model/Coordinates"],
    ["C:/site/content/docs/android/Model/Coordinates.mdx", "/docs/android/Model/Coordinates"],
  ]);

  it("resolves a relative .mdx link to the doc's URL, keeping the anchor", () => {
    expect(
      docFileLinkUrl(
        "../Model/Coordinates.mdx#fields",
        "/site/content/docs/android/Callbacks/AddMarker.mdx",
        docsByFile,
      ),
    ).toBe("/docs/android/Model/Coordinates#fields");
    expect(docFileLinkUrl("./Nope.mdx", "/site/content/docs/a.mdx", docsByFile)).toBeUndefined();
  });

  it("resolves the same link written on Windows, with backslashes and a drive", () => {
    const from = path.win32.join(
      "C:\\site",
      "content",
      "docs",
      "android",
      "Callbacks",
      "AddMarker.mdx",
    );
    expect(toPosixPath(from)).toBe("C:/site/content/docs/android/Callbacks/AddMarker.mdx");
    expect(resolveRelativeFile(from, "../Model/Coordinates.mdx")).toBe(
      "C:/site/content/docs/android/Model/Coordinates.mdx",
    );
    expect(docFileLinkUrl("../Model/Coordinates.mdx", from, docsByFile)).toBe(
      "/docs/android/Model/Coordinates",
    );
  });

  it("tells doc-file links from site paths, URLs and anchors", () => {
    expect(isDocFileLink("./a.mdx#x")).toBe(true);
    for (const href of ["/docs/a", "https://x.dev/a.mdx", "#part", "./image.png"])
      expect(isDocFileLink(href)).toBe(false);
  });

  it("rewrites doc-file links of a page's tree to URLs of the current model", () => {
    const tree: DocTree = [["p", null, ["a", { href: "../Model/Coordinates.mdx#f" }, "C"]]];
    expect(
      resolveDocFileLinks(tree, "/site/content/docs/android/Callbacks/AddMarker.mdx", docsByFile),
    ).toEqual([["p", null, ["a", { href: "/docs/android/Model/Coordinates#f" }, "C"]]]);
  });
});
