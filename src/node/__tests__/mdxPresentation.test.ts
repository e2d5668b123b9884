import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

/**
 * No presentation in a doc but Markdown's and the site's components': `style`, `class` and
 * `className` are refused on every element and component, through the site's whole MDX
 * pipeline (the one the build and `npm run check` run). Each body starts on line 5.
 */
const front = "---\ntitle: A page\n---\n\n";

const REASON =
  "gives the page a look of its own: a doc's presentation comes only from Markdown and the site's components (Admonition, Tabs, TabItem); if a page needs a layout they do not give, add a layout component to the site (WRITING.md, \"Presentation\")";

/** The message for `attribute` written as `where`, at `place` of the doc. */
const refusal = (place: string, where: string, attribute: string) =>
  `${place}  ${where}: the attribute "${attribute}" is not allowed, it ${REASON}`;

/** Each doc, the one problem it has, as `place  where  attribute`. */
const refused: Record<string, [body: string, place: string, where: string, attribute: string]> = {
  // The probe's link: a big padding on a transparent link takes the clicks around it.
  "element-style.mdx": [
    '<a href="/docs/about" style="padding: 3000px">x</a>',
    "5:23",
    "<a style>",
    "style",
  ],
  "component-style.mdx": [
    '<Admonition type="note" style={{color: "red"}}>x</Admonition>',
    "5:25",
    "<Admonition style>",
    "style",
  ],
  // The probe's navbar overlay: a class named after one of the site's CSS-module classes.
  "component-class-name.mdx": [
    '<Tabs className="navbar_x"><TabItem value="a">x</TabItem></Tabs>',
    "5:7",
    "<Tabs className>",
    "className",
  ],
  "upper-style.mdx": ['<div STYLE="color: red">x</div>', "5:6", "<div STYLE>", "STYLE"],
  "mixed-class-name.mdx": ['<span ClassName="x">y</span>', "5:7", "<span ClassName>", "ClassName"],
  "lower-class-name.mdx": ['<span classname="x">y</span>', "5:7", "<span classname>", "classname"],
  "component-mixed-style.mdx": [
    '<Tabs><TabItem value="a" Style="x">y</TabItem></Tabs>',
    "5:26",
    "<TabItem Style>",
    "Style",
  ],
  "html-class.mdx": ['<p class="navbar_x">x</p>', "5:4", "<p class>", "class"],
  "spread-style.mdx": [
    '<div {...{style: {padding: "3000px"}}}>x</div>',
    "5:11",
    "<div {...{style}}>",
    "style",
  ],

  // Shapes the rule was not written for, each refused by it.
  // The normaliser drops `-`, `_` and `:`, as it does for every attribute.
  "dashed-class-name.mdx": [
    '<span class-name="x">y</span>',
    "5:7",
    "<span class-name>",
    "class-name",
  ],
  // A spread inside a spread, with a quoted key.
  "nested-spread.mdx": [
    '<div {...{title: "t", ...{"className": "x"}}}>y</div>',
    "5:27",
    "<div {...{className}}>",
    "className",
  ],
  // A computed key written in place, as a template string.
  "computed-spread.mdx": [
    "<div {...{[`STYLE`]: 'x'}}>y</div>",
    "5:12",
    "<div {...{STYLE}}>",
    "STYLE",
  ],
  // An admonition's directive attributes: `.wide` is a class.
  "directive-class.mdx": [":::note{.wide}\nText.\n:::", "5:8", ":::note{class}", "class"],
  "directive-style.mdx": [
    ':::tip[A title]{style="padding: 3000px"}\nText.\n:::',
    "5:16",
    ":::tip{style}",
    "style",
  ],
  // Written without a value, and as an expression.
  "bare-style.mdx": ["<details style open>x</details>", "5:10", "<details style>", "style"],
  "expression-class.mdx": [
    '<span className={"navbar_x"}>y</span>',
    "5:7",
    "<span className>",
    "className",
  ],
  // Inline, in a table cell two lines below the doc's first.
  "table-cell.mdx": [
    '| a |\n| - |\n| <span style="color: red">b</span> |',
    "7:9",
    "<span style>",
    "style",
  ],
};

const accepted = [
  '<span id="a" title="t" data-class="x" aria-label="y">text</span>',
  ":::note{#anchor}\nText.\n:::",
].join("\n\n");

const results = processDocs({
  ...Object.fromEntries(Object.entries(refused).map(([name, [body]]) => [name, front + body])),
  "unknown-component.mdx": front + '<Card style="x">y</Card>',
  "spread-other.mdx": front + "<div {...props}>y</div>",
  "accepted.mdx": front + accepted,
});
const messages = (name: string) => (results[name]?.problems ?? []).map(formatProblem);

describe("presentation in a doc", () => {
  it.each(Object.entries(refused))(
    "refuses %s at its place, pointing at the site's components",
    (name, [, place, where, attribute]) => {
      expect(messages(name)).toEqual([refusal(`content/docs/${name}:${place}`, where, attribute)]);
      expect(results[name]?.tree).toBeNull();
    },
  );

  it("refuses a style on a component it does not know, besides the component", () => {
    expect(messages("unknown-component.mdx")).toEqual([
      "content/docs/unknown-component.mdx:5:1  unknown component <Card>: the components available without import are Admonition, TabItem, Tabs",
      refusal("content/docs/unknown-component.mdx:5:7", "<Card style>", "style"),
    ]);
  });

  it("refuses a spread it cannot read as any spread, at the spread", () => {
    expect(messages("spread-other.mdx")).toEqual([
      "content/docs/spread-other.mdx:5:7  spread attributes (`{...props}`) are not supported: write each attribute",
    ]);
  });

  it("accepts the attributes that give no look: id, title, data-* and aria-*", () => {
    expect(messages("accepted.mdx")).toEqual([]);
    expect(results["accepted.mdx"]?.tree).toEqual([
      ["span", { id: "a", title: "t", "data-class": "x", "aria-label": "y" }, "text"],
      "\n",
      ["Admonition", { type: "note" }, ["p", null, "Text."]],
    ]);
  });
});
