import { inlineScripts } from "../../deploy/inlineScripts";
import { minifyInlineScripts, minifyScript } from "../minifyInlineScripts";

/** A pre-paint script written readable, in ES5, its settings passed in, as the site's are. */
const themeScript = `(function (settings) {
  var html = document.documentElement;
  var chosen = settings.fallback;
  try {
    var saved = window.localStorage.getItem(settings.storageKey);
    for (var i = 0; i < settings.allowed.length; i += 1) {
      if (settings.allowed[i] === saved) chosen = saved;
    }
  } catch (error) {}
  html.setAttribute("data-density", chosen);
  if (window.matchMedia("(max-width: 600px)").matches) {
    html.setAttribute("data-narrow", "true");
  }
})({"fallback":"comfortable","allowed":["compact","comfortable"],"storageKey":"density"});`;

function page(body: string): string {
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}<div id="___gatsby"><p>Text</p></div></body></html>`;
}

/** Runs a script in a fresh function scope with the given globals; returns them after. */
function run(code: string, globals: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(globals);
  new Function(...names, code)(...names.map((name) => globals[name]));
  return globals;
}

describe("minifyInlineScripts", () => {
  it("minifies the site's readable inline scripts, shorter and doing the same", () => {
    const html = page(`<script>${themeScript}</script>`);
    const minified = minifyInlineScripts(html, "index.html");
    const [script] = inlineScripts(minified);
    expect(script).toBeDefined();
    expect(script?.length).toBeLessThan(themeScript.length * 0.8);
    expect(script).not.toContain("\n");

    // Same effect on a narrow screen whose reader chose the compact density.
    const effect = (code: string) => {
      const attributes: Record<string, string> = {};
      const stored: Record<string, string> = { density: "compact" };
      run(code, {
        document: {
          documentElement: {
            setAttribute: (name: string, value: string) => (attributes[name] = value),
          },
        },
        window: {
          localStorage: { getItem: (key: string) => stored[key] ?? null },
          matchMedia: () => ({ matches: true }),
        },
      });
      return attributes;
    };
    expect(effect(script ?? "")).toEqual(effect(themeScript));
    expect(effect(script ?? "")).toEqual({ "data-density": "compact", "data-narrow": "true" });
  });

  it("keeps the top-level names other scripts read", () => {
    const code = `window.dataLayer = window.dataLayer || [];\nfunction gtag() {\n  dataLayer.push(arguments);\n}\nvar ___loaded = true;`;
    const minified = minifyScript(code);
    expect(minified).toContain("function gtag(");
    expect(minified).toContain("___loaded");
  });

  it("leaves scripts with src, modules, data blocks and the rest of the page as they are", () => {
    const jsonLd = `{\n  "@context": "https://schema.org"\n}`;
    const html = page(
      `<script src="/app.js" async></script><script type="application/ld+json">${jsonLd}</script>` +
        `<script type="module">\n  import "./a.js";\n</script><script>\n  var  a = 1;\n</script>`,
    );
    const minified = minifyInlineScripts(html, "index.html");
    expect(minified).toBe(
      page(
        `<script src="/app.js" async></script><script type="application/ld+json">${jsonLd}</script>` +
          `<script type="module">\n  import "./a.js";\n</script><script>var a=1;</script>`,
      ),
    );
  });

  it("keeps a script's text from ending its element", () => {
    const html = page(`<script>\n  var end = "<\\/script>";\n</script>`);
    const minified = minifyInlineScripts(html, "index.html");
    expect(minified).not.toMatch(/"<\/script>"/);
    expect(inlineScripts(minified)).toHaveLength(1);
  });

  it("names the page and the script when one is not ES5", () => {
    const html = page(`<script>var a = 1;</script><script>const b = () => 2;</script>`);
    expect(() => minifyInlineScripts(html, "docs/about/index.html")).toThrow(
      /^docs\/about\/index\.html: inline script 2 of 2 could not be minified \(expected an ES5 script\): line 1, column 0: Transforming const to the configured target environment \("es5"\) is not supported yet$/,
    );
  });

  it("names the page when a script does not parse", () => {
    expect(() => minifyInlineScripts(page(`<script>var = ;</script>`), "404.html")).toThrow(
      /^404\.html: inline script 1 of 1 could not be minified/,
    );
  });

  it("takes the line breaks out of a script's start tag, not out of its attributes' values", () => {
    const html = page(
      `<script\n            id="gatsby-chunk-mapping"\n          >\n  var  m = 1;\n</script>` +
        `<script data-note="a  >\n b" >var n = 2;</script>`,
    );
    expect(minifyInlineScripts(html, "index.html")).toBe(
      page(
        `<script id="gatsby-chunk-mapping">var m=1;</script>` +
          `<script data-note="a  >\n b">var n=2;</script>`,
      ),
    );
  });

  it("tidies an upper-case start tag and tabs or carriage returns as well", () => {
    const html = page(`<SCRIPT\t\r\n  ID="m"\r\n>var  a = 1;</SCRIPT>`);
    expect(minifyInlineScripts(html, "index.html")).toBe(page(`<SCRIPT ID="m">var a=1;</SCRIPT>`));
  });

  it("finds a start tag where the parser does, not at a '<script' inside an attribute", () => {
    const html = page(`<script data-x="<script   ">\n  var  a = 1;\n</script>`);
    expect(minifyInlineScripts(html, "index.html")).toBe(
      page(`<script data-x="<script   ">var a=1;</script>`),
    );
  });

  it("is stable: a minified page stays as it is", () => {
    const once = minifyInlineScripts(page(`<script>${themeScript}</script>`), "index.html");
    expect(minifyInlineScripts(once, "index.html")).toBe(once);
  });
});

describe("minifyInlineScripts across pages", () => {
  it("minifies a script the pages share once, and gives every page the same text", () => {
    const known = new Map<string, string>();
    const first = minifyInlineScripts(page(`<script>${themeScript}</script>`), "a.html", known);
    expect(known.size).toBe(1);
    // What is known is used as it is: here a stand-in no minifier would write.
    known.set(themeScript, "/*known*/");
    const second = minifyInlineScripts(page(`<script>${themeScript}</script>`), "b.html", known);
    expect(inlineScripts(second)).toEqual(["/*known*/"]);
    expect(inlineScripts(first)[0]).not.toBe(themeScript);
  });
});
