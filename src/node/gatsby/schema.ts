/**
 * Types of the GraphQL layer, declared so that queries work even with no content and so that
 * frontmatter fields keep their types whatever the files hold. Validation with clear messages
 * happens in createPages (src/node/content/frontmatter.ts); these stay nullable so that a bad
 * file reaches it instead of failing inside GraphQL.
 */
export const typeDefs = /* GraphQL */ `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter
    body: String
  }

  type MdxFrontmatter {
    title: String
    sidebar_label: String
    sidebar_position: Float
    slug: String
    description: String
    keywords: [String]
    draft: Boolean
    hide_table_of_contents: Boolean
    toc_min_heading_level: Int
    toc_max_heading_level: Int
  }

  type DocsClientData implements Node @dontInfer {
    navbar: JSON
    search: JSON
  }

  type DocPageContent implements Node @dontInfer {
    doc: JSON!
    problems: JSON!
  }
`;
