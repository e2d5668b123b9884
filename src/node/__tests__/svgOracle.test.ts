import { assembleInDevelop } from "./helpers/developAssembly";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { judgeSvg } from "../content/svgOracle";
import { fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** The findings of one SVG, each as `offset message`. */
function findings(svg: string): string[] {
  return judgeSvg(svg).map(({ offset, message }) => `${offset ?? "-"} ${message}`);
}

/**
 * The shapes below were the cases of the hand-written reader DOMPurify replaced: none was
 * written for the sanitizer, so they test it on shapes its wrapper's author did not pick.
 * Each must be found where it starts (the offset of `at` in the text).
 */
describe("an SVG of static/, judged by DOMPurify's SVG profile", () => {
  it.each<[string, string, string, RegExp]>([
    ["a script", `<svg ${NS}><script>alert(1)</script></svg>`, "<script", /the element <script>/],
    [
      "a prefixed SVG script",
      `<svg ${NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>x</s:script></svg>`,
      "<s:script",
      /the element <s:script>/,
    ],
    [
      "a script with href",
      `<svg ${NS}><script href="/x.js"/></svg>`,
      "<script",
      /the element <script>/,
    ],
    [
      "an XHTML script",
      `<svg ${NS}><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script></svg>`,
      "<x:script",
      /the element <x:script>/,
    ],
    [
      "a CDATA script",
      `<svg ${NS}><script><![CDATA[alert(1)]]></script></svg>`,
      "<script",
      /the element <script>/,
    ],
    ["an event handler", `<svg ${NS} onload="alert(1)"/>`, "onload", /<svg onload="alert\(1\)">/],
    ["a handler in mixed case", `<svg ${NS} onLoad="alert(1)"/>`, "onLoad", /<svg onLoad=/],
    [
      "a javascript: link",
      `<svg ${NS}><a href="javascript:alert(1)"><text>x</text></a></svg>`,
      "href",
      /<a href="javascript:alert\(1\)">: the attribute is not allowed/,
    ],
    [
      "an xlink:href",
      `<svg ${NS} ${XLINK}><a xlink:href="javascript:x"><text>a</text></a></svg>`,
      'xlink:href="j',
      /<a xlink:href=/,
    ],
    [
      "an XLink href under another prefix",
      `<svg ${NS} xmlns:l="http://www.w3.org/1999/xlink"><a l:href="javascript:x">a</a></svg>`,
      "l:href",
      /<a l:href=/,
    ],
    [
      "a javascript: link with entities and spaces",
      `<svg ${NS}><a href=" &#106;avascript:x"><text>a</text></a></svg>`,
      "href",
      /<a href=/,
    ],
    [
      "a data: use",
      `<svg ${NS}><use href="data:image/svg+xml,x"/></svg>`,
      "<use",
      /the element <use>/,
    ],
    ["an xml:base", `<svg ${NS} xml:base="https://example.com/"/>`, "xml:base", /<svg xml:base=/],
    [
      "a foreignObject",
      `<svg ${NS}><foreignObject/></svg>`,
      "<foreignObject",
      /the element <foreignObject>/,
    ],
    [
      "HTML inside a foreignObject",
      `<svg ${NS}><foreignObject><p xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></p></foreignObject></svg>`,
      "<foreignObject",
      /the element <foreignObject>/,
    ],
    [
      "an XHTML element among the shapes",
      `<svg ${NS}><g xmlns="http://www.w3.org/1999/xhtml"/></svg>`,
      "<g",
      /the element <g>/,
    ],
    [
      "a set of href",
      `<svg ${NS}><set attributeName="href" to="javascript:x"/></svg>`,
      "<set",
      /the element <set>/,
    ],
    [
      "an animate of xlink:href",
      `<svg ${NS}><animate attributeName="xlink:HREF" values="javascript:x"/></svg>`,
      "<animate",
      /the element <animate>/,
    ],
    [
      "an entity-encoded animation target",
      `<svg ${NS}><set attributeName="h&#114;ef" to="/x"/></svg>`,
      "<set",
      /the element <set>/,
    ],
    [
      "an XSLT stylesheet",
      `<?xml-stylesheet type="text/xsl" href="a.xsl"?><svg ${NS}/>`,
      "<?xml-stylesheet",
      /<\?xml-stylesheet\?> is not allowed/,
    ],
    [
      "an entity declaration",
      `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}>&x;</svg>`,
      "<!DOCTYPE",
      /<!DOCTYPE> is not allowed/,
    ],
    [
      "a document type whose default attribute is an onload",
      `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]><svg ${NS}/>`,
      "<!DOCTYPE",
      /<!DOCTYPE> is not allowed in static\/: a document type can declare entities and default attributes/,
    ],
    [
      "a document type behind a comment, in lower case",
      `<!-- a --><!doctype svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${NS}/>`,
      // Not well-formed (XML spells it <!DOCTYPE), placed where the XML parser stopped reading.
      "e svg PUBLIC",
      /the file is not well-formed XML/,
    ],
    [
      "a root without the SVG namespace",
      "<svg><script>alert(1)</script></svg>",
      "<svg",
      /the root element is <svg> without a namespace, not an SVG <svg>/,
    ],
    [
      "an XHTML root",
      '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      "<html",
      /the root element is <html>/,
    ],
    [
      "the second of two links",
      `<svg ${NS}><a href="/a"><text>a</text></a><!-- <a href="x"> --><a href="javascript:b"><text>b</text></a></svg>`,
      'href="javascript',
      /<a href="javascript:b">/,
    ],
  ])("%s", (_shape, svg, at, expected) => {
    expect(findings(svg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${svg.indexOf(at)} ${expected.source}`)),
      ]),
    );
  });

  it("says why a file that is not well-formed XML is refused", () => {
    expect(findings(`<svg ${NS}>\n  <g></svg>`)).toEqual([
      expect.stringMatching(
        /^\d+ the file is not well-formed XML, so a browser shows an error instead of the drawing: /,
      ),
    ]);
  });

  it.each<[string, string]>([
    [
      "a drawing with styles, gradients, filters, an embedded image, a link and text",
      `<?xml version="1.0" encoding="UTF-8"?><svg ${NS} ${XLINK} viewBox="0 0 10 10" opacity="1"><style><![CDATA[ .a > .b { fill: red } ]]></style><defs><linearGradient id="g"><stop offset="0"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs><rect fill="url(#g)" filter="url(#f)" width="5" height="5"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><a href="https://getwemap.com/"><text>Wemap</text></a></svg>`,
    ],
    ["a comment", `<!-- made by hand --><svg ${NS}><!-- a shape --><circle r="1"/></svg>`],
  ])("passes %s", (_shape, svg) => {
    expect(findings(svg)).toEqual([]);
  });

  it("passes the site's own drawings", () => {
    const folder = path.join(projectRoot, "static/img");
    const svgs = fs.readdirSync(folder).filter((name) => name.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(0);
    for (const name of svgs)
      expect([name, findings(fs.readFileSync(path.join(folder, name), "utf8"))]).toEqual([
        name,
        [],
      ]);
  });
});

describe("gatsby develop and a static file that could run script", () => {
  it("shows the problem on every page until the file is fixed", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-develop-static-"));
    fs.cpSync(fixtureRoot, path.join(root, "content"), { recursive: true });
    // The invention check's facts, which the project holds beside its content.
    fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
    // Pages the site configuration's navbar and footer link to.
    const linked: [string, string][] = [
      ["docs/getting-started.mdx", "Getting started"],
      ["docs/ios-native/getting-started.mdx", "iOS native"],
    ];
    for (const [file, title] of linked) {
      fs.mkdirSync(path.dirname(path.join(root, "content", file)), { recursive: true });
      fs.writeFileSync(path.join(root, "content", file), `---\ntitle: ${title}\n---\n\nText.\n`);
    }
    fs.mkdirSync(path.join(root, "static/img"), { recursive: true });
    const svg = path.join(root, "static/img/map.svg");
    const develop = () => assembleInDevelop(root);
    fs.writeFileSync(
      svg,
      "<svg xmlns='http://www.w3.org/2000/svg'>\n  <script>alert(1)</script></svg>",
    );
    const broken = await develop();
    expect(broken.pages.length).toBeGreaterThan(0);
    for (const { content } of broken.pages) {
      expect(content.problems).toEqual([
        expect.objectContaining({
          file: "static/img/map.svg",
          line: 2,
          column: 3,
          message: expect.stringContaining("the element <script> is not allowed in static/"),
          severity: "error",
        }),
      ]);
    }
    fs.writeFileSync(svg, "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const fixed = await develop();
    expect(fixed.problems).toEqual([]);
  });
});
