import { graphql, withPrefix, type PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import { usePageLocation } from "../contexts/PageLocation";
import { markdownTwinPath } from "../shared/pagePaths";
import DocFrame from "../theme/DocFrame";
import DocPage from "../theme/DocPage";
import { provideDocFrame } from "../theme/Layout/docFrameSlot";
import Lazy from "../theme/Lazy";
import MdxContent from "../theme/MdxContent";
import SiteHead from "../theme/SiteHead";
import type { DocPageContent, DocPageContext } from "../shared/docPage";

// The layout renders the doc frame around every doc; its code comes with this template's.
provideDocFrame(DocFrame);

/** The page query's result: the doc's content node (src/node/gatsby/docContentNodes.ts). */
export interface DocQuery {
  docPageContent: DocPageContent;
}

/**
 * Every doc page: the doc's compiled content, from the node createPages wrote for it. The
 * frame around it (navbar, sidebar, table of contents) is the layout's (src/theme/Layout,
 * rendered by wrapPageElement), which reads the same context and query result.
 */
export default function DocTemplate({ data, pageContext }: PageProps<DocQuery, DocPageContext>) {
  const { doc, problems } = data.docPageContent;
  const { pathname } = usePageLocation();
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
        {/* The page as Markdown (src/node/twins), for tools that read pages for a model. */}
        <link rel="alternate" type="text/markdown" href={withPrefix(markdownTwinPath(pathname))} />
      </Helmet>
      <DocPage context={pageContext} title={doc.title}>
        {problems.length > 0 ? (
          // Only `gatsby develop` shows problems (a production build stops on them), so the
          // panel's code and styles stay out of every production page.
          <Lazy
            load={() => import("../theme/ContentProblems").then((module) => module.default)}
            props={{ problems }}
          />
        ) : null}
        {doc.tree ? <MdxContent tree={doc.tree} /> : null}
      </DocPage>
    </>
  );
}

export const query = graphql`
  query DocPage($contentId: String!) {
    docPageContent(id: { eq: $contentId }) {
      doc
      problems
    }
  }
`;
