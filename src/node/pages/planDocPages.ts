import type { DocTree } from "../../lib/docTree";
import { trimSidebar, type DocSidebarView } from "../../lib/sidebarView";
import type { ContentProblem } from "../mdx/problems";
import { docUrlsByVersion } from "../model/clientData";
import type { DocsModel } from "../model/docsModel";
import type { DocNavigation } from "../sidebars/navigation";
import { sidebarFileOf } from "../sidebars/sidebarFiles";

/** A heading of the table of contents. */
export interface DocTocHeading {
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

export interface PagePlan {
  path: string;
  component: string;
  context: DocPageContext;
}

/** A page and the content its query reads. */
export interface DocPagePlan {
  page: PagePlan;
  content: DocPageContent;
}

/**
 * One page per built doc, all through the one doc template. The content goes to a node of its
 * own rather than into the page's context: Gatsby copies and compares every page's context on
 * each run of createPages, which is every save in development, while a node whose digest has
 * not changed costs nothing; and the page's query re-runs whenever that node changes (its
 * text, a linked doc's URL, its problems), in a warm build and in development alike.
 */
export function planDocPages(
  model: DocsModel,
  docTemplate: string,
  contentOf: (permalink: string) => DocContent,
  problemsOf: (permalink: string) => ContentProblem[] = () => [],
  contentIdOf: (permalink: string) => string = (permalink) => `doc-content ${permalink}`,
): DocPagePlan[] {
  const docUrls = docUrlsByVersion(model);
  const versionUrlsOf = (docId: string) =>
    Object.fromEntries(
      model.versions.flatMap((version) => {
        const url = docUrls[version.name]?.[docId];
        return url ? [[version.name, url]] : [];
      }),
    );
  return model.docs.map((doc) => {
    const navigation = model.navigation.get(doc.permalink);
    const sidebarName = navigation?.sidebar ?? null;
    const sidebar = sidebarName ? model.sidebars[doc.version]?.[sidebarName] : undefined;
    const site: DocSiteContext = {
      sidebar:
        sidebarName && sidebar
          ? {
              items: trimSidebar(sidebar, doc.permalink),
              file: `/${sidebarFileOf(doc.version, sidebarName, sidebar).file}`,
            }
          : null,
      versionUrls: versionUrlsOf(doc.id),
    };
    return {
      page: {
        path: doc.permalink,
        component: docTemplate,
        context: {
          docId: doc.id,
          version: doc.version,
          sidebar: sidebarName,
          previous: navigation?.previous ?? null,
          next: navigation?.next ?? null,
          breadcrumbs: navigation?.breadcrumbs ?? [],
          contentId: contentIdOf(doc.permalink),
        },
      },
      content: {
        doc: { ...contentOf(doc.permalink), ...site },
        problems: problemsOf(doc.permalink),
      },
    };
  });
}
