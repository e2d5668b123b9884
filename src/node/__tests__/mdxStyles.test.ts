import { formatProblem } from "../mdx/problems";
import { processDocs } from "./helpers/processDocs";

/**
 * A doc's `style` through the site's whole MDX pipeline: the check reads the declarations the
 * page renders, whatever the attribute's spelling and however the style is written. Each body
 * is on line 5, its `style` attribute at column 6.
 */
const front = "---\ntitle: A page\n---\n\n";

const refused: Record<string, [body: string, expected: RegExp]> = {
  // The probe's page-covering link: every click on the page would go to another site.
  "cover.mdx": [
    '<a href="https://example.com/" style="position: fixed; inset: 0; opacity: 0">x</a>',
    /5:32 {2}<a style>: "position": it is not a property a style may set/,
  ],
  "upper-attribute.mdx": [
    '<div STYLE="position: fixed">x</div>',
    /5:6 {2}<div STYLE>: "position": it is not a property/,
  ],
  "expression-object.mdx": [
    '<div style={{position: "fixed"}}>x</div>',
    /5:6 {2}<div style>: "position": it is not a property/,
  ],
  "escape.mdx": [
    '<div style="pos\\ition: fixed">x</div>',
    /5:6 {2}<div style>: "pos\\ition": it is not a property/,
  ],
  // style-to-object drops the comments: the page would render `position` and `url(`.
  "comment-in-name.mdx": [
    '<div style="posi/**/tion: fixed">x</div>',
    /5:6 {2}<div style>: "position": it is not a property/,
  ],
  "comment-in-url.mdx": [
    '<div style="background: url/**/(https://example.com/x.png)">x</div>',
    /5:6 {2}<div style>: "background: url\(https:\/\/example.com\/x.png\)": url\(\) is not allowed/,
  ],
  "image-set.mdx": [
    "<div style=\"background: image-set('https://example.com/x.png' 1x)\">x</div>",
    /5:6 {2}<div style>: .*image-set\(\) is not allowed: a style may not load anything/,
  ],
  "custom-property.mdx": [
    '<div style="--x: fixed; position: var(--x)">x</div>',
    /5:6 {2}<div style>: "--x": custom properties are not allowed/,
  ],
  "important.mdx": [
    '<span style="color: red !important">x</span>',
    /5:7 {2}<span style>: "color: red !important": !important is not allowed/,
  ],
  "second-declaration.mdx": [
    '<div style={{color: "red; position: fixed"}}>x</div>',
    /5:6 {2}<div style>: .*the character ";" is not allowed/,
  ],
};

const accepted =
  '<div style="color: #0a5; margin: 0 auto">a</div>\n\n<div Style={{textAlign: "center", width: 200}}>b</div>';

const results = processDocs({
  ...Object.fromEntries(Object.entries(refused).map(([name, [body]]) => [name, front + body])),
  "accepted.mdx": front + accepted,
});

describe("a doc's style, as the page renders it", () => {
  it.each(Object.entries(refused))("refuses %s at its place", (name, [, expected]) => {
    const messages = (results[name]?.problems ?? []).map(formatProblem);
    expect(messages).toEqual([expect.stringMatching(expected)]);
    expect(messages[0]).toMatch(`content/docs/${name}:5:`);
    expect(results[name]?.tree).toBeNull();
  });

  it("renders an accepted style under the name it was checked by, as the object it checked", () => {
    expect(results["accepted.mdx"]?.problems).toEqual([]);
    expect(results["accepted.mdx"]?.tree).toEqual([
      ["div", { style: { color: "#0a5", margin: "0 auto" } }, "a"],
      "\n",
      ["div", { style: { textAlign: "center", width: 200 } }, "b"],
    ]);
  });
});
