import siteConfig from "../../../site.config";
import type { DocPageContext } from "../../node/pages/planDocPages";
import { buildToc, type TocEntry, type TocHeading } from "../TOC/filterHeadings";

/** The parts of Gatsby's page props the frame reads (wrapPageElement hands it all of them). */
export interface FramePageProps {
  pageContext?: unknown;
  data?: unknown;
}

/** What the frame shows around a doc: its sidebar (from the context) and its table of contents. */
export interface FrameDoc {
  context: DocPageContext;
  toc: TocEntry[];
}

/** What the frame reads of a doc page's query result (src/templates/doc.tsx queries it). */
interface DocTocData {
  mdx?: {
    frontmatter?: {
      hide_table_of_contents?: boolean | null;
      toc_min_heading_level?: number | null;
      toc_max_heading_level?: number | null;
    };
    headings?: TocHeading[];
  };
}

function isDocPageContext(context: unknown): context is DocPageContext {
  if (typeof context !== "object" || context === null) return false;
  const candidate = context as Partial<DocPageContext>;
  return (
    typeof candidate.docId === "string" &&
    typeof candidate.version === "string" &&
    Array.isArray(candidate.breadcrumbs)
  );
}

/** The doc a page shows, when it is a doc page: pages of the doc template carry its context. */
export function docOfPage(props: FramePageProps): FrameDoc | null {
  if (!isDocPageContext(props.pageContext)) return null;
  const mdx = (props.data as DocTocData | undefined)?.mdx;
  const frontmatter = mdx?.frontmatter ?? {};
  const toc = frontmatter.hide_table_of_contents
    ? []
    : buildToc(
        mdx?.headings ?? [],
        frontmatter.toc_min_heading_level ?? 2,
        frontmatter.toc_max_heading_level ?? 3,
      );
  return { context: props.pageContext, toc };
}

/**
 * The search page goes without the footer: its results run long and load more as they go.
 * `pathname` is the page's path without the base URL (Gatsby's `path` prop is `/*` on the server).
 */
export function showsFooter(pathname: string): boolean {
  return pathname !== siteConfig.search.searchPagePath;
}
