import type { Node } from "web-tree-sitter";
import type { CodeNames, NodeReader } from "./codeUses";
import type { GrammarName, ParsedBlock } from "./parseCode";
import { readDart } from "./readers/dart";
import { readJava } from "./readers/java";
import { readKotlin } from "./readers/kotlin";
import { readSwift } from "./readers/swift";

/** JSON: each key of an object, as a field the document's API must have. */
const readJson: NodeReader = (node, { addUse }) => {
  const key = node.type === "pair" ? node.childForFieldName("key") : undefined;
  const content = key?.namedChild(0);
  if (key?.type === "string" && content?.type === "string_content")
    addUse(content, { role: "json field", name: content.text });
};

/** The reader of each grammar. */
const READERS: Partial<Record<GrammarName, NodeReader>> = {
  json: readJson,
  kotlin: readKotlin,
  swift: readSwift,
  java: readJava,
  dart: readDart,
};

/**
 * Every use and declaration of a parsed code block, in the page's positions. The wrapper
 * parseCode may have put around the snippet is walked through but never reported.
 */
export function codeNamesOf(parsed: ParsedBlock): CodeNames {
  const names: CodeNames = { uses: [], declarations: [] };
  const reader = READERS[parsed.grammar];
  if (!reader) return names;
  const context = {
    addUse: (node: Node, use: Omit<CodeNames["uses"][number], "line" | "column">) => {
      // A node the grammar made up to recover (MISSING, zero width) names nothing.
      if (node.isMissing || use.name === "") return;
      if (parsed.isSnippet(node)) names.uses.push({ ...use, ...parsed.positionOf(node) });
    },
    addDeclaration: (
      node: Node,
      declaration: Omit<CodeNames["declarations"][number], "line" | "column">,
    ) => {
      if (parsed.isSnippet(node))
        names.declarations.push({ ...declaration, ...parsed.positionOf(node) });
    },
  };
  const cursor = parsed.tree.walk();
  // Depth first over the named nodes, with a cursor: snippets can be long and deep.
  for (;;) {
    if (cursor.nodeIsNamed) reader(cursor.currentNode, context);
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return names;
  }
}
