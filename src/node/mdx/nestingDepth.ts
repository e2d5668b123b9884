import type { TreeNode } from "./tree";

/**
 * How deep a doc's tree may nest: elements, lists, quotes, emphasis inside one another. The
 * deepest doc of the site nests 7 levels (content/docs/react-native/index.mdx, as parsed); 64
 * leaves writers nine times that, and stays far below what breaks: the site's plugins, the
 * serialiser and the renderers walk the tree by recursion, and from about a thousand levels the
 * stack overflows, in the build or in the reader's browser.
 */
export const MAX_NESTING_DEPTH = 64;

/**
 * The first node (in document order) that sits deeper than `limit` levels under `root`, with its
 * depth, or undefined. Walked with a list of its own rather than by recursion, so a tree of any
 * depth is measured without overflowing the stack it protects.
 */
export function firstTooDeep(
  root: TreeNode,
  limit: number,
): { node: TreeNode; depth: number } | undefined {
  const pending: { node: TreeNode; depth: number }[] = [{ node: root, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    if (next.depth > limit) return next;
    const children = next.node.children ?? [];
    // Pushed last child first, so the first child is visited next: document order.
    for (let index = 0; index < children.length; index++) {
      const child = children[index];
      if (child) pending.push({ node: child, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/** The message for a node past the limit, saying what to do. */
export function tooDeepMessage(limit: number): string {
  return `nested too deeply: this is more than ${limit} levels of elements, lists, quotes or emphasis inside one another, which the page cannot render; nest less (split the list, close the elements)`;
}

/**
 * True for the errors a JavaScript engine or parser throws when the input nests deeper than its
 * stack: V8's "Maximum call stack size exceeded" (a RangeError), acorn's "Not enough stack
 * space" inside an expression.
 */
export function isStackOverflow(error: unknown): boolean {
  const message =
    error instanceof Error
      ? error.message
      : String((error as { reason?: unknown } | null)?.reason ?? error);
  return /Maximum call stack size exceeded|Not enough stack space/i.test(message);
}
