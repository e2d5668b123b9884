import fs from "node:fs";
import path from "node:path";
import { styleGroups, styleProblem } from "../mdx/allowedStyles";
import { cssValueTokens } from "../mdx/cssValueTokens";

/**
 * What a doc's `style` may hold (src/node/mdx/allowedStyles.ts), judged on what the page renders.
 * The rule was written for: properties off the allow-list (`position`, `z-index`, `opacity`...),
 * `url(`, `image-set(`, `expression(`, `var(`, `@import`, `\` escapes, comments, negative values
 * and viewport units. The shapes below it was not written for, each refused through the same
 * rule: a custom property read by `var()`, `!important`, `url (` and `URL(`, a comment between a
 * function's name and its bracket (in a string, where style-to-object joins them, and in an
 * object, where the browser does not), comments inside a property name, a `;` inside an
 * object's value (which the server's HTML would read as a second declaration), a kebab-case key
 * in an object, vendor names, a string cut short, `calc()` hiding a negative value, lengths on
 * `vertical-align`, numbers that are not finite. The `STYLE` attribute in capitals, a style
 * written as an expression object and escapes in the string go through the whole pipeline in
 * mdxStyles.test.ts.
 */

const refused: [style: string | Record<string, unknown>, expected: RegExp][] = [
  // Properties that lift an element over the page or out of its place.
  ["position: fixed; inset: 0; opacity: 0", /^"position": it is not a property a style may set/],
  ["z-index: 9", /^"z-index": it is not a property/],
  ["transform: translate(0)", /^"transform": it is not a property/],
  ["translate: 10px", /^"translate": it is not a property/],
  ["opacity: 0", /^"opacity": it is not a property/],
  ["pointer-events: none", /^"pointer-events": it is not a property/],
  ["float: left", /^"float": it is not a property/],
  ["box-shadow: 0 0 0 9999px white", /^"box-shadow": it is not a property/],
  ["outline: 9999px solid white", /^"outline": it is not a property/],
  [{ position: "fixed" }, /^"position": it is not a property/],
  [{ zIndex: 9 }, /^"zIndex": it is not a property/],
  [{ WebkitTransform: "none" }, /^"WebkitTransform": it is not a property/],
  // Comments inside a property name: style-to-object removes them, so it renders `position`.
  ["posi/**/tion: fixed", /^"position": it is not a property/],
  // Upper case: the browser reads `POSITION`, React's name for it is no allowed one either.
  ["POSITION: fixed", /^"POSITION": it is not a property/],
  ["COLOR: red", /^"COLOR": it is not a property/],
  // Custom properties, and `var()` reading one.
  ["--x: fixed; position: var(--x)", /^"--x": custom properties are not allowed/],
  [{ "--x": "fixed" }, /^"--x": custom properties are not allowed/],
  ["color: var(--x)", /^"color: var\(--x\)": var\(\) is not allowed: a style may not read/],
  // Loading anything, in any spelling the browser reads as a load.
  ["background: url(https://example.com/x.png)", /url\(\) is not allowed: a style may not load/],
  ["background: URL(x.png)", /URL\(\) is not allowed: a style may not load/],
  ["background: url/**/(x.png)", /url\(\) is not allowed: a style may not load/],
  ["background: url (x.png)", /a bracket that follows no function name/],
  [{ background: "url/**/(x.png)" }, /a bracket that follows no function name/],
  ["background: image-set('x.png' 1x)", /image-set\(\) is not allowed: a style may not load/],
  ["background: -webkit-image-set('x.png' 1x)", /-webkit-image-set\(\) is not allowed/],
  ["width: expression(alert(1))", /expression\(\) is not allowed: it runs code/],
  ["color: red; @import url(x.css)", /^at-rules \(@import\.\.\.\) are not allowed/],
  [{ color: "@import url(x.css)" }, /at-rules \(@import\.\.\.\) are not allowed/],
  // Escapes, which the browser decodes into any character.
  ["pos\\ition: fixed", /^"pos\\ition": it is not a property/],
  [{ background: "u\\72l(x.png)" }, /escapes \(\\\) are not allowed/],
  ["color: red !important", /!important is not allowed/],
  // A second declaration hidden in an object's value: React writes it into the server's HTML.
  [{ color: "red; position: fixed" }, /the character ";" is not allowed/],
  [{ color: "red}" }, /the character "}" is not allowed/],
  [{ "font-size": "1rem" }, /^"font-size": write it as React names it: fontSize/],
  ["margin-top: -10px", /-10px: negative values are not allowed/],
  [{ marginTop: -10 }, /-10: a number in a style must be zero or more/],
  [{ width: Number.POSITIVE_INFINITY }, /a number in a style must be zero or more/],
  ["width: calc(100% - 200px)", /calc\(\) is not allowed: only colour functions/],
  ["width: 100vw", /the unit "vw" is not allowed/],
  ["height: 100DVH", /the unit "DVH" is not allowed/],
  ["vertical-align: 500px", /vertical-align takes one of baseline/],
  ["display: -webkit-box", /names starting with "-"/],
  [{ fontFamily: '"Open Sans' }, /the quoted text "Open Sans is not closed/],
  ["color: rgb(0 0 0", /a function is not closed/],
  [{ color: ["red"] }, /a value must be text or a number, not an array/],
  [{ color: { a: 1 } }, /a value must be text or a number, not an object/],
];

const accepted: (string | Record<string, unknown>)[] = [
  "color: #0a5; background-color: rgb(0 0 0 / 50%); margin: 0 auto; padding: 1em 2px",
  "font-family: 'Open Sans', sans-serif; font-weight: 600; text-align: center",
  "border: 1px solid hsl(200deg 50% 50%); border-radius: 4px; width: 50%; max-width: 30rem",
  "display: flex; gap: 1rem; vertical-align: middle",
  // A comment style-to-object drops renders nothing.
  "color: red /* the brand's */",
  { textAlign: "center", width: 200, lineHeight: 1.5 },
];

describe("style allow-list", () => {
  it.each(refused)("refuses %j", (style, expected) => {
    expect(styleProblem(style)).toMatch(expected);
  });

  it.each(accepted)("accepts %j", (style) => {
    expect(styleProblem(style)).toBeUndefined();
  });
});

describe("cssValueTokens", () => {
  it("reads comments as the browser does: they separate tokens and produce nothing", () => {
    expect(cssValueTokens("url/**/(x)").map((token) => token.type)).toEqual([
      "ident",
      "open-paren",
      "ident",
      "close-paren",
    ]);
    expect(cssValueTokens("ur/* a */l(x)")[1]).toEqual({ type: "function", name: "l" });
  });

  it("reads numbers with their units, and names with a leading dash as names", () => {
    expect(cssValueTokens("-1.5e2px .5em 10% -webkit-box")).toEqual([
      { type: "number", value: -150, unit: "px", text: "-1.5e2px" },
      { type: "whitespace" },
      { type: "number", value: 0.5, unit: "em", text: ".5em" },
      { type: "whitespace" },
      { type: "number", value: 10, unit: "%", text: "10%" },
      { type: "whitespace" },
      { type: "ident", name: "-webkit-box" },
    ]);
  });
});

describe("WRITING.md", () => {
  // Writers learn what a style may hold there: a property added to or removed from the list
  // must change it too.
  const writing = fs.readFileSync(path.join(__dirname, "../../../WRITING.md"), "utf8");
  const section = /## Styles\n([\s\S]*?)\n## /.exec(writing)?.[1] ?? "";

  it.each(styleGroups())("lists the %s a style may set, and only those", (group, properties) => {
    const line = new RegExp(`^- ${group}: ([\\s\\S]*?)(?=\\n- |\\n\\n)`, "m").exec(section)?.[1];
    const listed = [...(line ?? "").matchAll(/`([a-z-]+)`/g)].map((match) => match[1]);
    expect(listed).toEqual(properties);
  });
});
