import { mapDocTreeProps, type DocTree } from "../../lib/docTree";
import type { DocRecord } from "../content/docRecords";
import { docFileLinkUrl, isDocFileLink } from "../links/docFileLinks";
import type { ProcessedDoc } from "../mdx/processDoc";
import type { DocContent } from "../pages/planDocPages";

/** Props that hold a link a writer may have written to a doc file. */
const LINK_PROPS = ["href", "to"] as const;

/**
 * Writers link to doc files (`../Model/Coordinates.mdx`) so that links survive freezing a
 * version; the page gets the URL of that doc in the same version. This runs on every build
 * from the current docs model, after the cached compile, so a renamed slug never leaves a stale
 * URL behind. Links that name no doc stay as written: the link check reports them.
 */
export function resolveDocFileLinks(
  tree: DocTree,
  fromFile: string,
  docsByFile: ReadonlyMap<string, string>,
): DocTree {
  return mapDocTreeProps(tree, (_type, props) => {
    let changed: Record<string, unknown> | undefined;
    for (const name of LINK_PROPS) {
      const value = props[name];
      if (typeof value !== "string" || !isDocFileLink(value)) continue;
      const url = docFileLinkUrl(value, fromFile, docsByFile);
      if (url) changed = { ...(changed ?? props), [name]: url };
    }
    return changed;
  });
}

/** The content a doc's page renders, from its record and its compile. */
export function docContentOf(
  doc: DocRecord,
  processed: ProcessedDoc,
  fromFile: string,
  docsByFile: ReadonlyMap<string, string>,
): DocContent {
  const { frontmatter } = doc;
  const min = frontmatter.toc_min_heading_level ?? 2;
  const max = frontmatter.toc_max_heading_level ?? 3;
  return {
    title: doc.title,
    description: doc.description ?? null,
    keywords: frontmatter.keywords ?? null,
    toc: frontmatter.hide_table_of_contents
      ? []
      : processed.headings
          .filter((heading) => heading.level >= min && heading.level <= max)
          .map(({ level, text, id }) => ({ level, text, id })),
    tree: processed.tree ? resolveDocFileLinks(processed.tree, fromFile, docsByFile) : null,
  };
}
