import fs from "node:fs";
import path from "node:path";

/**
 * What a first load carries, read from the production build (README, "Performance"): each
 * page inlines only its own template's styles, and what waits for a click or exists only for
 * analytics stays out of the app chunk.
 */
const publicDir = path.join(process.cwd(), "public");
const html = (page: string) => fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8");
const inlinedStyles = (page: string) =>
  [...html(page).matchAll(/<style data-href="\/([^"]+)"/g)].map((match) => match[1] ?? "");

// The chunk the home page loads (public/ may still hold an older build's chunks).
const appChunk = /\/(app-[0-9a-f]+\.js)"/.exec(html(""))?.[1] ?? "";
const app = () => fs.readFileSync(path.join(publicDir, appChunk), "utf8");

describe("the styles each page inlines", () => {
  it("a doc: the site's and the doc template's, not the home or search page's", () => {
    const styles = inlinedStyles("docs/getting-started");
    expect(styles.some((name) => name.startsWith("styles."))).toBe(true);
    expect(styles.some((name) => name.startsWith("component---src-templates-doc-tsx."))).toBe(true);
    expect(styles.filter((name) => /src-pages-(index|search)-tsx/.test(name))).toEqual([]);
  });

  it("the home page: not the doc template's", () => {
    const styles = inlinedStyles("");
    expect(styles.some((name) => name.startsWith("component---src-pages-index-tsx."))).toBe(true);
    expect(styles.filter((name) => name.includes("src-templates-doc-tsx"))).toEqual([]);
  });

  it("a doc: not the content-problems panel's, which only development shows", () => {
    for (const name of inlinedStyles("docs/getting-started"))
      expect(fs.readFileSync(path.join(publicDir, name), "utf8")).not.toContain("problems");
  });

  it("none of them the mobile panel's, which comes with its code", () => {
    for (const page of ["", "docs/getting-started"]) {
      for (const name of inlinedStyles(page)) {
        expect(fs.readFileSync(path.join(publicDir, name), "utf8")).not.toContain("slide-in");
      }
    }
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

  it("holds no code of the navigation progress bar, loaded when the first navigation starts", () => {
    // nprogress's own markup template and the class it puts on <html>.
    expect(app()).not.toContain('role="bar"');
    expect(app()).not.toContain("nprogress-busy");
    for (const page of ["", "docs/getting-started"]) expect(html(page)).not.toContain("#nprogress");
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
    "%s: the webpack runtime alone, async in the head, holds the first paint",
    (page) => {
      const text = page.endsWith(".html")
        ? fs.readFileSync(path.join(publicDir, page), "utf8")
        : html(page);
      const head = text.slice(0, text.indexOf("</head>"));
      const blocking = [...text.matchAll(/<(script|link)\b[^>]*\bblocking="render"[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(blocking).toHaveLength(1);
      expect(blocking[0]).toMatch(
        /^<script blocking="render" src="\/webpack-runtime-[0-9a-f]+\.js" async>$/,
      );
      expect(head).toContain(blocking[0]);
      // Nothing else blocks: no stylesheet link, no parser-blocking script.
      expect(text).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(
        [...text.matchAll(/<script\b[^>]*\ssrc=[^>]*>/g)].filter(
          (tag) => !/\basync\b/.test(tag[0]),
        ),
      ).toEqual([]);
    },
  );
});

describe("the inline scripts of a page", () => {
  it.each([[""], ["docs/getting-started"], ["404.html"]])("%s: are minified", (page) => {
    const text = page.endsWith(".html")
      ? fs.readFileSync(path.join(publicDir, page), "utf8")
      : html(page);
    const scripts = [...text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    // The readable sources indent their lines; minified scripts have none.
    expect(scripts.filter((script) => /\n\s+\S/.test(script))).toEqual([]);
  });
});

describe("the head of a page", () => {
  it.each([[""], ["docs/getting-started"], ["404.html"]])(
    "%s: carries nothing a browser the site serves does not read",
    (page) => {
      const text = page.endsWith(".html")
        ? fs.readFileSync(path.join(publicDir, page), "utf8")
        : html(page);
      const head = text.slice(0, text.indexOf("</head>"));
      // src/html.tsx, src/node/deploy/generatorMeta.ts, src/node/deploy/styleIdentity.ts
      expect(head).not.toMatch(/x-ua-compatible|shrink-to-fit|name="generator"|data-identity/i);
      // What webpack's CSS loader reads to know a chunk's styles are on the page stays.
      const styles = [...head.matchAll(/<style\b[^>]*>/g)].map((match) => match[0]);
      expect(styles.length).toBeGreaterThanOrEqual(1);
      expect(styles.filter((tag) => !/ data-href="\/[^"]+\.css"/.test(tag))).toEqual([]);
    },
  );
});
