import { buildDocsModel, type DocsModel } from "../model/docsModel";
import type { RawDoc } from "../content/docRecords";
import { contentRoot, includeDrafts, projectRoot } from "./paths";

/** An Mdx node as the data layer holds it. */
export interface MdxNode {
  id: string;
  frontmatter?: unknown;
  internal: { contentFilePath?: string; contentDigest?: string };
}

export function toRawDocs(nodes: readonly MdxNode[]): RawDoc[] {
  return nodes.flatMap((node) =>
    node.internal.contentFilePath
      ? [
          {
            nodeId: node.id,
            absolutePath: node.internal.contentFilePath,
            frontmatter: node.frontmatter,
          },
        ]
      : [],
  );
}

let last: { key: string; model: DocsModel } | undefined;

/**
 * Builds the docs model from the data layer's Mdx nodes and the content folder's JSON files.
 * createPages and the static-query resolvers all need it in one build: it is built once per
 * set of docs (ids and content digests) and reused.
 */
export function loadModel(nodes: readonly MdxNode[]): DocsModel {
  const key = nodes
    .map((node) => `${node.id}:${node.internal.contentDigest ?? ""}`)
    .sort()
    .join("|");
  if (last?.key !== key) {
    const rawDocs = toRawDocs(nodes);
    last = { key, model: buildDocsModel({ projectRoot, contentRoot, rawDocs, includeDrafts }) };
  }
  return last.model;
}
