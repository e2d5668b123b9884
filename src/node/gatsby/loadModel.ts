import { buildDocsModel, type DocsModel } from "../model/docsModel";
import type { RawDoc } from "../content/docRecords";
import { contentRoot, includeDrafts, projectRoot } from "./paths";

/** An Mdx node as the data layer holds it. */
export interface MdxNode {
  id: string;
  frontmatter?: unknown;
  internal: { contentFilePath?: string };
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

/** Builds the docs model from the data layer's Mdx nodes and the content folder's JSON files. */
export function loadModel(nodes: readonly MdxNode[]): DocsModel {
  return buildDocsModel({ projectRoot, contentRoot, rawDocs: toRawDocs(nodes), includeDrafts });
}
