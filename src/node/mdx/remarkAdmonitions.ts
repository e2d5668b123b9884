import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { reportError, type JsxAttribute, type PluginFile, type TreeNode } from "./tree";

/** A label's or a mistaken directive's text as written (an image's alt is not its text). */
const textOf = (node: TreeNode) => toString(node as never, { includeImageAlt: false });

/** Admonition kinds writers may use: `:::note`, `:::tip`, `:::info`, `:::warning`, `:::danger`. */
export const ADMONITION_KINDS = ["note", "tip", "info", "warning", "danger"] as const;

function attribute(name: string, value: string): JsxAttribute {
  return { type: "mdxJsxAttribute", name, value };
}

/**
 * Turns `:::kind[Optional title]` blocks (parsed by remark-directive) into `<Admonition>`; the
 * attributes written in the directive's `{...}` are kept in `data.directiveAttributes` for the
 * MDX check.
 * An unknown kind is an error naming the file and line. Text like `key:value` that the directive
 * syntax mistook for an inline directive is put back as the text it was.
 */
export default function remarkAdmonitions() {
  return (tree: TreeNode, file: PluginFile) => {
    visit(tree, (node: TreeNode) => {
      if (node.type === "containerDirective") {
        const kind = node.name ?? "";
        if (!(ADMONITION_KINDS as readonly string[]).includes(kind)) {
          reportError(
            file,
            `unknown admonition ":::${kind}": use one of ${ADMONITION_KINDS.map((known) => `:::${known}`).join(", ")}`,
            node.position,
            "wemap:admonition",
          );
          return;
        }
        const children = node.children ?? [];
        const label = children[0]?.data?.directiveLabel ? children[0] : undefined;
        const attributes = [attribute("type", kind)];
        if (label) attributes.push(attribute("title", textOf(label)));
        // What the directive's `{...}` held: the page renders none of it, but a style or a
        // class there (`:::note{.wide}`) is refused by remarkCheckMdx.ts, as on the element.
        const written = node.attributes as unknown as Record<string, unknown> | null | undefined;
        if (written && Object.keys(written).length > 0)
          node.data = { ...node.data, directiveAttributes: written };
        node.type = "mdxJsxFlowElement";
        node.name = "Admonition";
        node.attributes = attributes;
        node.children = label ? children.slice(1) : children;
        return;
      }
      if (node.type === "textDirective" || node.type === "leafDirective") {
        const marker = node.type === "textDirective" ? ":" : "::";
        const inner = textOf(node);
        const restored: TreeNode = {
          type: "text",
          value: `${marker}${node.name ?? ""}${inner ? `[${inner}]` : ""}`,
        };
        node.type = node.type === "leafDirective" ? "paragraph" : "text";
        delete node.name;
        delete node.attributes;
        if (node.type === "paragraph") {
          node.children = [restored];
        } else {
          node.value = restored.value;
          delete node.children;
        }
      }
    });
  };
}
