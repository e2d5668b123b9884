import { extractHighlightMarkers, parseMeta } from "./codeMeta";
import { highlightLines, prismLanguage, supportedFenceLanguages } from "./prism";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import { reportError, type PluginFile, type TreeNode } from "./tree";

function element(
  tagName: string,
  properties: Record<string, unknown>,
  children: TreeNode[],
): TreeNode {
  return { type: "element", tagName, properties, children };
}

/**
 * Highlights every fenced code block at build time, so readers' browsers download no
 * highlighter. An unknown fence language is an error: a typo would otherwise ship unhighlighted.
 * A block becomes `<pre data-language data-title data-line-numbers>` holding one
 * `span.code-line` per line (marked `data-highlighted` from `{1,3-5}` or `highlight-*` comments)
 * with Prism's token spans inside; the site's `pre` component adds the title and copy button.
 */
export default function rehypeCodeBlocks() {
  return (tree: TreeNode, file: PluginFile) => {
    visit(tree, (node: TreeNode) => {
      if (node.type !== "element" || node.tagName !== "pre") return;
      const code = node.children?.find(
        (child) => child.type === "element" && child.tagName === "code",
      );
      if (!code) return;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      const fenceLanguage = classes
        .find((name) => name.startsWith("language-"))
        ?.slice("language-".length);
      const meta = parseMeta(
        (code.data?.meta as string | undefined) ??
          (code.properties?.metastring as string | undefined),
      );
      const marked = extractHighlightMarkers(toString(code as never).replace(/\n$/, ""));
      const highlighted = new Set([...meta.highlightedLines, ...marked.lines]);
      const language = prismLanguage(fenceLanguage);
      if (!language) {
        reportError(
          file,
          `unknown code fence language "${fenceLanguage ?? ""}": use one the site highlights (${supportedFenceLanguages().join(", ")}), or no language for plain text`,
          node.position,
          "wemap:code",
        );
        return;
      }
      const lines = highlightLines(marked.code, language);
      const lineNodes = lines.map((runs, index) =>
        element(
          "span",
          {
            className: ["code-line"],
            ...(highlighted.has(index + 1) ? { dataHighlighted: "true" } : {}),
          },
          [
            ...runs.map((run): TreeNode =>
              run.classes.length > 0
                ? element("span", { className: run.classes }, [{ type: "text", value: run.text }])
                : { type: "text", value: run.text },
            ),
            ...(index < lines.length - 1 ? [{ type: "text", value: "\n" }] : []),
          ],
        ),
      );
      node.properties = {
        dataLanguage: language,
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.showLineNumbers ? { dataLineNumbers: "true" } : {}),
      };
      node.children = [element("code", { className: [`language-${language}`] }, lineNodes)];
      // The highlighted lines hold no code blocks.
      return SKIP;
    });
  };
}
