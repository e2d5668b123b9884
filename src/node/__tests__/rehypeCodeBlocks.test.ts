import { extractHighlightMarkers, parseMeta } from "../mdx/codeMeta";
import { highlightLines, prismLanguage } from "../mdx/prism";
import { fakeFile } from "./helpers/fakeFile";
import rehypeCodeBlocks from "../mdx/rehypeCodeBlocks";
import { toString } from "hast-util-to-string";
import type { TreeNode } from "../mdx/tree";

const textOf = (node: TreeNode) => toString(node as never);

function fence(code: string, language: string | undefined, meta?: string): TreeNode {
  return {
    type: "root",
    children: [
      {
        type: "element",
        tagName: "pre",
        properties: {},
        children: [
          {
            type: "element",
            tagName: "code",
            properties: { className: language ? [`language-${language}`] : [] },
            data: meta ? { meta } : {},
            children: [{ type: "text", value: `${code}\n` }],
          },
        ],
      },
    ],
  };
}

function lines(tree: TreeNode): TreeNode[] {
  return tree.children?.[0]?.children?.[0]?.children ?? [];
}

describe("fence meta", () => {
  it("reads title, highlighted lines and line numbers", () => {
    expect(parseMeta('title="build.gradle" {1,3-5} showLineNumbers')).toEqual({
      title: "build.gradle",
      highlightedLines: new Set([1, 3, 4, 5]),
      showLineNumbers: true,
    });
    expect(parseMeta(undefined)).toEqual({ highlightedLines: new Set(), showLineNumbers: false });
  });

  it("reads highlight markers in every comment syntax and removes them", () => {
    const code = [
      "a",
      "// highlight-next-line",
      "b",
      "# highlight-start",
      "c",
      "<!-- highlight-end -->",
      "d",
    ].join("\n");
    expect(extractHighlightMarkers(code)).toEqual({ code: "a\nb\nc\nd", lines: new Set([2, 3]) });
  });
});

describe("rehypeCodeBlocks", () => {
  it("highlights tokens at build time, one span per line, with title and marked lines", () => {
    const tree = fence("val a = 1\nval b = 2", "kotlin", 'title="Main.kt" {2}');
    rehypeCodeBlocks()(tree, fakeFile());
    const pre = tree.children?.[0];
    expect(pre?.properties).toEqual({ dataLanguage: "kotlin", dataTitle: "Main.kt" });
    const [first, second] = lines(tree);
    expect(first?.properties).toEqual({ className: ["code-line"] });
    expect(second?.properties).toEqual({ className: ["code-line"], dataHighlighted: "true" });
    expect(first?.children?.[0]).toEqual({
      type: "element",
      tagName: "span",
      properties: { className: ["token", "keyword"] },
      children: [{ type: "text", value: "val" }],
    });
    // The text of the block is the code itself, so copying it copies exactly the code.
    expect(textOf(pre as TreeNode)).toBe("val a = 1\nval b = 2");
  });

  it("keeps marker comments out of the code and marks the lines they point at", () => {
    const tree = fence("// highlight-next-line\nnpm start", "bash");
    rehypeCodeBlocks()(tree, fakeFile());
    expect(textOf(tree)).toBe("npm start");
    expect(lines(tree)[0]?.properties).toEqual({
      className: ["code-line"],
      dataHighlighted: "true",
    });
  });

  it("asks for line numbers and leaves a fence without a language plain", () => {
    const tree = fence("some text\nmore", undefined, "showLineNumbers");
    rehypeCodeBlocks()(tree, fakeFile());
    expect(tree.children?.[0]?.properties).toEqual({
      dataLanguage: "text",
      dataLineNumbers: "true",
    });
    expect(lines(tree)[0]?.children).toEqual([
      { type: "text", value: "some text" },
      { type: "text", value: "\n" },
    ]);
  });

  it("reports an unknown language with the languages to use", () => {
    const tree = fence("x", "klingon");
    const file = fakeFile();
    rehypeCodeBlocks()(tree, file);
    expect(file.messages).toHaveLength(1);
    expect(file.messages[0]?.reason).toMatch(
      /^unknown code fence language "klingon": use one the site highlights \(.*kotlin.*\), or no language for plain text$/,
    );
    expect(file.messages[0]?.fatal).toBe(true);
  });
});

describe("Prism grammars", () => {
  it.each([
    "java",
    "dart",
    "groovy",
    "ruby",
    "bash",
    "http",
    "properties",
    "swift",
    "kotlin",
    "objectivec",
    "yaml",
    "json",
    "tsx",
    "markup",
  ])("highlights %s", (language) => {
    expect(prismLanguage(language)).toBe(language);
  });

  it("maps fence aliases and splits tokens across lines", () => {
    expect(prismLanguage("kts")).toBe("kotlin");
    expect(prismLanguage("sh")).toBe("bash");
    expect(highlightLines("/* a\nb */ x", "java")).toEqual([
      [{ text: "/* a", classes: ["token", "comment"] }],
      [
        { text: "b */", classes: ["token", "comment"] },
        { text: " x", classes: [] },
      ],
    ]);
  });

  it("leaves a blank line empty, so the page and its copy keep one line break for it", () => {
    const lines = highlightLines("val a = 1\n\nval b = 2", "kotlin");
    expect(lines[1]).toEqual([]);
    const tree = fence("val a = 1\n\nval b = 2", "kotlin");
    rehypeCodeBlocks()(tree, fakeFile());
    expect(textOf(tree)).toBe("val a = 1\n\nval b = 2");
  });
});
