import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { cacheControlFor, IMMUTABLE, REVALIDATE } from "../deploy/cachePolicy";
import { collectPagePolicy, htmlFiles, MAX_INLINE_SCRIPTS } from "../deploy/collectPagePolicy";
import { inlineScripts, scriptHashSource, scriptsInContent } from "../deploy/inlineScripts";
import { PAGE_PATH_FROM_ATTRIBUTE, withPagePathAttribute } from "../deploy/pagePathScript";
import { DEFAULT_TYPE } from "../deploy/httpSettings";
import { renderHeadersFile, renderNginxConf, renderRedirectsFile } from "../deploy/renderHostFiles";
import { pageHtmlFile, renderedPageFiles } from "../deploy/renderedPages";
import {
  contentSecurityPolicy,
  EMPTY_PAGE_POLICY,
  STATIC_DOCUMENT_POLICY,
} from "../deploy/securityHeaders";
import { DOWNLOAD_PATH_PATTERN, isDownload } from "../deploy/servedTypes";
import { DEPLOY_FILES, deployOutputOf } from "../deploy/deployOutput";
import { finishOutput } from "../deploy/finishOutput";
import { sitePages } from "../deploy/sitePages";
import { thirdPartyOrigins } from "../deploy/thirdPartyOrigins";
import { HOST_FILES, readPagePolicy, writeHostFiles } from "../deploy/writeHostFiles";
import { contentTypeFor } from "../server/contentType";

/** A built public/ in a folder of its own, its deploy folder to be written beside it. */
function makeSite(files: Record<string, string>): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "deploy-rules-")), "public");
  fs.mkdirSync(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

const page = (scripts: string[]) =>
  `<!doctype html><html><head><script src="/app-3969777189f6575cf2a9.js"></script></head><body>${scripts
    .map((script) => `<script>${script}</script>`)
    .join("")}<script type="application/ld+json">{"a":1}</script></body></html>`;

describe("cache classes", () => {
  it.each([
    ["/app-3969777189f6575cf2a9.js", IMMUTABLE],
    ["/styles.839e0839d259d7b0b74d.css", IMMUTABLE],
    ["/framework-de054fcffeb8ff1c133e.js.LICENSE.txt", IMMUTABLE],
    ["/374-d8de53d4a73ad2276c1c.js.map", IMMUTABLE],
    ["/static/search/index-1.14-eb38b34d9f05370d.json", IMMUTABLE],
    ["/docs/about/index.html", REVALIDATE],
    ["/page-data/docs/about/page-data.json", REVALIDATE],
    ["/page-data/sq/d/1234567890.json", REVALIDATE],
    ["/~partytown/partytown.js", REVALIDATE],
    ["/chunk-map.json", REVALIDATE],
    ["/img/favicon.svg", REVALIDATE],
  ])("%s: %s", (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe("inline scripts and their hashes", () => {
  it("reads inline scripts as written, skipping external scripts and data blocks", () => {
    expect(inlineScripts(page(["a&&b<c", ""]))).toEqual(["a&&b<c", ""]);
  });

  it("hashes as CSP does (sha256 of the UTF-8 text, base64)", () => {
    expect(scriptHashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("collects each distinct inline script once, with the third parties", () => {
    const root = makeSite({
      "index.html": page(["one()", "two()"]),
      "docs/about/index.html": page(["one()", "two()"]),
    });
    const policy = collectPagePolicy(root, htmlFiles(root), { algoliaAppId: "ABC123" });
    expect(policy.scriptHashes).toEqual(
      [scriptHashSource("one()"), scriptHashSource("two()")].sort(),
    );
    expect(policy.connectOrigins).toContain("https://abc123-dsn.algolia.net");
  });

  it("refuses inline scripts that change from page to page, naming pages", () => {
    const files: Record<string, string> = {};
    for (let index = 0; index <= MAX_INLINE_SCRIPTS; index += 1) {
      files[`docs/p${index}/index.html`] = page([`window.pagePath="/docs/p${index}"`]);
    }
    const site = makeSite(files);
    expect(() => collectPagePolicy(site, htmlFiles(site), {})).toThrow(
      /13 different inline scripts[\s\S]*\/docs\/p\d+\/index\.html: "window\.pagePath/,
    );
  });

  it("hashes only the site's scripts: a script inside the content root fails the build", () => {
    const withContent = (content: string) =>
      page(["site()"]).replace(
        "<body>",
        `<body><div id="___gatsby"><div><main><p>x</p>${content}</main></div></div>`,
      );
    const ok = makeSite({ "index.html": withContent("<img src=/a.png>") });
    expect(collectPagePolicy(ok, htmlFiles(ok), {}).scriptHashes).toEqual([
      scriptHashSource("site()"),
    ]);
    expect(scriptsInContent(withContent("<img src=/a.png>"))).toEqual([]);
    const inline = makeSite({ "docs/a/index.html": withContent('<script>alert("8")</script>') });
    expect(() => collectPagePolicy(inline, htmlFiles(inline), {})).toThrow(
      /the content of 1 page\(s\) carries a script the site does not emit.*public\/docs\/a\/index\.html: "<script>alert\(\\"8\\"\)"/,
    );
    const external = makeSite({
      "docs/b/index.html": withContent('<script src="/evil.js"></script>'),
    });
    expect(() => collectPagePolicy(external, htmlFiles(external), {})).toThrow(
      /<script src=\\"\/evil\.js\\">/,
    );
  });
});

describe("the pages the policy hashes", () => {
  it("are the HTML files Gatsby writes for its page paths", () => {
    expect(["/", "/404/", "/404.html", "/docs/about", "/search/"].map(pageHtmlFile)).toEqual([
      "/index.html",
      "/404/index.html",
      "/404.html",
      "/docs/about/index.html",
      "/search/index.html",
    ]);
  });

  it("are only the rendered ones: a static HTML file's inline script adds no hash", () => {
    const root = makeSite({
      "index.html": page(["site()"]),
      "docs/about/index.html": page(["site()"]),
      // Copied from static/: not one of Gatsby's pages, whatever its name.
      "demo/index.html": page(["fetch('/steal')"]),
      "google1234.html": page(["alert(1)"]),
    });
    const policy = collectPagePolicy(root, renderedPageFiles(["/", "/docs/about"]), {});
    expect(policy.scriptHashes).toEqual([scriptHashSource("site()")]);
  });

  it("fails when none of the rendered pages is where the build looked", () => {
    const root = makeSite({ "index.html": page(["site()"]) });
    expect(() => collectPagePolicy(root, ["/elsewhere/index.html"], {})).toThrow(
      /none of the 1 rendered pages was found/,
    );
  });
});

describe("the Content-Security-Policy", () => {
  const csp = contentSecurityPolicy({
    ...EMPTY_PAGE_POLICY,
    scriptHashes: ["'sha256-x='"],
    ...thirdPartyOrigins({ algoliaAppId: "APP", measurementId: "G-1" }),
  });

  it("allows scripts from the site and the hashed inline scripts only", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-x=' https://www.googletagmanager.com");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("lets hosted search and analytics connect, and nothing frame the site", () => {
    expect(csp).toContain("https://app-dsn.algolia.net https://app-1.algolianet.com");
    expect(csp).toContain("https://*.google-analytics.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

const PAGE_PATHS = ["/", "/404/", "/404.html", "/docs/about"];

/** Every file under a folder, from its root. */
const filesUnder = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe("the host files", () => {
  // public/ as Gatsby leaves it, with its build records, plus what earlier builds left: the
  // servers' files they wrote there, a source map.
  const root = makeSite({
    "index.html": page(["one()"]),
    "404.html": page(["one()"]),
    "404/index.html": page(["one()"]),
    "docs/about/index.html": page(["one()"]),
    "app-3969777189f6575cf2a9.js": "",
    "chunk-map.json": "{}",
    "webpack.stats.json": "{}",
    "_nginx.conf": "# an earlier build's",
    "_page-policy.json": "{}",
    "app-3969777189f6575cf2a9.js.map": "{}",
    "page-data/docs/about/page-data.json": "{}",
  });
  const folders = { publicDir: root, deployDir: deployOutputOf(root) };
  const { policy, removed } = finishOutput(folders, PAGE_PATHS, {});
  const read = (name: string) => fs.readFileSync(path.join(root, name), "utf8");
  const readDeploy = (name: string) => fs.readFileSync(path.join(folders.deployDir, name), "utf8");

  it("leave public/ holding what readers are served, _headers and _redirects, and nothing else", () => {
    expect(filesUnder(root)).toEqual(
      [
        "404.html",
        path.join("404", "index.html"),
        "_headers",
        "_redirects",
        "app-3969777189f6575cf2a9.js",
        path.join("docs", "about", "index.html"),
        "index.html",
        path.join("page-data", "docs", "about", "page-data.json"),
      ].sort(),
    );
    expect(removed).toEqual([
      "/_nginx.conf",
      "/_page-policy.json",
      "/app-3969777189f6575cf2a9.js.map",
      "/chunk-map.json",
      "/webpack.stats.json",
    ]);
  });

  it("write the servers' files beside public/, in deploy-output/", () => {
    expect(folders.deployDir).toBe(path.join(path.dirname(root), "deploy-output"));
    expect(filesUnder(folders.deployDir)).toEqual([DEPLOY_FILES.nginx, DEPLOY_FILES.policy]);
  });

  it("lists the pages of the build", () => {
    expect(sitePages(root)).toEqual(["/", "/404", "/docs/about"]);
  });

  it("records the policy the Node server applies", () => {
    expect(readPagePolicy(folders.deployDir)).toEqual({ policy, staticDocuments: [], found: true });
    expect(readPagePolicy(root).found).toBe(false);
  });

  it("writes _headers: security headers everywhere, Cache-Control from one pattern per bundle", () => {
    const headers = read(HOST_FILES.headers);
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy(policy)}`);
    expect(headers).toContain(`/app-*.js\n  Cache-Control: ${IMMUTABLE}`);
    expect(headers).not.toContain("/app-3969777189f6575cf2a9.js");
    expect(headers).toContain(`/static/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(headers).toEqual(
      renderHeadersFile({
        pages: [],
        files: [
          "/app-3969777189f6575cf2a9.js",
          "/docs/about/index.html",
          "/page-data/docs/about/page-data.json",
          "/404.html",
          "/404/index.html",
          "/index.html",
        ].sort(),
        policy,
        staticDocuments: [],
      }),
    );
  });

  it("writes _redirects for Netlify by default: the spellings its patterns can name, forced", () => {
    const redirects = read(HOST_FILES.redirects).split("\n");
    // Nothing of the build needs hiding: no rule names a file no reader is served.
    expect(redirects.filter((line) => / 404!?$/.test(line))).toEqual([]);
    expect(redirects).toEqual(
      expect.arrayContaining([
        "/index.html / 301!",
        "/404.html /404 301!",
        "/*/index.html /:splat 301!",
        "/*/index /:splat 301!",
        "/* /:splat/index.html 200",
      ]),
    );
    // No rule names a page: the file stays the same size whatever the number of pages.
    expect(read(HOST_FILES.redirects)).not.toContain("/docs/about");
    expect(read(HOST_FILES.redirects)).toBe(
      renderRedirectsFile(
        {
          pages: ["/", "/404", "/docs/about"],
          files: [],
          policy,
          staticDocuments: [],
        },
        "netlify",
      ),
    );
  });

  it("writes Cloudflare's dialect when asked: no forced rule, files by extension, pages last", () => {
    const cloudflare = renderRedirectsFile(
      {
        pages: ["/", "/docs/about"],
        files: ["/app-3969777189f6575cf2a9.js", "/docs/about.md", "/docs/about/index.html"],
        policy,
        staticDocuments: [],
      },
      "cloudflare",
    );
    const rules = cloudflare.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(cloudflare).not.toContain("!");
    expect(rules.indexOf("/*/ /:splat 301")).toBeLessThan(rules.indexOf("/*.js /:splat.js 200"));
    expect(rules).toContain("/*.md /:splat.md 200");
    expect(rules.at(-1)).toBe("/* /:splat/ 200");
  });

  it("writes an nginx server block body with the same headers in every location", () => {
    const conf = readDeploy(DEPLOY_FILES.nginx);
    expect(conf).toBe(renderNginxConf({ pages: [], files: [], policy, staticDocuments: [] }));
    const locations = conf.split("\nlocation ").length - 1;
    // Only the refusal of internal paths adds no header: a redirect carries them as a page does.
    expect(conf.split("add_header Content-Security-Policy").length - 1).toBe(locations - 1);
    expect(conf).toContain("error_page 404 /404.html;");
  });
});

describe("a build whose public/ holds a file no reader may be served", () => {
  it.each([
    ["a dot file", "docs/.draft.html", "/docs/.draft.html"],
    ["a dot folder's file", ".git/config", "/.git/config"],
  ])("stops with %s named, writing no rule", (_what, file, named) => {
    const root = makeSite({ "index.html": page(["one()"]), [file]: "x" });
    const folders = { publicDir: root, deployDir: deployOutputOf(root) };
    expect(() => finishOutput(folders, ["/"], {})).toThrow(
      `public/ holds files no reader may be served, which a host would publish: ${named}.`,
    );
    expect(fs.existsSync(path.join(root, HOST_FILES.headers))).toBe(false);
    expect(fs.existsSync(folders.deployDir)).toBe(false);
  });

  it("publishes /.well-known/ as any file", () => {
    const root = makeSite({ "index.html": page(["one()"]), ".well-known/security.txt": "x" });
    const folders = { publicDir: root, deployDir: deployOutputOf(root) };
    expect(() => finishOutput(folders, ["/"], {})).not.toThrow();
  });
});

describe("the host files and the Markdown twins", () => {
  const root = makeSite({
    "index.html": page(["one()"]),
    "docs/about/index.html": page(["one()"]),
    "docs/about.md": "# About\n",
    "llms.txt": "# Site\n",
  });
  const deployDir = deployOutputOf(root);
  writeHostFiles({ publicDir: root, deployDir }, ["/", "/docs/about"], {});
  const read = (name: string) => fs.readFileSync(path.join(root, name), "utf8");
  const readDeploy = (name: string) => fs.readFileSync(path.join(deployDir, name), "utf8");

  it("gives the twins and llms files their UTF-8 text type in Netlify's _headers, by extension", () => {
    const headers = read(HOST_FILES.headers);
    expect(headers).toContain("/*.md\n  Content-Type: text/markdown; charset=utf-8");
    expect(headers).toContain("/*.txt\n  Content-Type: text/plain; charset=utf-8");
    expect(headers).not.toMatch(/\/docs\/about\/index\.html\n {2}Content-Type/);
    // Cloudflare types them itself, charset included; a rule would type its 404 page too.
    const input = {
      pages: ["/"],
      files: ["/docs/about.md"],
      policy: EMPTY_PAGE_POLICY,
      staticDocuments: [],
    };
    expect(renderHeadersFile(input, "cloudflare")).not.toContain("Content-Type:");
  });

  it("tells nginx the same types; no redirect names a .md address", () => {
    const conf = readDeploy(DEPLOY_FILES.nginx);
    expect(conf).toContain(
      'location ~ \\.md$ {\n    add_header Cache-Control "public, max-age=0, must-revalidate" always;',
    );
    expect(conf).toMatch(
      /\\\.md\$ \{[^}]*types \{ \} default_type "text\/markdown";\n {4}charset utf-8;/,
    );
    expect(read(HOST_FILES.redirects)).not.toContain(".md");
  });
});

describe("Gatsby's page path script", () => {
  const loader = (pagePath: string) =>
    createElement("script", {
      key: "script-loader",
      id: "gatsby-script-loader",
      dangerouslySetInnerHTML: {
        __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
      },
    });

  it("becomes the same on every page, the path moving to an attribute", () => {
    const [about] = withPagePathAttribute([loader("/docs/about")], "/docs/about") as [
      React.ReactElement<Record<string, unknown>>,
    ];
    const [home] = withPagePathAttribute([loader("/")], "/") as [
      React.ReactElement<Record<string, unknown>>,
    ];
    expect(about.props["data-page-path"]).toBe("/docs/about");
    expect(about.props.dangerouslySetInnerHTML).toEqual(home.props.dangerouslySetInnerHTML);
    expect(JSON.stringify(about.props.dangerouslySetInnerHTML)).toContain(
      JSON.stringify(PAGE_PATH_FROM_ATTRIBUTE).slice(1, -1),
    );
  });

  it("fails when Gatsby's script has changed shape", () => {
    expect(() => withPagePathAttribute([loader("/a")], "/b")).toThrow(
      /no longer contains window\.pagePath="\/b";/,
    );
  });
});

describe("the host files and the static documents", () => {
  const root = makeSite({
    "index.html": page(["one()"]),
    "docs/about/index.html": page(["one()"]),
    // What static/ copied: a verification page, a folder's page, an image, a feed, and a page
    // named like a rendered one's other spelling (which never serves: /docs/about takes it).
    "google1234.html": "<!doctype html><title>Verification</title>",
    "demo/index.html": "<!doctype html><p>Demo</p>",
    "img/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "feed.xml": "<rss/>",
    "docs/about.html": "<p>Old</p>",
    "static/0123456789abcdef/diagram.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "_gatsby/slices/_gatsby-scripts-1.html": "<script>one()</script>",
    // A dot path no reader is served: no rule may name it (an exact location would serve it).
    "docs/.draft.html": "<p>Draft</p>",
  });
  const deployDir = deployOutputOf(root);
  const { staticDocuments } = writeHostFiles(
    { publicDir: root, deployDir },
    ["/", "/docs/about"],
    {},
  );
  const read = (name: string) => fs.readFileSync(path.join(root, name), "utf8");
  const readDeploy = (name: string) => fs.readFileSync(path.join(deployDir, name), "utf8");
  const nginxLocation = (address: string) =>
    new RegExp(
      `\\nlocation = "${address.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}" \\{[^}]*\\}`,
    ).exec(readDeploy(DEPLOY_FILES.nginx))?.[0] ?? "";

  it("are every HTML and SVG file the site did not render (XML is a download)", () => {
    expect(staticDocuments).toEqual([
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/demo/index.html",
      "/docs/about.html",
      "/google1234.html",
      "/img/logo.svg",
      "/static/0123456789abcdef/diagram.svg",
    ]);
    expect(readPagePolicy(deployDir).staticDocuments).toEqual(staticDocuments);
  });

  it("get the policy that runs nothing in _headers: HTML by address and file, SVG and XML by extension", () => {
    const headers = read(HOST_FILES.headers);
    expect(headers).not.toContain("\n/img/logo.svg\n");
    for (const address of ["/demo", "/demo/index.html", "/google1234.html", "/*.svg", "/*.xml"]) {
      expect(headers).toContain(
        `\n${address}\n  Content-Security-Policy: ${STATIC_DOCUMENT_POLICY}`,
      );
    }
    expect(headers).not.toMatch(/\n\/docs\/about\n {2}Content-Security-Policy/);
    expect(headers).not.toMatch(/\n\/\n {2}Content-Security-Policy/);
  });

  it("get it in nginx, in an exact location served as the other locations serve it", () => {
    const logo = nginxLocation("/img/logo.svg");
    expect(logo).toContain(
      `add_header Content-Security-Policy "${STATIC_DOCUMENT_POLICY}" always;`,
    );
    expect(logo).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(logo).toContain("add_header X-Frame-Options");
    expect(logo).toContain("try_files $uri =404;");
    expect(nginxLocation("/demo")).toContain("try_files $uri $uri/index.html =404;");
    expect(nginxLocation("/demo")).toContain(STATIC_DOCUMENT_POLICY);
    expect(nginxLocation("/static/0123456789abcdef/diagram.svg")).toContain(IMMUTABLE);
    // Served by /docs/about's redirect, never as itself; the pages keep the site's policy.
    expect(nginxLocation("/docs/about.html")).toBe("");
    expect(nginxLocation("/docs/about")).toBe("");
    expect(readDeploy(DEPLOY_FILES.nginx)).not.toContain(".draft");
    expect(read(HOST_FILES.headers)).not.toContain(".draft");
    // The five static documents' locations, and the download location.
    expect(readDeploy(DEPLOY_FILES.nginx).split(STATIC_DOCUMENT_POLICY).length - 1).toBe(6);
  });

  it("send a file of no served type as a download on every host, by name in _headers", () => {
    const headers = read(HOST_FILES.headers);
    expect(headers).toContain(
      `\n/feed.xml\n  Content-Security-Policy: ${STATIC_DOCUMENT_POLICY}\n  Content-Disposition: attachment`,
    );
    expect(headers.split("Content-Disposition").length - 1).toBe(1);
  });
});

describe("the types both servers send", () => {
  const conf = renderNginxConf({
    pages: [],
    files: [],
    policy: EMPTY_PAGE_POLICY,
    staticDocuments: [],
  });

  it("are one table, which nginx reads in place of mime.types", () => {
    expect(conf).toContain(
      "types { text/html html; text/css css; text/javascript js; application/json json; text/markdown md; text/plain txt; image/svg+xml svg; image/png png; image/jpeg jpg jpeg;",
    );
    for (const [file, type] of [
      ["/app.js", "text/javascript"],
      ["/img/a.JPEG", "image/jpeg"],
      ["/favicon.ico", "image/x-icon"],
      ["/schema.xsd", DEFAULT_TYPE],
      ["/LICENSE", DEFAULT_TYPE],
    ]) {
      expect([file, contentTypeFor(file ?? "")]).toEqual([file, type]);
    }
  });

  it("send every other extension as a download: nginx's location reads paths as isDownload does", () => {
    const location = new RegExp(DOWNLOAD_PATH_PATTERN, "i");
    for (const file of [
      "/schema.xsd",
      "/feed.XML",
      "/a.svg.xsd",
      "/static/0123456789abcdef/x.rdf",
      "/docs/1.13",
      "/a.b/c.d",
      "/img/logo.svg",
      "/img/A.PNG",
      "/a.xsd.png",
      "/LICENSE",
      "/a.b/c",
      "/.well-known/x",
      "/x.",
    ]) {
      expect([file, location.test(file)]).toEqual([file, isDownload(file)]);
    }
    expect(conf).toContain(`location ~* "${DOWNLOAD_PATH_PATTERN.replace(/\\/g, "\\\\")}" {`);
    const download = /location ~\* "[^"]*" \{[^}]*\}/.exec(conf)?.[0] ?? "";
    expect(download).toContain('add_header Content-Disposition "attachment" always;');
    expect(download).toContain(STATIC_DOCUMENT_POLICY);
    expect(download).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
    // A page's address can look like a file of no type (/docs/1.13): without the file, the page.
    expect(download).toContain("try_files $uri @page;");
    expect(conf).toMatch(/location @page \{[^}]*try_files \$uri\/index\.html =404;\n\}/);
  });
});
