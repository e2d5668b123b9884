import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkProjectFiles } from "../content/projectFiles";
import { reservedPathReason } from "../content/reservedPaths";
import { checkStaticFiles } from "../content/staticFiles";
import { allowedStaticTypesText, STATIC_FILE_TYPES } from "../content/staticFileTypes";
import { SERVED_TYPES } from "../deploy/servedTypes";
import { formatProblem } from "../mdx/problems";
import { projectRoot } from "../__fixtures__/fixtureSite";

/** A project whose static/ holds these files (paths from static/). */
function project(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
  fs.mkdirSync(path.join(root, "static"), { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, "static", file)), { recursive: true });
    fs.writeFileSync(path.join(root, "static", file), content);
  }
  return root;
}

function messages(root: string): string[] {
  return checkStaticFiles(root, path.join(root, "static")).map(formatProblem);
}

const CLEAN_SVG = "<svg xmlns='http://www.w3.org/2000/svg'><circle r='1'/></svg>\n";

describe("the types static/ may hold", () => {
  it("passes the site's own static/ as it is", () => {
    expect(fs.readdirSync(path.join(projectRoot, "static/img")).length).toBeGreaterThan(0);
    expect(checkStaticFiles(projectRoot, path.join(projectRoot, "static"))).toEqual([]);
  });

  it("passes images, fonts, PDFs and plain text, in any letter case, .well-known/ included", () => {
    const root = project({
      "img/a.png": "png",
      "img/B.JPG": "jpg",
      "img/c.jpeg": "jpg",
      "img/d.gif": "gif",
      "img/e.webp": "webp",
      "img/f.avif": "avif",
      "favicon.ico": "ico",
      "img/map.svg": CLEAN_SVG,
      "fonts/a.woff": "woff",
      "fonts/a.woff2": "woff2",
      "guide.pdf": "%PDF-1.7",
      "robots.txt": "User-agent: *\n",
      ".well-known/security.txt": "Contact: mailto:security@example.com\n",
      "docs/img/diagram.png": "png",
    });
    expect(messages(root)).toEqual([]);
  });

  it("refuses every other type, naming the file and listing what static/ may hold", () => {
    const root = project({
      "google1234.html": "google-site-verification: google1234.html",
      "schema.xsd": "<xs:schema/>",
      "feed.xml": "<rss/>",
      "page.xhtml": "<html/>",
      "map.svgz": Buffer.from([0x1f, 0x8b]),
      "app.js": "alert(1)",
      "style.CSS": "a{}",
      "data.json": "{}",
      "notes.md": "# Notes",
      LICENSE: "MIT",
      "img/photo.png.exe": "MZ",
    });
    const list = allowedStaticTypesText();
    expect(list).toBe(
      ".png, .jpg, .jpeg, .gif, .webp, .avif, .ico, .svg (images); .woff, .woff2 (fonts); .pdf (documents); .txt (text)",
    );
    const refused = (file: string, what: string) =>
      `static/${file}  ${what} static/ may hold: static/ holds only files that run nothing, served as they are: ${list}`;
    expect(messages(root)).toEqual([
      refused("LICENSE", "a file without an extension is not one"),
      refused("app.js", ".js is not a type"),
      refused("data.json", ".json is not a type"),
      refused("feed.xml", ".xml is not a type"),
      refused("google1234.html", ".html is not a type"),
      refused("img/photo.png.exe", ".exe is not a type"),
      refused("map.svgz", ".svgz is not a type"),
      refused("notes.md", ".md is not a type"),
      refused("page.xhtml", ".xhtml is not a type"),
      refused("schema.xsd", ".xsd is not a type"),
      refused("style.CSS", ".css is not a type"),
    ]);
  });

  it("are all types the servers send, so none is typed by guessing", () => {
    for (const extension of Object.keys(STATIC_FILE_TYPES)) {
      expect([extension, SERVED_TYPES[extension]]).toEqual([extension, expect.any(String)]);
    }
  });
});

describe("the build's own paths in static/", () => {
  // Each path the build writes or a host reads; the folder rules with a file of an allowed type,
  // which only the path refuses.
  it.each([
    "page-data/index/page-data.json",
    "page-data/app-data.json",
    "page-data/x.png",
    "static/search/index.png",
    "~partytown/partytown.png",
    "_headers",
    "_redirects",
    "_worker.js",
    "_routes.json",
    "_nginx.conf",
    "_page-policy.json",
    "_gatsby/slices/x.png",
    "webpack.stats.json",
    "chunk-map.json",
    "app-3969777189f6575cf2a9.js",
    "styles.839e0839d259d7b0b74d.css",
    "854-15056982dc5a8f4a7d5c.js.LICENSE.txt",
    "index.html",
    "search/index.html",
    "docs/about/index.html",
    "404.html",
    "404/x.png",
    "docs.md",
    "docs/about.md",
    "docs/android/Callbacks/AddMarker.md",
    "llms.txt",
    "llms-full.txt",
    "docs/1.13/llms.txt",
  ])("refuses %s", (file) => {
    expect(reservedPathReason(file)).toEqual(expect.any(String));
  });

  // Shapes the rules above do not name: letter case and composition as a host folding them
  // reads them, a leading slash, a backslash.
  it.each([
    "PAGE-DATA/index/page-data.json",
    "Page-Data/x.png",
    "_WORKER.JS",
    "_Routes.json",
    "LLMS.TXT",
    "docs/1.13/Llms-Full.txt",
    "Docs/About.MD",
    "STATIC/x.png",
    "/page-data/x.png",
    "page-data\\x.png",
    "Index.HTML",
    "App-3969777189F6575CF2A9.JS.license.txt",
  ])("refuses %s, an unlisted shape", (file) => {
    expect(reservedPathReason(file)).toEqual(expect.any(String));
  });

  // Nested names a host reads only at the root, and names near the reserved ones.
  it.each([
    "docs/_worker.js",
    "img/_headers",
    "img/page-data/x.png",
    "img/static/x.png",
    "docs/img/a.png",
    "robots.txt",
    "img/app.png",
    "page-data.png",
    "docs/about.txt",
    "my-llms.txt",
    "img/404.png",
  ])("leaves %s to the type check", (file) => {
    expect(reservedPathReason(file)).toBeUndefined();
  });

  it("refuses a reserved path once, whatever its type, and passes the same file elsewhere", () => {
    const root = project({
      "page-data/index/page-data.json": '{"result":{}}',
      "PAGE-DATA/x.png": "png",
      "_worker.js": "export default {}",
      "llms.txt": "# Not the site's",
      "docs/1.13/llms.txt": "# Not the site's",
      "docs/_worker.js": "export default {}",
      "img/llms.png": "png",
    });
    expect(messages(root)).toEqual([
      "static/PAGE-DATA/x.png  would be published at /PAGE-DATA/x.png, a path the build writes or a host reads itself (in any letter case): page-data/ holds Gatsby's page data; give the file another name or folder",
      "static/_worker.js  would be published at /_worker.js, a path the build writes or a host reads itself (in any letter case): a name starting with _ at the root is the hosts' or the build's (_headers, _redirects, _worker.js, _routes.json, _nginx.conf, _page-policy.json, _gatsby/); give the file another name or folder",
      expect.stringMatching(
        /^static\/docs\/1\.13\/llms\.txt {2}would be published at \/docs\/1\.13\/llms\.txt, .*: llms\.txt and llms-full\.txt are the build's indexes/,
      ),
      expect.stringMatching(/^static\/docs\/_worker\.js {2}\.js is not a type static\/ may hold/),
      expect.stringMatching(/^static\/llms\.txt {2}would be published at \/llms\.txt/),
      expect.stringMatching(
        /^static\/page-data\/index\/page-data\.json {2}would be published at \/page-data\/index\/page-data\.json/,
      ),
    ]);
  });
});

describe("hard links in static/", () => {
  it("refuses a file with another name on disk, naming it, without reading it", () => {
    const root = project({ "img/a.png": "png", "img/b.png": "png" });
    fs.writeFileSync(path.join(root, ".env"), "TOKEN=SECRET\n");
    fs.linkSync(path.join(root, ".env"), path.join(root, "static/env.txt"));
    fs.writeFileSync(path.join(root, "evil.svg"), "<svg onload='TOKEN'/>");
    fs.linkSync(path.join(root, "evil.svg"), path.join(root, "static/img/map.svg"));
    // Two names inside static/: each is refused.
    fs.linkSync(path.join(root, "static/img/a.png"), path.join(root, "static/img/c.png"));
    // A hard link of a type static/ may not hold: both are named.
    fs.linkSync(path.join(root, ".env"), path.join(root, "static/env.json"));
    const hardLink = (file: string, names: number) =>
      `static/${file}  is a hard link (the file has ${names} names on this disk): the build would publish what the other names hold (a .env, a file outside the project); static/ may hold no hard link: put a copy of the file here`;
    const found = messages(root);
    expect(found).toEqual([
      expect.stringMatching(/^static\/env\.json {2}\.json is not a type/),
      hardLink("env.json", 3),
      hardLink("env.txt", 3),
      hardLink("img/a.png", 2),
      hardLink("img/c.png", 2),
      hardLink("img/map.svg", 2),
    ]);
    expect(found.join("\n")).not.toContain("TOKEN");
    expect(found.join("\n")).not.toContain("onload");
  });

  it("leaves symbolic links and dot files to checkProjectFiles: one message a file", () => {
    const root = project({ "img/a.png": "png", ".git/config.txt": "x", ".env.txt": "x" });
    fs.symlinkSync("../../.env", path.join(root, "static/img/env.txt"));
    fs.mkdirSync(path.join(root, "content"));
    const folders = {
      contentRoot: path.join(root, "content"),
      staticRoot: path.join(root, "static"),
    };
    expect(messages(root)).toEqual([]);
    expect(checkProjectFiles(root, folders).map((problem) => problem.file)).toEqual([
      "static/.env.txt",
      "static/.git",
      "static/img/env.txt",
    ]);
  });
});

describe("the SVGs of static/", () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg"';
  // Each shape, with the place the check names (line:column) and what it says.
  it.each<[string, string, RegExp]>([
    [
      "an onload",
      `<svg ${NS}\n  onload="alert(1)"/>`,
      /^2:3 {2}<svg onload="alert\(1\)">: the attribute is not allowed in static\/: DOMPurify's SVG profile takes it out/,
    ],
    [
      "a script",
      `<svg ${NS}>\n<script>alert(1)</script></svg>`,
      /^2:1 {2}the element <script> is not allowed in static\//,
    ],
    [
      "a foreignObject",
      `<svg ${NS}><foreignObject><p>x</p></foreignObject></svg>`,
      /^1:41 {2}the element <foreignObject>/,
    ],
    [
      "a javascript: xlink:href",
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
      /^1:87 {2}<a xlink:href="javascript:alert\(1\)">: the attribute is not allowed/,
    ],
    [
      "an animate of href to javascript:",
      `<svg ${NS}><a href="/x"><animate attributeName="href" to="javascript:alert(1)"/></a></svg>`,
      /^1:54 {2}the element <animate>/,
    ],
    [
      "a document type whose default attribute is an onload",
      `<?xml version="1.0"?>\n<!DOCTYPE svg [\n  <!ATTLIST svg onload CDATA "alert(1)">\n]>\n<svg ${NS}/>`,
      /^2:1 {2}<!DOCTYPE> is not allowed in static\//,
    ],
    [
      "a root without the SVG namespace",
      "<svg><script>alert(1)</script></svg>",
      /^1:1 {2}the root element is <svg> without a namespace/,
    ],
    [
      "a declared encoding other than UTF-8",
      `<?xml version="1.0" encoding="UTF-16"?><svg ${NS}/>`,
      /^1:1 {2}the XML declaration names the encoding "UTF-16"/,
    ],
  ])("refuses %s, at its line and column", (_shape, svg, expected) => {
    const root = project({ "img/x.svg": svg });
    const found = checkStaticFiles(root, path.join(root, "static"));
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.file).toBe("static/img/x.svg");
    expect(found.map((problem) => `${problem.line}:${problem.column}  ${problem.message}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(expected)]),
    );
  });

  it("refuses an SVG over its size limit before reading it (a sparse file of 3 GiB)", () => {
    const root = project({ "img/huge.svg": "<svg onload='x'/>", "img/ok.svg": CLEAN_SVG });
    fs.truncateSync(path.join(root, "static", "img", "huge.svg"), 3 * 1024 ** 3);
    expect(messages(root)).toEqual([
      "static/img/huge.svg  the file is 3 GiB, over the limit of 8 MiB for an SVG file of static/, which the build reads to check it",
    ]);
  });

  it("passes a clean drawing, with styles, gradients, an image and a link", () => {
    const root = project({
      "img/clean.svg":
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><style>.a { fill: red }</style><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="5" height="5"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><a href="https://getwemap.com/"><text>Wemap</text></a></svg>\n',
    });
    expect(messages(root)).toEqual([]);
  });
});
