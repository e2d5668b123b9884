import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deployHostFromEnv } from "../deploy/deployHost";
import { checkHeaders, checkRedirects, describeProblem } from "../deploy/hostLimits";
import { immutablePatterns } from "../deploy/immutablePatterns";
import { renderHeadersFile, renderRedirectsFile } from "../deploy/renderHostFiles";
import { EMPTY_PAGE_POLICY } from "../deploy/securityHeaders";
import { writeHostFiles } from "../deploy/writeHostFiles";

const lines = (count: number, rule: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => rule(index)).join("\n");

const messages = (problems: ReturnType<typeof checkRedirects>) => problems.map(describeProblem);

describe("the host a build writes its rules for", () => {
  it("is DEPLOY_HOST, else Cloudflare Pages in its builds, else Netlify", () => {
    expect(deployHostFromEnv({ DEPLOY_HOST: "Cloudflare" })).toBe("cloudflare");
    expect(deployHostFromEnv({ DEPLOY_HOST: "netlify", CF_PAGES: "1" })).toBe("netlify");
    expect(deployHostFromEnv({ CF_PAGES: "1" })).toBe("cloudflare");
    expect(deployHostFromEnv({})).toBe("netlify");
  });

  it("refuses a host it writes no rules for, naming the ones it does", () => {
    expect(() => deployHostFromEnv({ DEPLOY_HOST: "vercel" })).toThrow(
      'DEPLOY_HOST="vercel" names no host the build writes rules for: expected one of netlify, cloudflare.',
    );
  });
});

describe("Cloudflare Pages' documented limits", () => {
  it("counts static redirects, naming the first line over 2,000", () => {
    const text = lines(2001, (index) => `/old/${index} /new/${index} 301`);
    expect(messages(checkRedirects("cloudflare", text))).toEqual([
      "_redirects for Cloudflare Pages: 2001 static redirects; Cloudflare Pages reads at most 2000 (line 2001 is over)",
    ]);
    expect(
      checkRedirects(
        "cloudflare",
        lines(2000, (index) => `/a${index} /b 301`),
      ),
    ).toEqual([]);
  });

  it("counts every rule after the first pattern as dynamic, over 100", () => {
    const text = [
      "/blog/* /articles/:splat 301",
      ...Array.from({ length: 100 }, (_, index) => `/static${index} /there 302`),
    ].join("\n");
    expect(messages(checkRedirects("cloudflare", text))).toEqual([
      "_redirects for Cloudflare Pages: 101 dynamic redirects (with a splat or a placeholder, or after one); Cloudflare Pages reads at most 100 (line 101 is over)",
    ]);
  });

  it("refuses a long line, a forced or unknown status, two splats, a loop and a repeated path", () => {
    const text = [
      `/long /${"x".repeat(1000)} 301`,
      "/forced /there 301!",
      "/gone /there 410",
      "/*/two/* /:splat 301",
      "/docs/* /docs/index.html 200",
      "/twice /one 301",
      "/twice /two 301",
    ].join("\n");
    expect(messages(checkRedirects("cloudflare", text))).toEqual([
      "_redirects for Cloudflare Pages, line 1: the line is 1011 characters; Cloudflare Pages reads at most 1000",
      '_redirects for Cloudflare Pages, line 2: status "301!": Cloudflare Pages reads 200, 301, 302, 303, 307 or 308, without "!"',
      '_redirects for Cloudflare Pages, line 3: status "410": Cloudflare Pages reads 200, 301, 302, 303, 307 or 308, without "!"',
      "_redirects for Cloudflare Pages, line 4: 2 splats in /*/two/*: Cloudflare Pages reads one",
      "_redirects for Cloudflare Pages, line 5: /docs/* to /docs/index.html loops: the host strips /index.html again",
      "_redirects for Cloudflare Pages, line 7: a second rule for /twice: the host reads the first",
    ]);
  });

  it("counts header rules over 100 and header lines over 2,000 characters", () => {
    const rules = lines(101, (index) => `/p${index}\n  X-Robots-Tag: noindex`);
    expect(checkHeaders("cloudflare", rules).map(describeProblem)).toEqual([
      "_headers for Cloudflare Pages: 101 header rules; Cloudflare Pages reads at most 100",
    ]);
    const long = `/*\n  Content-Security-Policy: ${"a".repeat(2000)}`;
    expect(checkHeaders("cloudflare", long).map(describeProblem)).toEqual([
      "_headers for Cloudflare Pages, line 2: the line is 2027 characters; Cloudflare Pages reads at most 2000",
    ]);
    expect(checkHeaders("netlify", rules)).toEqual([]);
  });

  it("refuses a header outside a rule, a line that is no header, and a path of two splats", () => {
    const text = [
      "  X-Early: yes",
      "/a/*/b/*",
      "  not a header",
      "  X-Alone",
      "  ! X-Removed",
      "docs",
      "  X-Ok: yes",
    ].join("\n");
    expect(checkHeaders("cloudflare", text).map(describeProblem)).toEqual([
      "_headers for Cloudflare Pages, line 1: a header before any path",
      "_headers for Cloudflare Pages, line 2: 2 splats in /a/*/b/*: Cloudflare Pages reads one",
      '_headers for Cloudflare Pages, line 3: expected "Name: value", got "not a header"',
      '_headers for Cloudflare Pages, line 4: expected "Name: value", got "X-Alone"',
      '_headers for Cloudflare Pages, line 6: the path "docs" must start with "/" or "https://"',
    ]);
  });
});

describe("Netlify's documented syntax", () => {
  it("refuses a splat or a placeholder inside a segment, and a trailing-slash loop", () => {
    const text = [
      "/*.js /:splat.js 200",
      "/:page.html /:page 301!",
      "/docs/about/ /docs/about 301!",
      "/x /y 299",
      "/*/index.html /:splat 301!",
    ].join("\n");
    expect(messages(checkRedirects("netlify", text))).toEqual([
      "_redirects for Netlify, line 1: the splat in /*.js: Netlify reads a splat as a whole segment",
      '_redirects for Netlify, line 2: the placeholder in ":page.html": Netlify reads a whole segment',
      "_redirects for Netlify, line 3: /docs/about/ to /docs/about loops: Netlify normalizes the trailing slash first",
      '_redirects for Netlify, line 4: status "299" is not one Netlify reads',
    ]);
  });
});

/** A build's files for a number of pages: each page's HTML, page data and Markdown twin. */
function siteOf(pageCount: number) {
  const pages = [
    "/",
    "/404",
    "/search",
    ...Array.from({ length: pageCount }, (_, i) => `/docs/g${i % 40}/page${i}`),
  ];
  const bundles = [
    "/app-0123456789abcdef0123.js",
    "/framework-0123456789abcdef0123.js",
    "/framework-0123456789abcdef0123.js.LICENSE.txt",
    "/component---src-templates-doc-tsx-0123456789abcdef0123.js",
    "/styles.0123456789abcdef0123.css",
    "/~partytown/partytown.js",
    "/static/search/index-1.14-0123456789abcdef.json",
  ];
  const files = [
    ...pages.map((page) => (page === "/" ? "/index.html" : `${page}/index.html`)),
    ...pages.map((page) => `/page-data${page === "/" ? "/index" : page}/page-data.json`),
    ...pages.filter((page) => page.startsWith("/docs/")).map((page) => `${page}.md`),
    "/404.html",
    "/llms.txt",
    ...bundles,
  ].sort();
  return { pages, files, policy: EMPTY_PAGE_POLICY, staticDocuments: [] };
}

describe("the rules at any number of pages", () => {
  const ruleCount = (text: string) =>
    text.split("\n").filter((line) => line.trim() && !/^\s|^#/.test(line)).length;

  it.each(["netlify", "cloudflare"] as const)(
    "%s: as many rules for 3,000 pages as for 30, within the host's limits",
    (host) => {
      const small = siteOf(30);
      const large = siteOf(3000);
      for (const render of [renderRedirectsFile, renderHeadersFile]) {
        expect(ruleCount(render(large, host))).toBe(ruleCount(render(small, host)));
      }
      expect(checkRedirects(host, renderRedirectsFile(large, host))).toEqual([]);
      expect(checkHeaders(host, renderHeadersFile(large, host))).toEqual([]);
    },
  );

  it("give Cloudflare a page named like a file its own rule", () => {
    const site = siteOf(3);
    site.pages.push("/docs/types.md");
    expect(renderRedirectsFile(site, "cloudflare")).toContain("/docs/types.md /docs/types.md/ 200");
  });
});

describe("the hashed files' Cache-Control patterns", () => {
  it("name each bundle by a pattern whose splat is its hash", () => {
    const files = ["/app-0123456789abcdef0123.js", "/app-fedcba98765432100123.js", "/static/x.js"];
    expect(immutablePatterns(files)).toEqual(["/static/*", "/app-*.js"]);
  });

  it("list the files themselves when a pattern would match a file that is not hashed", () => {
    const files = ["/app-0123456789abcdef0123.js", "/app-loader.js", "/~partytown/partytown.js"];
    expect(immutablePatterns(files)).toEqual(["/static/*", "/app-0123456789abcdef0123.js"]);
  });
});

describe("the build's check of the host files", () => {
  it("fails a Netlify build whose Cloudflare files would break a limit, naming host, limit and figure", () => {
    const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "host-limits-")), "public");
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("index.html", "<!doctype html><html><body>Home</body></html>");
    // 120 HTML files of static/ (verification files, demos): each needs a header rule by name.
    for (let index = 0; index < 120; index += 1) write(`verify${index}.html`, "<p>ok</p>");
    const folders = { publicDir: root, deployDir: path.join(path.dirname(root), "deploy-output") };
    expect(() => writeHostFiles(folders, ["/"], {}, "netlify")).toThrow(
      /_headers for Cloudflare Pages: 1\d\d header rules; Cloudflare Pages reads at most 100/,
    );
    expect(fs.existsSync(path.join(root, "_headers"))).toBe(false);
    expect(fs.existsSync(folders.deployDir)).toBe(false);
  });
});
