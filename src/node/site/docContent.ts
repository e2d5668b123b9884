import { mapDocTreeProps, type DocTree } from "../../shared/docTree";
import type { DocRecord } from "../content/docRecords";
import { docFileLinkUrl, isDocFileLink } from "../links/docFileLinks";
import type { ProcessedDoc } from "../mdx/processDoc";
import type { DocContent } from "../../shared/docPage";

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

/**
 * The last tree each compile gave, with the URLs its doc-file links resolved to. In
 * development createPages runs on every save; reusing the tree (the same object) when nothing
 * it links to moved spares copying every page's tree and lets Gatsby see unchanged pages at once.
 */
const resolvedTrees = new WeakMap<ProcessedDoc, { links: string; tree: DocTree }>();

function resolvedTreeOf(
  processed: ProcessedDoc & { tree: DocTree },
  fromFile: string,
  docsByFile: ReadonlyMap<string, string>,
): DocTree {
  const links = processed.links
    .filter((link) => isDocFileLink(link.href))
    .map((link) => `${link.href}→${docFileLinkUrl(link.href, fromFile, docsByFile) ?? ""}`)
    .join("\n");
  const known = resolvedTrees.get(processed);
  if (known?.links === links) return known.tree;
  const tree = resolveDocFileLinks(processed.tree, fromFile, docsByFile);
  resolvedTrees.set(processed, { links, tree });
  return tree;
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
    tree: processed.tree
      ? resolvedTreeOf(processed as ProcessedDoc & { tree: DocTree }, fromFile, docsByFile)
      : null,
  };
}
