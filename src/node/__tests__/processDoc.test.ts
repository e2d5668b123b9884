import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

const front = "---\ntitle: A page\n---";

// One tsx process compiles every fixture of this file (the pipeline is ES modules only).
const results = processDocs({
  "outline.mdx": [
    front, // lines 1-3
    "Intro with `setPinpoints` and a [link](./other.mdx#part).", // 4
    "", // 5
    "Setext heading", // 6
    "==============", // 7
    "", // 8
    "## The `setZoom` method", // 9
    "", // 10
    "> ## Quoted heading", // 11
    "", // 12
    "{/*", // 13
    "## Not a heading inside a JSX comment", // 14
    "*/}", // 15
    "", // 16
    "- A list item", // 17
    "", // 18
    "  ```kotlin", // 19
    "  ## not a heading in an indented fence", // 20
    "  livemap.secretCall()", // 21
    "  ```", // 22
    "", // 23
    "### Usage", // 24
    "", // 25
    "### Usage", // 26
    "", // 27
    "A [reference link][ref] and a [link split", // 28
    "over two lines](/docs/rest).", // 29
    "", // 30
    '<a href="/search" id="custom-anchor">JSX</a> and <a href={"/docs/about"}>expression</a>', // 31
    "", // 32
    "[ref]: /docs/services", // 33
    "", // 34
    ":::note[Before you start]", // 35
    "Returns **nothing** &lt;ever&gt;.", // 36
    ":::", // 37
    "", // 38
    "| Name | Type |", // 39
    "| --- | --- |", // 40
    "| `zoom` | `Double` |", // 41
  ].join("\n"),
  "tree.mdx": [
    front,
    '<Tabs groupId="platform">',
    '<TabItem value="android" label="Android">',
    "",
    'Text {"in place"} and {42}.',
    "",
    "</TabItem>",
    "</Tabs>",
    "",
    '```js title="app.js"',
    "const a = 1;",
    "```",
  ].join("\n"),
  "unclosed-tag.mdx": [front, "", "Fine text.", "", "Broken <div> here"].join("\n"),
  "unclosed-expression.mdx": [front, "", "Broken {oops"].join("\n"),
  "html-comment.mdx": [front, "", "<!-- a comment -->"].join("\n"),
  "undefined-variable.mdx": [front, "", "Zoom to {zoomLevel}."].join("\n"),
  "unknown-component.mdx": [front, "", '<Tab value="a">x</Tab>'].join("\n"),
  "import.mdx": [front, "", "import Thing from './thing'", "", "Text."].join("\n"),
  "unknown-language.mdx": [front, "", "```kotin", "val x = 1", "```"].join("\n"),
  "plain-fence.mdx": [front, "", "```", "no language", "```"].join("\n"),
  "unknown-admonition.mdx": [front, "", ":::caution", "Careful.", ":::"].join("\n"),
});

function doc(name: string) {
  const result = results[name];
  if (!result) throw new Error(`no result for ${name}`);
  return result;
}

describe("processDoc: one reading of the tree", () => {
  const outline = doc("outline.mdx");

  it("finds the headings the parser finds, with github-slugger ids and file lines", () => {
    expect(outline.problems).toEqual([]);
    expect(outline.headings).toEqual([
      { level: 1, text: "Setext heading", id: "setext-heading", line: 6 },
      { level: 2, text: "The setZoom method", id: "the-setzoom-method", line: 9 },
      { level: 2, text: "Quoted heading", id: "quoted-heading", line: 11 },
      { level: 3, text: "Usage", id: "usage", line: 24 },
      { level: 3, text: "Usage", id: "usage-1", line: 26 },
    ]);
  });

  it("finds Markdown, reference, split and JSX links with their lines and columns", () => {
    expect(outline.links).toEqual([
      { href: "./other.mdx#part", line: 4, column: 33, kind: "link" },
      { href: "/docs/rest", line: 28, column: 31, kind: "link" },
      { href: "/search", line: 31, column: 1, kind: "jsx" },
      { href: "/docs/about", line: 31, column: 50, kind: "jsx" },
      { href: "/docs/services", line: 33, column: 1, kind: "definition" },
    ]);
    expect(outline.explicitIds).toEqual(["custom-anchor"]);
  });

  it("gives the page the ids the outline lists", () => {
    const ids = JSON.stringify(outline.tree).match(/"id":"[^"]+"/g);
    expect(ids).toEqual([
      '"id":"setext-heading"',
      '"id":"the-setzoom-method"',
      '"id":"quoted-heading"',
      '"id":"usage"',
      '"id":"usage-1"',
      '"id":"custom-anchor"',
    ]);
  });

  it("splits the prose at h2 and h3 for search, inline code kept, fences apart as code", () => {
    expect(outline.sections).toEqual([
      { text: "Intro with setPinpoints and a link. Setext heading", code: "" },
      {
        level: 2,
        heading: "The setZoom method",
        anchor: "the-setzoom-method",
        text: "",
        code: "",
      },
      {
        level: 2,
        heading: "Quoted heading",
        anchor: "quoted-heading",
        text: "A list item",
        // Both fences of the section, the indented one too; never in its prose.
        code: "## not a heading in an indented fence livemap.secretCall()",
      },
      {
        level: 3,
        heading: "Usage",
        anchor: "usage",
        parentHeading: "Quoted heading",
        text: "",
        code: "",
      },
      {
        level: 3,
        heading: "Usage",
        anchor: "usage-1",
        parentHeading: "Quoted heading",
        text: "A reference link and a link split over two lines. JSX and expression Before you start Returns nothing <ever>. Name Type zoom Double",
        code: "",
      },
    ]);
  });

  it("renders components, evaluated expressions and highlighted code as a JSON tree", () => {
    const { tree, problems } = doc("tree.mdx");
    expect(problems).toEqual([]);
    expect(tree?.[0]).toEqual([
      "Tabs",
      { groupId: "platform" },
      [
        "TabItem",
        { value: "android", label: "Android" },
        ["p", null, "Text ", "in place", " and ", "42", "."],
      ],
    ]);
    const code = JSON.stringify(tree);
    expect(code).toContain('["pre",{"data-language":"javascript","data-title":"app.js"}');
    expect(code).toContain('"className":"token keyword"');
  });

  it("carries the doc's text, read from the same parse: the invention check judges it after the compile", () => {
    const pieces = Object.values(results).flatMap((result) => result.text.pieces);
    expect(pieces.length).toBeGreaterThan(0);
  });

  it("keeps a fence without a language as plain text", () => {
    expect(doc("plain-fence.mdx").problems).toEqual([]);
    expect(JSON.stringify(doc("plain-fence.mdx").tree)).toContain('"data-language":"text"');
  });
});

describe("processDoc: errors name the file, the line and column as the writer sees them", () => {
  const messages = (name: string) => doc(name).problems.map((problem) => formatProblem(problem));

  it("reports each class with its place and what was expected", () => {
    expect(messages("unclosed-tag.mdx")).toEqual([
      "content/docs/unclosed-tag.mdx:7:1  Expected a closing tag for `<div>` (7:8-7:13) before the end of `paragraph`",
    ]);
    expect(messages("unclosed-expression.mdx")).toEqual([
      "content/docs/unclosed-expression.mdx:5:13  Unexpected end of file in expression, expected a corresponding closing brace for `{`",
    ]);
    expect(messages("html-comment.mdx")[0]).toMatch(
      /^content\/docs\/html-comment\.mdx:5:2 {2}Unexpected character `!`.*to create a comment in MDX, use `\{\/\* text \*\/\}`/,
    );
    expect(messages("undefined-variable.mdx")).toEqual([
      "content/docs/undefined-variable.mdx:5:10  `zoomLevel` is not defined: MDX expressions here can only hold values written in place (text, numbers, true/false, arrays, objects); there are no variables or imports",
    ]);
    expect(messages("unknown-component.mdx")).toEqual([
      "content/docs/unknown-component.mdx:5:1  unknown component <Tab>: did you mean <TabItem>? the components available without import are Admonition, TabItem, Tabs",
    ]);
    expect(messages("import.mdx")).toEqual([
      "content/docs/import.mdx:5:1  `import` and `export` are not supported in this site's MDX: the components Admonition, TabItem, Tabs are available without import; show code in a fenced code block, and write values in place",
    ]);
    expect(messages("unknown-language.mdx")[0]).toMatch(
      /^content\/docs\/unknown-language\.mdx:5:1 {2}unknown code fence language "kotin": use one the site highlights \(.*kotlin.*\), or no language for plain text$/,
    );
    expect(messages("unknown-admonition.mdx")).toEqual([
      'content/docs/unknown-admonition.mdx:5:1  unknown admonition ":::caution": use one of :::note, :::tip, :::info, :::warning, :::danger',
    ]);
  });

  it("gives a code frame pointing at the place, and no tree", () => {
    const [problem] = doc("undefined-variable.mdx").problems;
    expect(problem?.frame).toContain("> 5 | Zoom to {zoomLevel}.");
    expect(doc("undefined-variable.mdx").tree).toBeNull();
  });
});
