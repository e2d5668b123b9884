import type { DocTree } from "./docTree";
import type { DocSidebarView } from "./sidebarView";

/** What a doc page receives from the build: its context, its content and its problems. */

/** A link to a neighbouring or enclosing page. */
export interface NavLink {
  label: string;
  href: string;
}

/** What a doc page shows around its content, derived from the sidebar that holds it. */
export interface DocNavigation {
  sidebar: string;
  previous?: NavLink;
  next?: NavLink;
  /** The categories that hold the doc, outermost first; `href` only where a category has a page. */
  breadcrumbs: { label: string; href?: string }[];
}

/** Something wrong in a content file, placed where the writer sees it. */
export interface ContentProblem {
  /** The file, relative to the project: `content/docs/getting-started.mdx`. */
  file: string;
  /** 1-based line and column in the file as the writer sees it (frontmatter counted). */
  line?: number;
  column?: number;
  /** What is wrong and what was expected. */
  message: string;
  /** Errors stop a production build; warnings (broken links in development) do not. */
  severity: "error" | "warning";
  /** A few lines of the file around the place, with a caret under it. */
  frame?: string;
}

/** A heading of the table of contents. */
interface DocTocHeading {
  level: number;
  text: string;
  id: string;
}

/** What a doc page renders: its head fields, its table of contents and its content tree. */
export interface DocContent {
  title: string;
  description: string | null;
  keywords: string[] | null;
  /** The headings the table of contents shows (levels and `hide_table_of_contents` applied). */
  toc: DocTocHeading[];
  /** The compiled content; null when the doc has errors (development only). */
  tree: DocTree | null;
}

/** What the frame around a doc page needs of the site: its sidebar and its other versions. */
export interface DocSiteContext {
  /** The sidebar holding the doc, as the page first shows it; null when it is in none. */
  sidebar: DocSidebarView | null;
  /** version name → URL of the same doc in that version, for each version that has it. */
  versionUrls: Record<string, string>;
}

/** What a doc page receives as its context: ids and its neighbours, kept small. */
export interface DocPageContext {
  docId: string;
  version: string;
  /** The name of the sidebar that holds the doc (the sidebar itself is in the page's content). */
  sidebar: string | null;
  previous: DocNavigation["previous"] | null;
  next: DocNavigation["next"] | null;
  breadcrumbs: DocNavigation["breadcrumbs"];
  /** The id of the node that holds the page's content (DocPageContent), for its page query. */
  contentId: string;
}

/** What a doc page shows, held by a node of its own that the page queries. */
export interface DocPageContent {
  doc: DocContent & DocSiteContext;
  /** Development only: the content problems to show on this page (its own and the site's). */
  problems: ContentProblem[];
}
