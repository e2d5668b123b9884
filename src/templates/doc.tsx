import type { PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import type { DocPageContext } from "../node/pages/planDocPages";
import ContentProblems from "../theme/ContentProblems";
import DocPage from "../theme/DocPage";
import Layout from "../theme/Layout";
import MdxContent from "../theme/MdxContent";
import { buildToc } from "../theme/TOC/filterHeadings";

/**
 * Every doc page: the doc's compiled content inside the doc layout. Everything comes from the
 * page's context (src/node/pages/planDocPages.ts); there is no page query.
 */
export default function DocTemplate({ pageContext, location }: PageProps<object, DocPageContext>) {
  const { doc, problems } = pageContext;
  return (
    <Layout
      title={doc.title}
      description={doc.description ?? undefined}
      keywords={doc.keywords ?? undefined}
    >
      {/* Hosted DocSearch's crawler reads this to filter hits by version (contextual search). */}
      <Helmet>
        <meta name="docsearch:version" content={pageContext.version} />
      </Helmet>
      <DocPage
        context={pageContext}
        path={location.pathname.replace(/\/+$/, "") || "/"}
        title={doc.title}
        toc={buildToc(doc.toc, 2, 6)}
      >
        {problems && problems.length > 0 ? <ContentProblems problems={problems} /> : null}
        {doc.tree ? <MdxContent tree={doc.tree} /> : null}
      </DocPage>
    </Layout>
  );
}
