import { graphql, type PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import type { DocPageContext } from "../node/pages/planDocPages";
import DocPage from "../theme/DocPage";
import MdxContent from "../theme/MdxContent";
import SiteHead from "../theme/SiteHead";
import type { TocHeading } from "../theme/TOC/filterHeadings";

interface DocQuery {
  mdx: {
    frontmatter: {
      title: string;
      description: string | null;
      keywords: string[] | null;
      hide_table_of_contents: boolean | null;
      toc_min_heading_level: number | null;
      toc_max_heading_level: number | null;
    };
    headings: TocHeading[];
    compiledBody: string;
  };
}

/**
 * Every doc page: the doc's compiled MDX. The frame around it (navbar, sidebar, table of
 * contents) is the layout's (src/theme/Layout, rendered by wrapPageElement), which reads the
 * page's context and `headings` and `frontmatter` from this query.
 */
export default function DocTemplate({ data, pageContext }: PageProps<DocQuery, DocPageContext>) {
  const { frontmatter, compiledBody } = data.mdx;
  return (
    <>
      <SiteHead
        title={frontmatter.title}
        description={frontmatter.description ?? undefined}
        keywords={frontmatter.keywords ?? undefined}
      />
      {/* Hosted DocSearch's crawler reads this to filter hits by version (contextual search). */}
      <Helmet>
        <meta name="docsearch:version" content={pageContext.version} />
      </Helmet>
      <DocPage context={pageContext} title={frontmatter.title}>
        <MdxContent code={compiledBody} />
      </DocPage>
    </>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        keywords
        hide_table_of_contents
        toc_min_heading_level
        toc_max_heading_level
      }
      headings {
        level
        text
        id
      }
      compiledBody
    }
  }
`;
