import { graphql, type PageProps } from "gatsby";
import { Helmet } from "react-helmet";
import type { DocPageContext } from "../node/pages/planDocPages";
import DocPage from "../theme/DocPage";
import Layout from "../theme/Layout";
import MdxContent from "../theme/MdxContent";
import { buildToc, type TocHeading } from "../theme/TOC/filterHeadings";

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

/** Every doc page: the doc's compiled MDX inside the doc layout. */
export default function DocTemplate({
  data,
  pageContext,
  location,
}: PageProps<DocQuery, DocPageContext>) {
  const { frontmatter, headings, compiledBody } = data.mdx;
  const toc = frontmatter.hide_table_of_contents
    ? []
    : buildToc(
        headings,
        frontmatter.toc_min_heading_level ?? 2,
        frontmatter.toc_max_heading_level ?? 3,
      );
  return (
    <Layout
      title={frontmatter.title}
      description={frontmatter.description ?? undefined}
      keywords={frontmatter.keywords ?? undefined}
    >
      {/* Hosted DocSearch's crawler reads this to filter hits by version (contextual search). */}
      <Helmet>
        <meta name="docsearch:version" content={pageContext.version} />
      </Helmet>
      <DocPage
        context={pageContext}
        path={location.pathname.replace(/\/+$/, "") || "/"}
        title={frontmatter.title}
        toc={toc}
      >
        <MdxContent code={compiledBody} />
      </DocPage>
    </Layout>
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
