import type { DocsModel } from "../model/docsModel";
import type { DocNavigation } from "../sidebars/navigation";

/** What a doc page receives as its context: ids and its neighbours, never the sidebar itself. */
export interface DocPageContext {
  /** Gatsby node id of the doc, for the page query. */
  id: string;
  docId: string;
  version: string;
  /** The sidebar that holds the doc; the theme reads it from the shared sidebar data. */
  sidebar: string | null;
  previous: DocNavigation["previous"] | null;
  next: DocNavigation["next"] | null;
  breadcrumbs: DocNavigation["breadcrumbs"];
}

export interface PagePlan {
  path: string;
  component: string;
  context: DocPageContext;
}

/** One page per built doc, all through the one doc template, which queries the doc's content. */
export function planDocPages(model: DocsModel, docTemplate: string): PagePlan[] {
  return model.docs.map((doc) => {
    const navigation = model.navigation.get(doc.permalink);
    return {
      path: doc.permalink,
      component: docTemplate,
      context: {
        id: doc.nodeId,
        docId: doc.id,
        version: doc.version,
        sidebar: navigation?.sidebar ?? null,
        previous: navigation?.previous ?? null,
        next: navigation?.next ?? null,
        breadcrumbs: navigation?.breadcrumbs ?? [],
      },
    };
  });
}
