import type { PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import type { DocPageContext } from "../node/pages/planDocPages";
import ContentProblems from "../theme/ContentProblems";
import DocPage from "../theme/DocPage";
import MdxContent from "../theme/MdxContent";
import SiteHead from "../theme/SiteHead";

/**
 * Every doc page: the doc's compiled content. Everything comes from the page's context
 * (src/node/pages/planDocPages.ts); there is no page query. The frame around it (navbar,
 * sidebar, table of contents) is the layout's (src/theme/Layout, rendered by
 * wrapPageElement), which reads the same context.
 */
export default function DocTemplate({ pageContext }: PageProps<object, DocPageContext>) {
  const { doc, problems } = pageContext;
  return (
    <>
      <SiteHead
        title={doc.title}
        description={doc.description ?? undefined}
        keywords={doc.keywords ?? undefined}
      />
      {/* Hosted DocSearch's crawler reads this to filter hits by version (contextual search). */}
      <Helmet>
        <meta name="docsearch:version" content={pageContext.version} />
      </Helmet>
      <DocPage context={pageContext} title={doc.title}>
        {problems && problems.length > 0 ? <ContentProblems problems={problems} /> : null}
        {doc.tree ? <MdxContent tree={doc.tree} /> : null}
      </DocPage>
    </>
  );
}
