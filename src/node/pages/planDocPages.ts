import type {
  ContentProblem,
  DocContent,
  DocPageContent,
  DocPageContext,
  DocSiteContext,
} from "../../shared/docPage";
import { trimSidebar } from "../../shared/sidebarView";
import { docUrlsByVersion } from "../model/clientData";
import type { DocsModel } from "../model/docsModel";
import { sidebarFileOf } from "../sidebars/sidebarFiles";

interface PagePlan {
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
