import { assembleInDevelop } from "./helpers/developAssembly";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findActiveMarkup, HIDDEN_NOTE } from "../content/activeMarkup";
import { fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";

/** The findings of one text, each as `offset message-start`. */
function findings(text: string, kind: "html" | "xml"): string[] {
  return findActiveMarkup(text, kind).map(({ offset, message }) => `${offset} ${message}`);
}

describe("what a static HTML, SVG or XML file may not hold", () => {
  // Each shape must be found (at the offset of its tag or attribute), whatever its spelling.
  it.each<[string, "html" | "xml", string, RegExp]>([
    ["a script", "html", "<p>x</p><script>alert(1)</script>", /^8 the element <script>/],
    ["a script in capitals", "html", "<SCRIPT>alert(1)</SCRIPT>", /^0 the element <SCRIPT>/],
    ["an external script", "html", '<script src="/app-1.js"></script>', /^0 the element <script>/],
    [
      "an SVG script",
      "xml",
      "<svg><svg:script>x</svg:script></svg>",
      /^5 the element <svg:script>/,
    ],
    [
      "an SVG script with href",
      "xml",
      '<svg><script href="/x.js"/></svg>',
      /^5 the element <script>/,
    ],
    [
      "an XHTML script in any XML",
      "xml",
      '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
      /^0 the element <x:script>/,
    ],
    [
      "a CDATA script",
      "xml",
      "<svg><script><![CDATA[alert(1)]]></script></svg>",
      /^5 the element <script>/,
    ],
    ["an event handler", "xml", '<svg onload="alert(1)"/>', /^5 <svg onload>: event handler/],
    ["a handler after a slash", "html", "<svg/onload=alert(1)>", /^5 <svg onload>/],
    ["a handler after a form feed", "html", "<img src=x\fonerror=alert(1)>", /^11 <img onerror>/],
    ["a handler in mixed case", "xml", '<svg onLoad="alert(1)"/>', /^5 <svg onLoad>/],
    [
      "a javascript: link",
      "html",
      '<a href="javascript:alert(1)">x</a>',
      /^3 unsafe URL in <a href>: .*"javascript:"/,
    ],
    [
      "an entity-encoded scheme",
      "html",
      '<a href="javascript&#58;alert(1)">x</a>',
      /^3 unsafe URL in <a href>: .*"javascript:"/,
    ],
    [
      "a named-entity scheme",
      "html",
      '<a href="javascript&colon;alert(1)">x</a>',
      /"javascript:" is not allowed/,
    ],
    [
      "a reference without semicolon",
      "html",
      '<a href="javascript&#58alert(1)">x</a>',
      /"javascript:" is not allowed/,
    ],
    [
      "a leading space and tab",
      "html",
      '<a href=" \tjavascript:alert(1)">x</a>',
      /"javascript:" is not allowed/,
    ],
    [
      "a leading newline",
      "html",
      '<a href="\njavascript:alert(1)">x</a>',
      /"javascript:" is not allowed/,
    ],
    [
      "a tab inside the scheme",
      "html",
      '<a href="java\tscript:alert(1)">x</a>',
      /"javascript:" is not allowed/,
    ],
    [
      "a vbscript: action",
      "html",
      '<form action="vbscript:x"></form>',
      /^6 unsafe URL in <form action>: .*"vbscript:"/,
    ],
    [
      "a formaction",
      "html",
      '<button formaction="javascript:x">b</button>',
      /^8 unsafe URL in <button formaction>/,
    ],
    [
      "a srcset candidate",
      "html",
      '<img srcset="/a.png 1x, javascript:x 2x">',
      /^5 unsafe URL in <img srcset>/,
    ],
    [
      "an xlink:HREF",
      "xml",
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:HREF="javascript:x">a</a></svg>',
      /^51 unsafe URL in <a xlink:HREF>/,
    ],
    [
      "an XLink href under another prefix",
      "xml",
      '<svg xmlns:l="http://www.w3.org/1999/xlink"><a l:href="javascript:x">a</a></svg>',
      /^47 unsafe URL in <a l:href>/,
    ],
    [
      "a data: page",
      "html",
      '<a href="data:text/html,<script>x</script>">x</a>',
      /"data:" is not allowed/,
    ],
    [
      "an SVG data: use",
      "xml",
      '<svg><use href="data:image/svg+xml,x"/></svg>',
      /^10 unsafe URL in <use href>: .*"data:"/,
    ],
    ["an iframe", "html", '<iframe srcdoc="x"></iframe>', /^0 the element <iframe>/],
    ["an object", "html", '<object data="/x.svg"></object>', /^0 the element <object>/],
    ["an embed", "html", '<embed src="/x.svg">', /^0 the element <embed>/],
    ["a base", "html", '<base href="https://example.com/">', /^0 the element <base>/],
    ["an xml:base", "xml", '<svg xml:base="https://example.com/"/>', /^5 <svg xml:base>/],
    [
      "a refresh",
      "html",
      '<meta http-equiv="Refresh" content="0;url=/x">',
      /^0 <meta http-equiv="refresh">/,
    ],
    ["a foreignObject", "xml", "<svg><foreignObject/></svg>", /^5 the element <foreignObject>/],
    [
      "a set of href",
      "xml",
      '<svg><set attributeName="href" to="javascript:x"/></svg>',
      /^5 <set attributeName="href">/,
    ],
    [
      "an animate of xlink:href",
      "xml",
      '<svg><animate attributeName="xlink:HREF" values="javascript:x"/></svg>',
      /^5 <animate attributeName="href">/,
    ],
    [
      "an XSLT stylesheet",
      "xml",
      '<?xml-stylesheet type="text/xsl" href="a.xsl"?><svg/>',
      /^0 <\?xml-stylesheet type="text\/xsl"\?>/,
    ],
    [
      "an entity declaration",
      "xml",
      '<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg>&x;</svg>',
      /^0 <!DOCTYPE> is not allowed/,
    ],
    [
      "an entity declaration without a document type",
      "xml",
      '<!ENTITY x "y"><svg/>',
      /^0 <!ENTITY>/,
    ],
    [
      "a document type whose default attribute is an onload",
      "xml",
      '<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]><svg xmlns="http://www.w3.org/2000/svg"/>',
      /^0 <!DOCTYPE> is not allowed in static\/: a document type can declare entities and default attributes/,
    ],
    [
      "an external document type, in lower case",
      "xml",
      '<!doctype svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>',
      /^0 <!DOCTYPE>/,
    ],
    [
      "a document type behind a comment",
      "xml",
      '<!-- a --><!DOCTYPE svg [<!ATTLIST svg onload CDATA "x">]><svg/>',
      /^10 <!DOCTYPE>/,
    ],
    [
      "an XML encoding",
      "xml",
      '<?xml version="1.0" encoding="UTF-16"?><svg/>',
      /^0 the XML declaration names the encoding "UTF-16"/,
    ],
    [
      "an HTML encoding",
      "html",
      '<meta charset="windows-1252">',
      /^0 <meta> declares the encoding "windows-1252"/,
    ],
    [
      "an HTML encoding in a Content-Type",
      "html",
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">',
      /^0 <meta> declares the encoding "windows-1252"/,
    ],
    // References decoded in the values the rules read, not only in URLs.
    [
      "an entity-encoded refresh",
      "html",
      '<meta http-equiv="&#82;efresh" content="0;url=/x">',
      /^0 <meta http-equiv="refresh">/,
    ],
    [
      "an entity-encoded animation target",
      "xml",
      '<svg><set attributeName="h&#114;ef" to="/x"/></svg>',
      /^5 <set attributeName="href">/,
    ],
  ])("%s", (_shape, kind, text, expected) => {
    expect(findings(text, kind)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  // Where htmlparser2 and a browser disagree on where a comment or raw text ends.
  it.each<[string, string, RegExp]>([
    [
      "a comment a browser ends at once",
      "<p>a</p><!--> <script>alert(1)</script> -->",
      /^14 the element <script>/,
    ],
    [
      "a comment ended by --!>",
      "<!-- a --!> <img src=x onerror=alert(1)> -->",
      /^23 <img onerror>/,
    ],
    [
      "a CDATA section HTML ends at >",
      "<![CDATA[ x ><script>alert(1)</script> ]]>",
      /^13 the element <script>/,
    ],
    [
      "an SVG style in HTML",
      "<svg><style><img src=x onerror=alert(1)></style></svg>",
      /^23 <img onerror>/,
    ],
    [
      "an SVG title in HTML",
      "<svg><title><img src=x onerror=alert(1)></title></svg>",
      /^23 <img onerror>/,
    ],
    [
      "a style closed by </style/",
      "<style>a{}</style/><img src=x onerror=alert(1)>",
      /^30 <img onerror>/,
    ],
    [
      "a noscript closed inside an attribute",
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      /^42 <img onerror>/,
    ],
    ["a processing instruction", "<?x <script>alert(1)</script> ?>", /the element <script>/],
  ])("%s", (_shape, text, expected) => {
    const found = findings(text, "html");
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    expect(found.every((line) => line.endsWith(HIDDEN_NOTE))).toBe(true);
  });

  it.each<[string, "html" | "xml", string]>([
    [
      "a verification page",
      "html",
      '<!doctype html><html><head><meta charset="utf-8"><meta name="google-site-verification" content="abc"><title>Verify</title></head><body>google-site-verification: google1234.html</body></html>',
    ],
    [
      "a drawing program's SVG",
      "xml",
      '<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet type="text/css" href="a.css"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" opacity="1"><style><![CDATA[ .a > .b { fill: red } ]]></style><defs><linearGradient id="g"/></defs><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><a href="https://getwemap.com/"><text>Wemap</text></a><animate attributeName="opacity" values="0;1"/></svg>',
    ],
    [
      "escaped code in a page",
      "html",
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><pre>if (a &lt; b) {}</pre><style>a > b {}</style><title>1 < 2</title><a title="<script>" href="mailto:a@b.c">x</a>',
    ],
  ])("accepts %s", (_shape, kind, text) => {
    expect(findings(text, kind)).toEqual([]);
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
