import type { DocText, TextPiece } from "../../docText";
import { exampleBlocksOf, exampleKindOf, exampleLanguageOf, htmlScriptsOf } from "../exampleBlocks";

const doc = { sourceFile: "content/docs/a.mdx", version: "1.14" };

function textOf(...pieces: Partial<TextPiece>[]): DocText {
  return {
    pieces: pieces.map((piece) => ({
      place: "code block",
      value: "",
      line: 10,
      column: 1,
      ...piece,
    })),
    paragraphs: [],
    headings: [],
  };
}

describe("which blocks the compiler reads", () => {
  it("reads the four languages under every name WRITING.md lists, and no other", () => {
    expect(["ts", "typescript", "TSX", "js", "javascript", "jsx"].map(exampleLanguageOf)).toEqual([
      "ts",
      "ts",
      "tsx",
      "js",
      "js",
      "jsx",
    ]);
    expect(["kotlin", "json", "bash", undefined].map(exampleLanguageOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("keeps each block's place and numbers the blocks of a doc in order", () => {
    const { blocks } = exampleBlocksOf(
      doc,
      textOf(
        { lang: "js", value: "a()", line: 4, column: 3 },
        { lang: "kotlin", value: "b()" },
        { lang: "tsx", value: "<C />", line: 9 },
      ),
    );
    expect(
      blocks.map(({ index, language, line, column }) => [index, language, line, column]),
    ).toEqual([
      [0, "js", 4, 3],
      [1, "tsx", 9, 1],
    ]);
  });
});

describe("what a block's meta says it is", () => {
  it("reads a fragment's context and a quote's module among other meta, in either quote style", () => {
    expect(exampleKindOf('title="App.tsx" fragment="react-native" {2-3}')).toEqual({
      kind: "fragment",
      context: "react-native",
    });
    expect(exampleKindOf("quotes='@wemap/x/src/types' showLineNumbers")).toEqual({
      kind: "quote",
      module: "@wemap/x/src/types",
    });
    expect(exampleKindOf(undefined)).toEqual({ kind: "module" });
    // A title that mentions the words is no meta of the compile.
    expect(exampleKindOf('title="a fragment of quotes.ts"')).toEqual({ kind: "module" });
  });

  it("refuses a fragment without its context, a quote without its module, and both at once, at the fence", () => {
    const { blocks, problems } = exampleBlocksOf(
      doc,
      textOf(
        { lang: "js", meta: "fragment", line: 5, column: 2 },
        { lang: "ts", meta: "quotes=" },
        { lang: "ts", meta: 'fragment="a" quotes="b"' },
      ),
    );
    expect(blocks).toEqual([]);
    expect(
      problems.map(
        (problem) => `${problem.line}:${problem.column} ${problem.message.slice(0, 40)}`,
      ),
    ).toEqual([
      "4:2 a fragment names the context it is compi",
      "9:1 a quote names the module it copies: `quo",
      "9:1 a block is a fragment or a quote, not bo",
    ]);
  });
});

describe("the scripts of an HTML block", () => {
  const html = [
    '<div id="map"></div>',
    '<script src="https://livemap.getwemap.com/js/sdk.min.js"></script>',
    "<script>",
    "  const a = 1",
    "</script>",
    '<script type="application/ld+json">{"x": 1}</script>',
    "<script>(a)</script>",
  ].join("\n");

  it("keeps only what runs, in place, so that a line and column of the code is the block's", () => {
    const code = htmlScriptsOf(html) ?? "";
    const lines = code.split("\n");
    expect(lines).toHaveLength(html.split("\n").length);
    expect(lines[3]).toBe("  const a = 1");
    expect(lines[6]?.indexOf("(a)")).toBe(html.split("\n")[6]?.indexOf("(a)"));
    expect(code).not.toMatch(/sdk\.min|ld\+json|"x"|div/);
  });

  it("ends each script with a `;` so that one does not call into the next", () => {
    // Without it, `const a = 1` and `(a)` would read as `1(a)`.
    expect((htmlScriptsOf(html) ?? "").split("\n")[4]?.trimStart().startsWith(";")).toBe(true);
  });

  it("makes an HTML block with a script a JavaScript block, and leaves one without any", () => {
    const { blocks } = exampleBlocksOf(
      doc,
      textOf({ lang: "html", value: html }, { lang: "html", value: "<p>no script</p>" }),
    );
    expect(blocks.map((block) => block.language)).toEqual(["js"]);
  });
});
