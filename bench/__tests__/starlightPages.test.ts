import fs from "node:fs";
import path from "node:path";
import { convertDoc, docRoute, homePage, starlightSidebar } from "../lib/starlightPages";
import { HOME_WORDS } from "../lib/starlightSite";

const known = { knownLanguages: new Set(["kotlin", "java", "text"]) };
const place = { versionPath: "/docs", relativePath: "android/Callbacks/AddMarker.mdx" };

function convert(body: string, frontmatter = "title: A page") {
  return convertDoc(`---\n${frontmatter}\n---\n${body}`, "a.mdx", place, known);
}

describe("docRoute", () => {
  it.each([
    [{ versionPath: "/docs", relativePath: "index.mdx" }, "/docs"],
    [{ versionPath: "/docs", relativePath: "about/index.mdx" }, "/docs/about"],
    [
      { versionPath: "/docs/1.13", relativePath: "android/Livemap.mdx" },
      "/docs/1.13/android/Livemap",
    ],
  ])("%j is served at %s", (where, route) => {
    expect(docRoute(where)).toBe(route);
  });
});

describe("convertDoc", () => {
  it("keeps the title, description and sidebar label, and the page's URL with its capitals", () => {
    const doc = convert(
      "Text.",
      'title: AddMarker callback\nsidebar_label: AddMarker\ndescription: "Adds: a marker"',
    );
    expect(doc.route).toBe("/docs/android/Callbacks/AddMarker");
    expect(doc.text).toContain('title: "AddMarker callback"');
    expect(doc.text).toContain('description: "Adds: a marker"');
    expect(doc.text).toContain('sidebar:\n  label: "AddMarker"');
  });

  it("refuses a doc without a title, naming the file", () => {
    expect(() =>
      convertDoc("---\ndescription: x\n---\nText.", "content/docs/x.mdx", place, known),
    ).toThrow("content/docs/x.mdx: a doc needs a title");
  });

  it("turns the site's tabs into Starlight's, imported once, with the label or else the value", () => {
    const doc = convert(
      '<Tabs groupId="lang">\n<TabItem value="kotlin" label="Kotlin">\n\nA\n\n</TabItem>\n<TabItem value="java">\n\nB\n\n</TabItem>\n</Tabs>',
    );
    expect(doc.text).toContain('<Tabs syncKey="lang">');
    expect(doc.text).toContain('<TabItem label="Kotlin">');
    expect(doc.text).toContain('<TabItem label="java">');
    expect(doc.text.match(/import \{ Tabs, TabItem \}/g)).toHaveLength(1);
  });

  it("imports nothing for a page without tabs, even when a code block shows the word", () => {
    const doc = convert('```kotlin\n<Tabs groupId="x">\n```\n');
    expect(doc.text).not.toContain("import");
    expect(doc.text).toContain('<Tabs groupId="x">');
  });

  it("maps admonitions to Starlight's asides, titles kept", () => {
    const doc = convert(
      ":::warning[Android only]\nText.\n:::\n\n:::info\nMore.\n:::\n\n:::tip\nTip.\n:::",
    );
    expect(doc.text).toContain(":::caution[Android only]");
    expect(doc.text).toContain(":::note\nMore.");
    expect(doc.text).toContain(":::tip\nTip.");
  });

  it("points links to other docs at their URLs, anchors kept, other links untouched", () => {
    const doc = convert(
      "[M](../Model/Marker.mdx), [L](../Livemap.mdx#drawing), [D](./DrawPolyline.mdx), [x](https://a.b/c.mdx), [h](#payload), [s](/docs/rest)",
    );
    expect(doc.text).toContain(
      "[M](/docs/android/Model/Marker), [L](/docs/android/Livemap#drawing), [D](/docs/android/Callbacks/DrawPolyline), [x](https://a.b/c.mdx), [h](#payload), [s](/docs/rest)",
    );
  });

  it("keeps fence languages, titles and line marks; writes an unknown language as text and says so", () => {
    const doc = convert(
      '```kotlin title="MapActivity.kt" {2}\na\nb\n```\n\n```cobol\nX\n```\n\n```java showLineNumbers\nc\n```\n\n```\nplain\n```',
    );
    expect(doc.text).toContain('```kotlin title="MapActivity.kt" {2}\na\nb\n```');
    expect(doc.text).toContain("```text\nX\n```");
    expect(doc.text).toContain("```java\nc\n```");
    expect(doc.text).toContain("```\nplain\n```");
    expect(doc.fallbackLanguages).toEqual(["cobol"]);
  });

  it("leaves what a code block holds as it is", () => {
    const doc = convert("```text\n:::warning\n[a](./b.mdx)\n```\n");
    expect(doc.text).toContain("```text\n:::warning\n[a](./b.mdx)\n```");
  });
});

describe("starlightSidebar", () => {
  it("turns doc ids into slugs and categories into closed groups, a category's own doc first", () => {
    const sidebar = starlightSidebar(
      [
        "index",
        { type: "doc", id: "about", label: "About" },
        {
          type: "category",
          label: "Android",
          link: "android/getting-started",
          items: ["android/Callbacks/AddMarker"],
        },
        { type: "category", label: "Open", collapsed: false, items: [] },
        { type: "link", label: "Blog", href: "https://example.com" },
      ],
      "/docs",
    );
    expect(sidebar).toEqual([
      { slug: "docs" },
      { slug: "docs/about", label: "About" },
      {
        label: "Android",
        collapsed: true,
        items: [
          { slug: "docs/android/getting-started" },
          { slug: "docs/android/Callbacks/AddMarker" },
        ],
      },
      { label: "Open", collapsed: false, items: [] },
      { label: "Blog", link: "https://example.com" },
    ]);
  });
});

describe("the home page", () => {
  const source = fs.readFileSync(
    path.join(__dirname, "..", "..", "src", "theme", "HomePage", "index.tsx"),
    "utf8",
  );

  it("says what the site's home page says", () => {
    for (const words of [
      HOME_WORDS.heading,
      HOME_WORDS.areasHeading,
      ...HOME_WORDS.actions.map((a) => a.text),
    ])
      expect(source).toContain(words);
    for (const action of HOME_WORDS.actions) expect(source).toContain(`to="${action.link}"`);
    const page = fs.readFileSync(
      path.join(__dirname, "..", "..", "src", "pages", "index.tsx"),
      "utf8",
    );
    expect(page).toContain(`description="${HOME_WORDS.description}"`);
  });

  it("is a splash page with the hero, both actions and a card per area", () => {
    const page = homePage(HOME_WORDS);
    expect(page).toContain("template: splash");
    expect(page).toContain(`title: ${JSON.stringify(HOME_WORDS.heading)}`);
    expect(page).toContain(`tagline: ${JSON.stringify(HOME_WORDS.tagline)}`);
    expect(page.match(/- text: /g)).toHaveLength(2);
    expect(page.match(/<LinkCard /g)).toHaveLength(HOME_WORDS.areas.length);
    expect(page).toContain('<LinkCard title={"REST API"}');
  });
});
