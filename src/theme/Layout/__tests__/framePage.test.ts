import { docOfPage, showsFooter } from "../framePage";

const toc = [
  { level: 2, text: "Authentication", id: "authentication" },
  { level: 3, text: "Keys", id: "keys" },
  { level: 4, text: "Rotation", id: "rotation" },
];

const context = {
  docId: "rest",
  version: "1.14",
  sidebar: "docs",
  previous: null,
  next: null,
  breadcrumbs: [],
  contentId: "content-1",
};
const data = (headings: typeof toc) => ({
  docPageContent: {
    doc: { title: "REST", description: null, keywords: null, toc: headings, tree: [] },
    problems: [],
  },
});

describe("the frame's reading of a page", () => {
  it("finds a doc page by its context, nesting the TOC the build chose", () => {
    const doc = docOfPage({ pageContext: context, data: data(toc) });
    expect(doc?.context).toBe(context);
    expect(doc?.toc).toEqual([
      {
        level: 2,
        text: "Authentication",
        id: "authentication",
        children: [
          {
            level: 3,
            text: "Keys",
            id: "keys",
            children: [{ level: 4, text: "Rotation", id: "rotation", children: [] }],
          },
        ],
      },
    ]);
    const hidden = docOfPage({ pageContext: context, data: data([]) });
    expect(hidden?.toc).toEqual([]);
  });

  it("sees no doc on other pages", () => {
    expect(docOfPage({ pageContext: {} })).toBeNull();
    expect(docOfPage({})).toBeNull();
    expect(docOfPage({ pageContext: { version: "1.14" } })).toBeNull();
  });

  it("leaves the footer out of the search page only", () => {
    expect(showsFooter("/search")).toBe(false);
    expect(showsFooter("/")).toBe(true);
    expect(showsFooter("/docs/rest")).toBe(true);
  });
});
