import siteConfig from "../../../site.config";
import type { DocSidebarView } from "../../shared/sidebarView";
import { buildToc, type TocEntry } from "../TOC/filterHeadings";
import type { DocPageContent, DocPageContext } from "../../shared/docPage";

/** The parts of Gatsby's page props the frame reads (wrapPageElement hands it all of them). */
export interface FramePageProps {
  pageContext?: unknown;
  data?: unknown;
}

/** What the frame shows around a doc: its sidebar, its table of contents, its other versions. */
export interface FrameDoc {
  context: DocPageContext;
  toc: TocEntry[];
  sidebar: DocSidebarView | null;
  versionUrls: Record<string, string>;
}

function isDocPageContext(context: unknown): context is DocPageContext {
  if (typeof context !== "object" || context === null) return false;
  const candidate = context as Partial<DocPageContext>;
  return (
    typeof candidate.docId === "string" &&
    typeof candidate.version === "string" &&
    Array.isArray(candidate.breadcrumbs) &&
    typeof candidate.contentId === "string"
  );
}

/** The doc a page shows, when it is a doc page: pages of the doc template carry its context. */
export function docOfPage(props: FramePageProps): FrameDoc | null {
  if (!isDocPageContext(props.pageContext)) return null;
  // The doc template's query result; the build has applied the doc's TOC levels and
  // `hide_table_of_contents` already.
  const content = (props.data as { docPageContent?: DocPageContent } | undefined)?.docPageContent;
  return {
    context: props.pageContext,
    toc: buildToc(content?.doc.toc ?? [], 2, 6),
    sidebar: content?.doc.sidebar ?? null,
    versionUrls: content?.doc.versionUrls ?? {},
  };
}

/**
 * The search page goes without the footer: its results run long and load more as they go.
 * `pathname` is the page's path without the base URL (Gatsby's `path` prop is `/*` on the server).
 */
export function showsFooter(pathname: string): boolean {
  return pathname !== siteConfig.search.searchPagePath;
}
