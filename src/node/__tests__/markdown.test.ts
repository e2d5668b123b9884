import { linesOutsideFences } from "../markdown/outsideFences";
import { scanMarkdown } from "../markdown/scanMarkdown";
import { createSlugger, headingText, slugify } from "../markdown/slugify";

describe("slugify", () => {
  it.each([
    ["Return value", "return-value"],
    ["The `setZoom(zoom)` method", "the-setzoomzoom-method"],
    ["What's new in 1.14?", "whats-new-in-114"],
    ["wemap_components", "wemap_components"],
    ["Kotlin & Java", "kotlin--java"],
    ["Événements", "événements"],
  ])("%s → %s", (text, slug) => {
    expect(slugify(headingText(`## ${text}`))).toBe(slug);
  });

  it("numbers repeated headings", () => {
    const slug = createSlugger();
    expect([slug("Example"), slug("Example"), slug("Example")]).toEqual([
      "example",
      "example-1",
      "example-2",
    ]);
  });
});

describe("headingText", () => {
  it("keeps what a reader sees", () => {
    expect(headingText("### **Bold** and [a link](./x.mdx) with `code` ##")).toBe(
      "Bold and a link with code",
    );
    expect(headingText("## _Emphasis_ in snake_case")).toBe("Emphasis in snake_case");
  });
});

describe("scanMarkdown", () => {
  const text = [
    "Intro with [a link](./other.mdx#part) and `[not a link](x)`.", // 1
    "", // 2
    "## First section", // 3
    "", // 4
    "```md", // 5
    "## Not a heading", // 6
    "[not a link](./nowhere.mdx)", // 7
    "```", // 8
    "", // 9
    '<Card href="/docs/rest" id="custom" />', // 10
    "", // 11
    "### First section", // 12
    "[ref]: /docs/services", // 13
  ].join("\n");

  it("finds headings with ids and lines, skipping code", () => {
    expect(scanMarkdown(text, 5).headings).toEqual([
      { level: 2, text: "First section", id: "first-section", line: 7 },
      { level: 3, text: "First section", id: "first-section-1", line: 16 },
    ]);
  });

  it("finds Markdown, JSX and reference links with their lines, skipping code", () => {
    expect(scanMarkdown(text).links).toEqual([
      { href: "./other.mdx#part", line: 1 },
      { href: "/docs/rest", line: 10 },
      { href: "/docs/services", line: 13 },
    ]);
    expect(scanMarkdown(text).explicitIds).toEqual(["custom"]);
  });
});

describe("linesOutsideFences", () => {
  it("skips fenced code, including a shorter fence shown inside a longer one", () => {
    const text = ["a", "````md", "```js", "x", "```", "````", "b", "~~~", "c", "~~~", "d"].join(
      "\n",
    );
    expect(linesOutsideFences(text)).toEqual([
      { text: "a", index: 0 },
      { text: "b", index: 6 },
      { text: "d", index: 10 },
    ]);
  });
});
