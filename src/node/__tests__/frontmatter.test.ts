import { BuildError } from "../errors/BuildError";
import { parseFrontmatter } from "../content/frontmatter";

describe("parseFrontmatter", () => {
  it("accepts every documented field", () => {
    const data = {
      title: "AddMarker",
      sidebar_label: "AddMarker",
      sidebar_position: 2,
      slug: "add-marker",
      description: "Adds a marker.",
      keywords: ["marker"],
      draft: false,
      hide_table_of_contents: true,
      toc_min_heading_level: 2,
      toc_max_heading_level: 4,
    };
    expect(parseFrontmatter("content/docs/a.mdx", data)).toEqual(data);
  });

  it("requires a title and names the file", () => {
    expect(() => parseFrontmatter("content/docs/a.mdx", { description: "x" })).toThrow(BuildError);
    expect(() => parseFrontmatter("content/docs/a.mdx", {})).toThrowErrorMatchingInlineSnapshot(`
     "content/docs/a.mdx:
       - title: Invalid input: expected string, received undefined"
    `);
  });

  it("reports a value of the wrong type with the field and the value", () => {
    expect(() => parseFrontmatter("content/docs/b.mdx", { title: "B", sidebar_position: "first" }))
      .toThrowErrorMatchingInlineSnapshot(`
     "content/docs/b.mdx:
       - sidebar_position: Invalid input: expected number, received string (received "first")"
    `);
  });

  it("refuses unknown fields so that typos do not pass silently", () => {
    expect(() => parseFrontmatter("content/docs/c.mdx", { title: "C", sidebar_lable: "x" }))
      .toThrowErrorMatchingInlineSnapshot(`
     "content/docs/c.mdx:
       - sidebar_lable: unknown field. Allowed fields: title, sidebar_label, sidebar_position, slug, description, keywords, draft, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level"
    `);
  });

  it("refuses an empty or repeated keyword, naming the file and the keyword", () => {
    expect(() => parseFrontmatter("content/docs/e.mdx", { title: "E", keywords: ["marker", " "] }))
      .toThrowErrorMatchingInlineSnapshot(`
     "content/docs/e.mdx:
       - keywords[1]: must be a non-empty string (received " ")"
    `);
    expect(() =>
      parseFrontmatter("content/docs/e.mdx", { title: "E", keywords: ["Marker", "map", "marker"] }),
    ).toThrowErrorMatchingInlineSnapshot(`
     "content/docs/e.mdx:
       - keywords[2]: repeats the keyword "marker" (received "marker")"
    `);
    expect(parseFrontmatter("content/docs/e.mdx", { title: "E", keywords: [" marker "] })).toEqual({
      title: "E",
      keywords: ["marker"],
    });
  });

  it("refuses a TOC range that is upside down", () => {
    expect(() =>
      parseFrontmatter("content/docs/d.mdx", {
        title: "D",
        toc_min_heading_level: 4,
        toc_max_heading_level: 2,
      }),
    ).toThrow(/toc_min_heading_level must not be greater than toc_max_heading_level/);
  });
});
