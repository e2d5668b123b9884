import { visit } from "unist-util-visit";
import type { TreeNode } from "./tree";

const JSX_OR_EXPRESSION = new Set(["mdxJsxTextElement", "mdxTextExpression"]);

function isBlank(node: TreeNode): boolean {
  return node.type === "text" && String(node.value ?? "").trim() === "";
}

/**
 * A paragraph that holds only JSX elements or expressions (`<TabItem ...>` written inline, a
 * lone `{/* note *\/}`) is not a paragraph: its children are lifted to the block level, as MDX
 * itself does, so the page never renders a `<div>` inside a `<p>`.
 */
export default function remarkUnravel() {
  return (tree: TreeNode) => {
    visit(tree, (node: TreeNode) => {
      const children = node.children;
      if (!children) return;
      node.children = children.flatMap((child) => {
        if (child.type !== "paragraph" || !child.children?.length) return [child];
        const content = child.children.filter((inner) => !isBlank(inner));
        if (content.length === 0 || !content.every((inner) => JSX_OR_EXPRESSION.has(inner.type)))
          return [child];
        return content.map((inner) => ({
          ...inner,
          type: inner.type === "mdxJsxTextElement" ? "mdxJsxFlowElement" : "mdxFlowExpression",
        }));
      });
    });
  };
}
