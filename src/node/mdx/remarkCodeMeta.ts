import { walk, type TreeNode } from "./tree";

/**
 * MDX drops the text after a fence's language (`title="x.kt" {1,3}`); this keeps it as a
 * `metastring` prop so the code block can show a title, highlight lines and number them.
 */
export default function remarkCodeMeta() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== "code" || !node.meta) return;
      const data = (node.data ??= {});
      const properties = (data.hProperties ??= {}) as Record<string, unknown>;
      properties.metastring = node.meta;
    });
  };
}
