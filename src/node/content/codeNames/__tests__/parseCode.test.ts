import type { Node } from "web-tree-sitter";
import { grammarOfFence, parseCode, type BlockPlace, type ParsedBlock } from "../parseCode";

/** The first node of a type whose text is `text`, depth first. */
function find(parsed: ParsedBlock, type: string, text: string): Node {
  const visit = (node: Node): Node | undefined => {
    if (node.type === type && node.text === text && parsed.isSnippet(node)) return node;
    for (const child of node.namedChildren) {
      const found = child && visit(child);
      if (found) return found;
    }
    return undefined;
  };
  const found = visit(parsed.tree.rootNode);
  if (!found) throw new Error(`no ${type} "${text}" in ${parsed.tree.rootNode.toString()}`);
  return found;
}

/** parseCode of a block whose language has a grammar. */
async function parse(code: string, lang: string, place?: BlockPlace): Promise<ParsedBlock> {
  const parsed = await parseCode(code, lang, place);
  if (!parsed) throw new Error(`no grammar for ${lang}`);
  return parsed;
}

describe("grammarOfFence", () => {
  it("reads the fence languages the site's pages write, and only those with a grammar", () => {
    expect(grammarOfFence("kotlin")).toBe("kotlin");
    expect(grammarOfFence("kt")).toBe("kotlin");
    // JavaScript and TypeScript are the TypeScript compiler's (src/node/content/examples/).
    expect(grammarOfFence("js")).toBeUndefined();
    expect(grammarOfFence("tsx")).toBeUndefined();
    expect(grammarOfFence("Swift")).toBe("swift");
    expect(grammarOfFence("bash")).toBeUndefined();
    expect(grammarOfFence("groovy")).toBeUndefined();
    expect(grammarOfFence(undefined)).toBeUndefined();
  });
});

describe("parseCode", () => {
  it("gives no tree for a fence language without a grammar", async () => {
    await expect(parseCode("echo hi", "bash")).resolves.toBeUndefined();
  });

  it("parses a whole Kotlin snippet bare and maps positions to the page, fence indentation included", async () => {
    const code = "val livemap = LivemapView(context)\nlivemap.setCenter(coordinates)";
    const parsed = await parse(code, "kotlin", { line: 40, column: 4 });
    expect(parsed).toMatchObject({ grammar: "kotlin", hasErrors: false });
    expect(parsed.wrapper).toBeUndefined();
    // `setCenter` is on the block's second line, 8 characters in; the fence is 3 columns in.
    expect(parsed.positionOf(find(parsed, "simple_identifier", "setCenter"))).toEqual({
      line: 41,
      column: 12,
    });
  });

  it("wraps a Dart expression without its `;` and maps positions back past the wrapper", async () => {
    const code = "MapOptions(\n  mapID: 12345,\n  token: 'YOUR_WEMAP_TOKEN',\n)";
    const parsed = await parse(code, "dart", { line: 10, column: 1 });
    expect(parsed).toMatchObject({ grammar: "dart", hasErrors: false, wrapper: "expression" });
    expect(parsed.positionOf(find(parsed, "identifier", "token"))).toEqual({
      line: 12,
      column: 3,
    });
  });

  it("reads a Java method written alone, as reference pages write listeners", async () => {
    const code =
      "@Override\npublic void onMapReady(LivemapController controller) {\n  controller.setZoom(12);\n}";
    const parsed = await parse(code, "java", { line: 5, column: 1 });
    expect(parsed).toMatchObject({ grammar: "java", hasErrors: false });
    expect(parsed.positionOf(find(parsed, "identifier", "setZoom"))).toEqual({
      line: 7,
      column: 14,
    });
  });

  it("keeps the reading with the fewest errors and says it still has errors", async () => {
    const parsed = await parse("val = = (", "kotlin");
    expect(parsed.hasErrors).toBe(true);
  });
});
