import { toTwinTree } from "../twins/twinTree";
import type { PluginFile, TreeNode } from "./tree";

/** Where remarkTwin leaves the twin's tree on the vfile. */
export const TWIN_DATA_KEY = "wemapTwin";

/**
 * Runs last among the remark plugins: the doc's Markdown twin is read from the very tree the
 * page is then built from, expressions already evaluated and admonitions already recognised.
 */
export default function remarkTwin() {
  return (tree: TreeNode, file: PluginFile) => {
    file.data[TWIN_DATA_KEY] = toTwinTree(tree);
  };
}
