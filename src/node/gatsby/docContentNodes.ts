import { createHash } from "node:crypto";
import type { Actions, NodePluginArgs } from "gatsby";
import type { DocTree } from "../../shared/docTree";
import type { DocPagePlan } from "../pages/planDocPages";
import type { DocPageContent } from "../../shared/docPage";

/** Node type of a doc page's content (declared in schema.ts; the doc template queries it). */
const DOC_CONTENT_TYPE = "DocPageContent";

/**
 * The digest each content node was last created with in this process. Gatsby validates every
 * node given to createNode before it compares digests, so an unchanged node is not given again
 * (nodes created in createPages are never removed as stale while the process runs).
 */
const createdDigests = new Map<string, string>();

/** Hashing a tree is the costly part of a digest: a tree object is hashed once. */
const treeDigests = new WeakMap<DocTree, string>();

function sha1(text: string): string {
  return createHash("sha1").update(text).digest("hex");
}

/** A digest of a page's content; an unchanged tree (the same object) is not hashed again. */
function digestOfContent(content: DocPageContent): string {
  const { tree, ...rest } = content.doc;
  let treeDigest = "";
  if (tree) {
    treeDigest = treeDigests.get(tree) ?? sha1(JSON.stringify(tree));
    treeDigests.set(tree, treeDigest);
  }
  return sha1(`${treeDigest}\n${JSON.stringify(rest)}\n${JSON.stringify(content.problems)}`);
}

/**
 * Creates the content node and the page of each planned doc, and deletes the content nodes of
 * docs that are gone. A node whose digest is unchanged is only touched by Gatsby, so a save in
 * development re-runs the query of the pages whose content changed, and of no other.
 */
export function createDocContentPages(
  plans: readonly DocPagePlan[],
  actions: Pick<Actions, "createNode" | "createPage" | "deleteNode">,
  { getNodesByType }: Pick<NodePluginArgs, "getNodesByType">,
): void {
  const current = new Set<string>();
  for (const { page, content } of plans) {
    const id = page.context.contentId;
    current.add(id);
    const contentDigest = digestOfContent(content);
    if (createdDigests.get(id) !== contentDigest) {
      actions.createNode({
        id,
        doc: content.doc,
        problems: content.problems,
        internal: { type: DOC_CONTENT_TYPE, contentDigest },
      });
      createdDigests.set(id, contentDigest);
    }
    actions.createPage(page);
  }
  for (const node of getNodesByType(DOC_CONTENT_TYPE)) {
    if (current.has(node.id)) continue;
    actions.deleteNode(node);
    createdDigests.delete(node.id);
  }
}
