import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

/**
 * Attribute names as the browser reads them: HTML names have no case and React spells some
 * differently, so every spelling of one name is judged as that name, is rendered under it, and
 * two spellings on one element are one attribute written twice. Each body is on line 5.
 */
const front = "---\ntitle: A page\n---\n\n";

const docs: Record<string, string> = {
  "upper-href.mdx": '<a HREF="javascript:alert(1)">x</a>',
  "mixed-href.mdx": '<a Href="javascript:alert(2)">x</a>',
  "upper-src.mdx": '<img SRC="javascript:alert(3)" alt="" />',
  "upper-onclick.mdx": '<a href="/docs/a" ONCLICK="alert(1)">x</a>',
  "upper-srcset.mdx": '<img alt="" SRCSET="/a.png 1x, javascript:alert(1) 2x" />',
  "two-hrefs.mdx": '<a href="/docs/a" HREF="javascript:alert(1)">x</a>',
  "same-twice.mdx": '<a href="/docs/a" title="t" href="https://example.com/">x</a>',
  "tabindex-twice.mdx": '<span tabindex="0" tabIndex="1">x</span>',
  "prop-twice.mdx": '<Tabs groupId="a" groupId="b"><TabItem value="a">x</TabItem></Tabs>',
  "prototype-name.mdx": '<div constructor="x">x</div>',
  "accepted.mdx": '<span TITLE="note" TabIndex="0" DATA-KIND="k">x</span>',
};

const results = processDocs(
  Object.fromEntries(Object.entries(docs).map(([name, body]) => [name, front + body])),
);
const messages = (name: string) => (results[name]?.problems ?? []).map(formatProblem);

describe("attribute names as the browser reads them", () => {
  it.each([
    ["upper-href.mdx", "javascript:alert(1)"],
    ["mixed-href.mdx", "javascript:alert(2)"],
    ["upper-src.mdx", "javascript:alert(3)"],
  ])("hands %s's URL to the link check, which classifies it", (name, href) => {
    expect(results[name]?.links).toEqual([{ href, line: 5, column: 1, kind: "jsx" }]);
  });

  it("renders any spelling under React's name, the one it was judged by (MdxLink's URL guard reads `href`)", () => {
    expect(results["upper-href.mdx"]?.tree).toEqual([["a", { href: "javascript:alert(1)" }, "x"]]);
    expect(results["accepted.mdx"]?.problems).toEqual([]);
    expect(results["accepted.mdx"]?.tree).toEqual([
      ["span", { title: "note", tabIndex: "0", "data-kind": "k" }, "x"],
    ]);
  });

  it("judges event handlers and URL lists in any case", () => {
    expect(messages("upper-onclick.mdx")).toEqual([
      "content/docs/upper-onclick.mdx:5:19  <a ONCLICK>: event handler attributes run code in the reader's browser and are not allowed",
    ]);
    expect(messages("upper-srcset.mdx")).toEqual([
      expect.stringMatching(
        /^content\/docs\/upper-srcset\.mdx:5:13 {2}unsafe URL in <img SRCSET>: "javascript:alert\(1\)"/,
      ),
    ]);
  });

  it("refuses one attribute written twice, at the second", () => {
    expect(messages("two-hrefs.mdx")).toEqual([
      'content/docs/two-hrefs.mdx:5:19  <a HREF>: "href" and "HREF" are one attribute (href) written twice; the page would render only one of them: write it once',
    ]);
    expect(messages("same-twice.mdx")).toEqual([
      'content/docs/same-twice.mdx:5:29  <a href>: "href" is written twice; the page would render only one of them: write it once',
    ]);
    expect(messages("tabindex-twice.mdx")).toEqual([
      'content/docs/tabindex-twice.mdx:5:20  <span tabIndex>: "tabindex" and "tabIndex" are one attribute (tabindex) written twice; the page would render only one of them: write it once',
    ]);
    expect(messages("prop-twice.mdx")).toEqual([
      'content/docs/prop-twice.mdx:5:19  <Tabs groupId>: "groupId" is written twice; the page would render only one of them: write it once',
    ]);
  });

  it("reads a name that is a member of Object.prototype as a name", () => {
    expect(messages("prototype-name.mdx")).toEqual([
      expect.stringMatching(
        /^content\/docs\/prototype-name\.mdx:5:6 {2}<div constructor>: the attribute "constructor" is not allowed on <div>/,
      ),
    ]);
  });
});
