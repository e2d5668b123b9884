import { createSlugger, headingText } from "../markdown/slugify";
import { textOf, walk, type PluginFile, type TreeNode } from "./tree";

const HEADING_TAG = /^h[1-6]$/;

/**
 * Gives every heading an id computed from its Markdown source by the same function the link
 * checker uses, so an anchor the build accepts is always an anchor the page has.
 */
export default function rehypeHeadingIds() {
  return (tree: TreeNode, file: PluginFile) => {
    const source = typeof file.value === "string" ? file.value : String(file.value ?? "");
    const slug = createSlugger();
    walk(tree, (node) => {
      if (node.type !== "element" || !HEADING_TAG.test(node.tagName ?? "")) return;
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const text =
        start !== undefined && end !== undefined
          ? headingText(source.slice(start, end))
          : textOf(node);
      node.properties = { ...node.properties, id: slug(text) };
    });
  };
}
