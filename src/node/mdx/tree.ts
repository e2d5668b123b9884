/** The few fields of unist nodes the site's MDX plugins read; enough to stay version-agnostic. */
export interface TreeNode {
  type: string;
  children?: TreeNode[];
  value?: string;
  url?: string;
  name?: string;
  tagName?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: unknown[];
  properties?: Record<string, unknown>;
  data?: Record<string, unknown>;
  position?: { start: { line: number; offset?: number }; end: { offset?: number } };
}

/** The file a plugin runs on, as unified hands it over. */
export interface PluginFile {
  path?: string;
  value?: unknown;
}

/** Calls `visitor` on every node, parents before children. */
export function walk(node: TreeNode, visitor: (node: TreeNode, parent?: TreeNode) => void): void {
  const stack: [TreeNode, TreeNode | undefined][] = [[node, undefined]];
  while (stack.length > 0) {
    const [current, parent] = stack.pop() as [TreeNode, TreeNode | undefined];
    visitor(current, parent);
    const children = current.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push([children[index] as TreeNode, current]);
    }
  }
}

/** The text inside a node, as a reader would see it. */
export function textOf(node: TreeNode): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(textOf).join("");
}
