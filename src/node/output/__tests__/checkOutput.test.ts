import { findBrokenOutputLinks, formatBrokenOutputLinks } from "../checkOutput";
import { pagePathOf, parsePage } from "../readPages";

const page = (file: string, body: string) =>
  parsePage(file, `<!doctype html><html><body>${body}</body></html>`);

function check(pages: ReturnType<typeof page>[], files: string[] = [], pathPrefix = "") {
  return findBrokenOutputLinks({
    pages,
    files: [...pages.map((p) => p.file), ...files],
    pathPrefix,
    siteUrl: "https://developers.getwemap.com",
  }).map(({ file, link, reason }) => `${file} ${link.attribute}=${link.url}: ${reason}`);
}

describe("pagePathOf", () => {
  it.each([
    ["index.html", "/"],
    ["docs/about/index.html", "/docs/about"],
    ["404.html", "/404"],
    ["404/index.html", "/404"],
  ])("%s is served at %s", (file, path) => expect(pagePathOf(file)).toBe(path));
});

describe("findBrokenOutputLinks", () => {
  const about = page("docs/about/index.html", '<h2 id="team">Team</h2><a name="old-team"></a>');

  it("accepts pages, files, anchors, query strings and other sites", () => {
    const home = page(
      "index.html",
      `<a href="/docs/about">About</a><a href="/docs/about#team">Team</a>
       <a href="/docs/about/#old-team">Old</a><a href="#top-link" id="top-link">Top</a>
       <img src="/img/logo.svg" srcset="/img/logo.svg 1x, /img/logo@2x.png 2x">
       <script src="/app-1.js"></script><a href="/search?q=map">Search</a>
       <a href="https://github.com/wemap">GitHub</a><a href="mailto:a@b.c">Mail</a>
       <link rel="preconnect" href="https://ABC-dsn.algolia.net">
       <a href="https://developers.getwemap.com/docs/about">Self</a><a href="docs/about">Relative</a>`,
    );
    const search = page("search/index.html", "");
    expect(check([home, about, search], ["img/logo.svg", "img/logo@2x.png", "app-1.js"])).toEqual(
      [],
    );
  });

  it("reports missing pages, files and anchors, with the page and the link", () => {
    const home = page(
      "index.html",
      `<a href="/docs/nope">Nope</a><a href="/docs/about#nope">Anchor</a>
       <a href="#missing">Here</a><img src="/img/gone.png">
       <a href="https://developers.getwemap.com/docs/gone">Self</a><a href="../docs/gone">Rel</a>`,
    );
    expect(check([home, about])).toEqual([
      "index.html a href=/docs/nope: no page or file /docs/nope was built",
      "index.html a href=/docs/about#nope: /docs/about has no anchor #nope",
      "index.html a href=#missing: this page has no anchor #missing",
      "index.html img src=/img/gone.png: no page or file /img/gone.png was built",
      "index.html a href=https://developers.getwemap.com/docs/gone: no page or file /docs/gone was built",
      "index.html a href=../docs/gone: no page or file /docs/gone was built",
    ]);
  });

  it("reports a script URL, even written with entities", () => {
    const home = page(
      "index.html",
      '<a href="javascript:alert(1)">A</a><a href="java&#x09;script:alert(1)">B</a>',
    );
    expect(check([home])).toEqual([
      'index.html a href=javascript:alert(1): the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
      'index.html a href=java\tscript:alert(1): the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
    ]);
  });

  it("leaves links into another locale's build alone, and only those", () => {
    const home = page(
      "index.html",
      '<a href="/fr">FR</a><a href="/fr/docs/about">FR about</a><a href="/frx">X</a>',
    );
    const broken = findBrokenOutputLinks({
      pages: [home],
      files: ["index.html"],
      pathPrefix: "",
      siteUrl: "https://developers.getwemap.com",
      otherLocales: ["fr"],
    });
    expect(broken.map(({ link }) => link.url)).toEqual(["/frx"]);
  });

  it("reads links under the path prefix", () => {
    const home = page(
      "index.html",
      '<a href="/wemap/docs/about">A</a><a href="/docs/about">B</a><a href="/wemap">Home</a>',
    );
    expect(check([home, about], [], "/wemap")).toEqual([
      "index.html a href=/docs/about: does not start with the path prefix /wemap",
    ]);
  });

  it("formats one line per link under a count, with a limit", () => {
    const home = page("index.html", '<a href="/a">A</a><a href="/b">B</a>');
    const broken = findBrokenOutputLinks({
      pages: [home],
      files: ["index.html"],
      pathPrefix: "",
      siteUrl: "https://developers.getwemap.com",
    });
    expect(formatBrokenOutputLinks(broken, 1)).toBe(
      [
        "The built site has 2 broken links (page: link: why):",
        '  - public/index.html: a href="/a": no page or file /a was built',
        "  ... and 1 more",
      ].join("\n"),
    );
  });
});
