import { docOfPage, showsFooter } from "../framePage";

const context = {
  id: "node-1",
  docId: "rest",
  version: "1.14",
  sidebar: "docs",
  previous: null,
  next: null,
  breadcrumbs: [],
};

const headings = [
  { level: 2, text: "Authentication", id: "authentication" },
  { level: 3, text: "Keys", id: "keys" },
  { level: 4, text: "Rotation", id: "rotation" },
];

describe("the frame's reading of a page", () => {
  it("finds a doc page by its context, with the TOC its frontmatter asks for", () => {
    const doc = docOfPage({ pageContext: context, data: { mdx: { frontmatter: {}, headings } } });
    expect(doc?.context).toBe(context);
    expect(doc?.toc).toEqual([
      {
        level: 2,
        text: "Authentication",
        id: "authentication",
        children: [{ level: 3, text: "Keys", id: "keys", children: [] }],
      },
    ]);
    const deeper = docOfPage({
      pageContext: context,
      data: { mdx: { frontmatter: { toc_max_heading_level: 4 }, headings } },
    });
    expect(deeper?.toc[0]?.children[0]?.children.map((entry) => entry.id)).toEqual(["rotation"]);
    const hidden = docOfPage({
      pageContext: context,
      data: { mdx: { frontmatter: { hide_table_of_contents: true }, headings } },
    });
    expect(hidden?.toc).toEqual([]);
  });

  it("sees no doc on other pages", () => {
    expect(docOfPage({ pageContext: {}, data: {} })).toBeNull();
    expect(docOfPage({})).toBeNull();
    expect(docOfPage({ pageContext: { version: "1.14" } })).toBeNull();
  });

  it("leaves the footer out of the search page only", () => {
    expect(showsFooter("/search")).toBe(false);
    expect(showsFooter("/")).toBe(true);
    expect(showsFooter("/docs/rest")).toBe(true);
  });
});
