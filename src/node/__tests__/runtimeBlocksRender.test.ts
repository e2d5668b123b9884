import { runtimeBlocksRender } from "../output/runtimeBlocksRender";

const RUNTIME = '<script src="/webpack-runtime-0a1b2c.js" async></script>';
const APP = '<script src="/app-3c4d.js" async></script>';

function page(head: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>T</title>${head}</head><body><div id="___gatsby"><p>Text</p></div>${body}</body></html>`;
}

describe("runtimeBlocksRender", () => {
  it("moves the runtime to the end of the head, render-blocking and still async", () => {
    const html = page("", `<script>window.a=1</script>${RUNTIME}${APP}`);
    expect(runtimeBlocksRender(html, "docs/a/index.html")).toBe(
      page(
        '<script blocking="render" src="/webpack-runtime-0a1b2c.js" async></script>',
        `<script>window.a=1</script>${APP}`,
      ),
    );
  });

  it("leaves a page it moved already as it is (a page an incremental build did not render)", () => {
    const once = runtimeBlocksRender(page("", RUNTIME + APP), "index.html");
    expect(runtimeBlocksRender(once, "index.html")).toBe(once);
  });

  it("moves a runtime Gatsby stitched in again in place of the one an earlier build moved", () => {
    // An incremental build whose scripts changed but whose pages did not: Gatsby stitches its
    // scripts' slice, the new runtime among them, back into the page as the last build left it.
    const earlier = runtimeBlocksRender(page("", RUNTIME + APP), "index.html");
    const fresh = '<script src="/webpack-runtime-9f8e7d.js" async></script>';
    const stitched = earlier.replace(APP, fresh + APP);
    const moved = runtimeBlocksRender(stitched, "index.html");
    expect(moved).toBe(
      page('<script blocking="render" src="/webpack-runtime-9f8e7d.js" async></script>', APP),
    );
    expect(runtimeBlocksRender(moved, "index.html")).toBe(moved);
  });

  it("finds the runtime under a path prefix", () => {
    const html = page("", '<script src="/developers/webpack-runtime-ff00.js" async></script>');
    expect(runtimeBlocksRender(html, "index.html")).toContain(
      '<script blocking="render" src="/developers/webpack-runtime-ff00.js" async></script></head>',
    );
  });

  it("takes the head's end as the parser sees it, not a </head> inside a script", () => {
    const html = page('<script>var t="</head>";</script>', RUNTIME);
    const moved = runtimeBlocksRender(html, "index.html");
    expect(moved).toContain('var t="</head>";</script><script blocking="render"');
  });

  it("puts it before the body when the head's end tag is left out", () => {
    const html = `<!DOCTYPE html><html><head><title>T</title><body><p>Text</p>${RUNTIME}</body></html>`;
    expect(runtimeBlocksRender(html, "index.html")).toBe(
      `<!DOCTYPE html><html><head><title>T</title><script blocking="render" src="/webpack-runtime-0a1b2c.js" async></script><body><p>Text</p></body></html>`,
    );
  });

  it("marks an upper-case tag as blocking too, so the page it moved is not refused next time", () => {
    const html = page("", '<SCRIPT SRC="/webpack-runtime-0a1b2c.js" ASYNC></SCRIPT>');
    const moved = runtimeBlocksRender(html, "index.html");
    expect(moved).toContain(
      '<SCRIPT blocking="render" SRC="/webpack-runtime-0a1b2c.js" ASYNC></SCRIPT></head>',
    );
    expect(runtimeBlocksRender(moved, "index.html")).toBe(moved);
  });

  it("ignores look-alikes: other scripts, a source map, a link to the runtime", () => {
    const html = page(
      '<link rel="preload" href="/webpack-runtime-0a1b2c.js" as="script"/>',
      '<script src="/my-webpack-runtime-0a1b2c.js"></script><script src="/webpack-runtime-0a1b2c.js.map"></script>' +
        RUNTIME,
    );
    const moved = runtimeBlocksRender(html, "index.html");
    expect(moved.match(/blocking="render"/g)).toHaveLength(1);
    expect(moved).toContain('<script src="/my-webpack-runtime-0a1b2c.js"></script>');
  });

  it("names the page when it has no runtime script, or two", () => {
    expect(() => runtimeBlocksRender(page("", APP), "docs/b/index.html")).toThrow(
      "docs/b/index.html: expected one webpack-runtime-<hash>.js script, found none",
    );
    expect(() => runtimeBlocksRender(page("", RUNTIME + RUNTIME), "404.html")).toThrow(
      "404.html: expected one webpack-runtime-<hash>.js script in the body after a </head>, or " +
        'one already moved into the head with blocking="render", found 2 in the body',
    );
    const twiceMoved = page(RUNTIME.replace("<script", '<script blocking="render"').repeat(2), "");
    expect(() => runtimeBlocksRender(twiceMoved, "a.html")).toThrow(
      'found 2 moved into the head with blocking="render"',
    );
  });

  it("names the page when the runtime sits in the head without holding the paint", () => {
    expect(() => runtimeBlocksRender(page(RUNTIME, APP), "docs/c/index.html")).toThrow(
      'docs/c/index.html: expected one webpack-runtime-<hash>.js script in the body after a </head>, or one already moved into the head with blocking="render", found 1 in the head without blocking="render"',
    );
  });

  it("refuses a runtime the browser would not run, rather than moving it", () => {
    // Inside <template> or <noscript> a script does not run: moved into the head, it would.
    const moved = runtimeBlocksRender(page("", RUNTIME), "index.html");
    const inTemplate = moved.replace("<p>Text</p>", `<p>Text</p><template>${RUNTIME}</template>`);
    expect(() => runtimeBlocksRender(inTemplate, "a.html")).toThrow(
      'found 1 moved into the head with blocking="render", 1 inside <template> or <noscript>',
    );
    const inNoscript = page("", `<noscript>${RUNTIME}</noscript>`);
    expect(() => runtimeBlocksRender(inNoscript, "b.html")).toThrow(
      "found 1 inside <template> or <noscript>",
    );
  });

  it("names a page whose head never ends, rather than counting its runtime as the head's", () => {
    const headless = `<!DOCTYPE html><html><title>T</title><p>Text</p>${RUNTIME}</html>`;
    expect(() => runtimeBlocksRender(headless, "c.html")).toThrow(
      'c.html: expected one webpack-runtime-<hash>.js script in the body after a </head>, or one already moved into the head with blocking="render", found 1 in the head without blocking="render" and no end to the head',
    );
  });

  it("moves a stitched runtime written in capitals in place of the earlier one", () => {
    const earlier = runtimeBlocksRender(page("", RUNTIME + APP), "index.html");
    const stitched = earlier.replace(APP, '<SCRIPT SRC="/webpack-runtime-9f8e.js" ASYNC></SCRIPT>');
    expect(runtimeBlocksRender(stitched, "index.html")).toBe(
      page('<SCRIPT blocking="render" SRC="/webpack-runtime-9f8e.js" ASYNC></SCRIPT>', ""),
    );
  });
});
