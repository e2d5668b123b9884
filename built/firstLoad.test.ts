import fs from "node:fs";
import path from "node:path";

/**
 * What a first load carries, read from the production build (docs/performance.md): the
 * site's styles inlined, and what waits for a click or exists only for analytics kept out of
 * the app chunk.
 */
const publicDir = path.join(process.cwd(), "public");
const html = (page: string) => fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8");
const inlinedStyles = (page: string) =>
  [...html(page).matchAll(/<style data-href="\/([^"]+)"/g)].map((match) => match[1] ?? "");

// The chunk the home page loads (public/ may still hold an older build's chunks).
const appChunk = /\/(app-[0-9a-f]+\.js)"/.exec(html(""))?.[1] ?? "";
const app = () => fs.readFileSync(path.join(publicDir, appChunk), "utf8");

describe("the styles each page inlines", () => {
  it("the app's stylesheet and its own template's, no other template's (stylesPerTemplate)", () => {
    const template = {
      "": "component---src-pages-index-tsx",
      "docs/getting-started": "component---src-templates-doc-tsx",
      search: "component---src-pages-search-tsx",
    };
    for (const [page, own] of Object.entries(template)) {
      const styles = inlinedStyles(page);
      expect(styles).toHaveLength(2);
      expect(styles).toContainEqual(expect.stringMatching(/^app\.[0-9a-f]+\.css$/));
      expect(styles).toContainEqual(
        expect.stringMatching(new RegExp(`^${own}\\.[0-9a-f]+\\.css$`)),
      );
    }
  });

  it("the home page carries none of the doc template's rules, a doc page all of them", () => {
    const docStyles = inlinedStyles("docs/getting-started").find((name) =>
      name.startsWith("component---src-templates-doc-tsx."),
    );
    const rules = fs.readFileSync(path.join(publicDir, docStyles ?? ""), "utf8").trim();
    expect(rules.length).toBeGreaterThan(5000);
    expect(html("docs/getting-started")).toContain(rules);
    expect(html("")).not.toContain(rules.slice(0, 200));
  });
});

describe("the app chunk", () => {
  it("holds no code of the mobile panel, loaded on its first opening", () => {
    expect(appChunk).not.toBe("");
    expect(app()).not.toContain("Close navigation bar");
  });

  it("holds no code of the doc frame, which comes with the doc template", () => {
    // The table of contents' title, written only by src/theme/TOC.
    expect(app().includes("On this page")).toBe(false);
  });

  it("holds no code of the navigation progress bar, fetched once the page is idle", () => {
    // nprogress's own markup template and the class it puts on <html>.
    expect(app()).not.toContain('role="bar"');
    expect(app()).not.toContain("nprogress-busy");
  });

  // A build with GA_MEASUREMENT_ID loads gtag from Google's host; this one has none.
  const analyticsBuild = html("").includes("googletagmanager.com");
  (analyticsBuild ? it.skip : it)(
    "without analytics, holds neither the consent choice nor the trackers",
    () => {
      for (const marker of ["Cookie settings", "link_domain", "page_view"]) {
        expect(app()).not.toContain(marker);
      }
    },
  );
});

describe("the scripts a first load runs", () => {
  // Those each page names, and its template's chunk (in Gatsby's chunk map).
  const firstLoadScripts = (page: string): string[] => {
    const text = html(page);
    const named = [...text.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? "",
    );
    const template =
      page === "" ? "component---src-pages-index-tsx" : "component---src-templates-doc-tsx";
    const mapped = new RegExp(`/(${template}-[0-9a-f]+\\.js)`).exec(text)?.[1];
    return mapped ? [...named, mapped] : named;
  };
  const code = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

  it.each([
    ["", ["app", "framework"]],
    ["docs/getting-started", ["app", "component---src-templates-doc-tsx", "framework"]],
  ])(
    "%s: the large scripts start with V8's compile hint (%j); the small ones do not",
    (page, expected) => {
      const scripts = firstLoadScripts(page);
      const hinted = scripts.filter((file) =>
        code(file).startsWith("//# allFunctionsCalledOnLoad\n"),
      );
      expect(hinted.map((file) => file.replace(/-[0-9a-f]+\.js$/, "")).sort()).toEqual(expected);
    },
  );

  it("carry the head writer: the head is written on the first frame, as react-helmet does", () => {
    for (const page of ["", "docs/getting-started"]) {
      const scripts = firstLoadScripts(page);
      expect(scripts.length).toBeGreaterThanOrEqual(4);
      // Only the writer places tags relative to one another.
      expect(scripts.filter((file) => code(file).includes("compareDocumentPosition"))).toHaveLength(
        1,
      );
    }
  });
});

describe("what holds the first paint", () => {
  it.each([[""], ["docs/getting-started"], ["404.html"]])(
    "%s: nothing but the page itself: no stylesheet link, no parser-blocking script",
    (page) => {
      const text = page.endsWith(".html")
        ? fs.readFileSync(path.join(publicDir, page), "utf8")
        : html(page);
      expect(text).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(text).not.toMatch(/\bblocking="render"/);
      expect(
        [...text.matchAll(/<script\b[^>]*\ssrc=[^>]*>/g)].filter(
          (tag) => !/\basync\b/.test(tag[0]),
        ),
      ).toEqual([]);
    },
  );
});
