import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  build,
  edit,
  expectMessages,
  makeSiteCopy,
  removeSiteCopy,
  writeDoc,
  writeFiles,
} from "./siteCopy";

/** A jest hook's limit for one build: a loaded 2-core machine takes minutes. */
const BUILD_TIMEOUT = 900_000;

/**
 * The writer's content errors, every kind in one copy of the site: the build reads every doc and
 * every file of static/ before it stops, and lists each problem with its file, line and column.
 * So one build of one broken copy shows them all, where a build per kind would start Gatsby once
 * per kind for the same check. Each writer below breaks its own files; each test reads its
 * messages from that one build.
 */
describe("gatsby build names the writer's file, line and column for every content error", () => {
  let dir: string;
  /** A folder outside the project that a symbolic link of the copy points into. */
  let outside: string;
  let status: number | null;
  let output: string;

  beforeAll(() => {
    dir = makeSiteCopy();
    outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    for (const write of [
      writeSyntaxErrors,
      writeUnsafeMarkup,
      writeTakeovers,
      writeFrontmatterErrors,
      writeBrokenLinks,
      writeStaticHazards,
      writeUnseenSlips,
    ]) {
      write(dir, outside);
    }
    ({ status, output } = build(dir));
  }, BUILD_TIMEOUT);
  afterAll(() => {
    removeSiteCopy(dir);
    fs.rmSync(outside, { recursive: true, force: true });
  });

  /** The build must have stopped (non-zero exit) and said what is wrong, where. */
  function expectReported(...messages: (string | RegExp)[]): void {
    expect(status).not.toBe(0);
    expectMessages(output, messages);
  }

  function writeSyntaxErrors(site: string): void {
    const doc = (file: string, body: string) => writeDoc(site, file, "Broken", body);
    // writeDoc puts the body on line 5, after three lines of frontmatter and a blank line.
    doc("docs/a-tag.mdx", "Fine.\n\nBroken <div> here");
    doc("docs/b-brace.mdx", "Broken {oops");
    doc("docs/c-comment.mdx", "<!-- a comment -->");
    doc("docs/d-variable.mdx", "Zoom {zoomLevel}.");
    doc("docs/e-component.mdx", '<Tab value="a">x</Tab>');
    doc("docs/f-import.mdx", "import X from './x'\n\nText.");
    doc("docs/g-language.mdx", "```kotin\nval x = 1\n```");
    doc("docs/h-invented.mdx", "Then call `livemap.flyAway()`.");
    // The import written apart: dependencies.test.ts reads every `from "…"` as the project's.
    const expo = ["from", '"@wemap/expo-livemap"'].join(" ");
    doc("docs/i-example.mdx", `\`\`\`tsx\nimport { LivemapWebview } ${expo};\n\`\`\``);
    // Names beside platform imports, looked up in the platforms' published declarations: read
    // by gatsby-node as compiled by Gatsby's bundler, not only by `npm run check`.
    doc(
      "docs/android-native/j-platform.mdx",
      "```kotlin\nimport android.view.*\n\nval picker: View = FloorAwareView()\n```",
    );
    doc(
      "docs/ios-native/k-framework.mdx",
      "```swift\nimport UIKit\n\nlet picker: UIView = FloorPickerView()\n```",
    );
  }

  it("fails on MDX syntax, expressions, components, ESM, fence languages, invented API names (beside platform imports too) and examples that do not compile, listing them all", () => {
    expectReported(
      "content/docs/a-tag.mdx:7:1  Expected a closing tag for `<div>` (7:8-7:13) before the end of `paragraph`",
      "content/docs/b-brace.mdx:5:13  Unexpected end of file in expression, expected a corresponding closing brace for `{`",
      "content/docs/c-comment.mdx:5:2  Unexpected character `!` (U+0021) before name",
      "to create a comment in MDX, use `{/* text */}`",
      "content/docs/d-variable.mdx:5:7  `zoomLevel` is not defined: MDX expressions here can only hold values written in place",
      "content/docs/e-component.mdx:5:1  unknown component <Tab>: did you mean <TabItem>? the components available without import are Admonition, TabItem, Tabs",
      "content/docs/f-import.mdx:5:1  `import` and `export` are not supported in this site's MDX",
      /content\/docs\/g-language\.mdx:5:1 {2}unknown code fence language "kotin": use one the site highlights \(.*kotlin.*\), or no language for plain text/,
      "content/docs/h-invented.mdx:5:11  `livemap.flyAway()` is read as a method of livemap or Livemap, and the SDK facts do not have it: correct the name, or add a fact with its source to data/wemap-sdk-facts.json, or, if it is no Wemap API, an entry with its reason to data/api-names-allow-list.json (a language's or platform's name: to data/code-vocabulary.json, with its source)",
      /content\/docs\/i-example\.mdx:6:10 {2}the example does not compile \(TS2\d{3}\): .*"@wemap\/expo-livemap"' has no exported member/,
      "content/docs/android-native/j-platform.mdx:8:20  `FloorAwareView` is read as a function or constructor, and the SDK facts do not have it",
      "content/docs/ios-native/k-framework.mdx:8:22  `FloorPickerView` is read as a function or constructor, and the SDK facts do not have it",
      // A code frame under each, pointing at the line.
      "> 5 | Zoom {zoomLevel}.",
    );
  });

  function writeUnsafeMarkup(site: string): void {
    const doc = (file: string, body: string) => writeDoc(site, file, "Unsafe", body);
    doc("docs/s-inline.mdx", '<script>{"alert(8)"}</script>');
    doc("docs/s-upper.mdx", "Text.\n\n<SCRIPT>{'alert(8)'}</SCRIPT>");
    doc("docs/s-src.mdx", 'Run <script src="/evil.js"></script> this.');
    doc("docs/t-meta.mdx", '<meta httpEquiv="refresh" content="3;url=https://example.com/" />');
    doc("docs/t-base.mdx", '<base href="https://example.com/" />');
    doc("docs/t-form.mdx", '<form action="https://example.com/"><input type="password" /></form>');
    doc("docs/t-iframe.mdx", '<iframe srcDoc="<script>alert(1)</script>" />');
    doc("docs/t-object.mdx", '<object data="/x.swf" />');
    doc("docs/t-link.mdx", '<link rel="stylesheet" href="/x.css" />');
    doc("docs/u-onload.mdx", '<img src="/img/a.png" alt="" onLoad="alert(1)" />');
    doc("docs/u-inner.mdx", "<div dangerouslySetInnerHTML={{__html: 'x'}} />");
    doc(
      "docs/u-xlink.mdx",
      '<a xlinkHref="/docs">x</a> and <a href="/docs" ping="https://t.example/">y</a>',
    );
    doc("docs/u-srcset.mdx", '<img alt="" srcSet="/a.png 1x, javascript:alert(1) 2x" />');
  }

  it("refuses scripts and dangerous markup in MDX, each with its file, line and column", () => {
    expectReported(
      "content/docs/s-inline.mdx:5:1  the element <script> is not allowed in a doc: it runs code",
      "content/docs/s-upper.mdx:7:1  the element <SCRIPT> is not allowed in a doc",
      "content/docs/s-src.mdx:5:5  the element <script> is not allowed in a doc",
      "content/docs/t-meta.mdx:5:1  the element <meta> is not allowed in a doc",
      "content/docs/t-base.mdx:5:1  the element <base> is not allowed in a doc",
      "content/docs/t-form.mdx:5:1  the element <form> is not allowed in a doc",
      "content/docs/t-form.mdx:5:37  the element <input> is not allowed in a doc",
      "content/docs/t-iframe.mdx:5:1  the element <iframe> is not allowed in a doc",
      "content/docs/t-object.mdx:5:1  the element <object> is not allowed in a doc",
      "content/docs/t-link.mdx:5:1  the element <link> is not allowed in a doc",
      "content/docs/u-onload.mdx:5:30  <img onLoad>: event handler attributes run code",
      'content/docs/u-inner.mdx:5:6  <div dangerouslySetInnerHTML>: the attribute "dangerouslySetInnerHTML" is not allowed',
      'content/docs/u-xlink.mdx:5:4  <a xlinkHref>: the attribute "xlinkHref" is not allowed on <a>',
      'content/docs/u-xlink.mdx:5:48  <a ping>: the attribute "ping" is not allowed on <a>',
      'content/docs/u-srcset.mdx:5:13  unsafe URL in <img srcSet>: "javascript:alert(1)": the scheme "javascript:" is not allowed',
    );
  });

  function writeTakeovers(site: string): void {
    const doc = (file: string, body: string) => writeDoc(site, file, "Takeover", body);
    doc(
      "docs/v-cover.mdx",
      '<a href="https://example.com/" style="position: fixed; inset: 0; opacity: 0">x</a>',
    );
    doc("docs/v-class.mdx", '<a href="https://example.com/" ClassName="navbar_x">x</a>');
    doc("docs/v-upper.mdx", '<a HREF="javascript:alert(1)">x</a>');
    doc("docs/v-twice.mdx", '<a href="/docs/about" HREF="javascript:alert(1)">x</a>');
    doc("docs/v-array.mdx", '<a href={["/docs/about"]}>x</a>');
    doc("docs/v-kind.mdx", '<Admonition type="constructor">x</Admonition>');
    doc("docs/w-stars.mdx", `${"*".repeat(3000)}x${"*".repeat(3000)}`);
    doc("docs/w-quotes.mdx", `${">".repeat(20_000)} x`);
  }

  it("refuses markup that could take over the page and docs nested too deeply, as the page reads them", () => {
    expectReported(
      "content/docs/v-cover.mdx:5:32  <a style>: the attribute \"style\" is not allowed, it gives the page a look of its own: a doc's presentation comes only from Markdown and the site's components (Admonition, Tabs, TabItem); if a page needs a layout they do not give, add a layout component to the site",
      'content/docs/v-class.mdx:5:32  <a ClassName>: the attribute "ClassName" is not allowed, it gives the page a look of its own',
      'content/docs/v-upper.mdx:5:1  unsafe URL javascript:alert(1): the scheme "javascript:" is not allowed',
      'content/docs/v-twice.mdx:5:23  <a HREF>: "href" and "HREF" are one attribute (href) written twice',
      'content/docs/v-array.mdx:5:4  <a href>: a URL must be text (a string), not an array (["/docs/about"])',
      'content/docs/v-kind.mdx:5:13  <Admonition type>: must be one of "note", "tip", "info", "warning", "danger", not "constructor"',
      /content\/docs\/w-stars\.mdx:5:\d+ {2}nested too deeply: this is more than 64 levels/,
      "content/docs/w-quotes.mdx:5:17  lists and quotes nested too deeply: this line is inside more than 16 of them",
    );
  });

  function writeFrontmatterErrors(site: string): void {
    fs.writeFileSync(
      path.join(site, "content/docs/y-position.mdx"),
      "---\ntitle: About\nsidebar_position: first\n---\n\nText.\n",
    );
  }

  it("fails on bad frontmatter, naming the file and the field", () => {
    expectReported(
      'content/docs/y-position.mdx:3:1  frontmatter field "sidebar_position": Invalid input: expected number',
    );
  });

  function writeBrokenLinks(site: string): void {
    writeDoc(site, "docs/l-doc.mdx", "Linking", "Intro.\n\nSee [the guide](android/nope.mdx).");
    // The site's own address, in the body and in the title: the Markdown twin links both.
    writeDoc(
      site,
      "docs/l-own.mdx",
      "Guide at https://developers.getwemap.com/docs/nope-title",
      "See [the guide](https://developers.getwemap.com/docs/nope).",
    );
    writeDoc(
      site,
      "docs/l-anchor.mdx",
      "Linking",
      "See [install](android/getting-started.mdx#setup).",
    );
  }

  it("fails on a link to a doc file that does not exist, naming file and line", () => {
    expectReported(
      "content/docs/l-doc.mdx:7:5  broken link android/nope.mdx: android/nope.mdx is not a doc of this site",
    );
  });

  it("fails on a link to the site's own address that leads nowhere, in the text and the title", () => {
    expectReported(
      'content/docs/l-own.mdx:2:1  frontmatter field "title": broken link https://developers.getwemap.com/docs/nope-title: no page is served at /docs/nope-title',
      "content/docs/l-own.mdx:5:5  broken link https://developers.getwemap.com/docs/nope: no page is served at /docs/nope",
    );
  });

  it("fails on a link to an anchor that does not exist", () => {
    expectReported(
      /content\/docs\/l-anchor\.mdx:5:\d+ .*\/docs\/android\/getting-started has no anchor #setup/,
    );
  });

  function writeStaticHazards(site: string, outsideDir: string): void {
    fs.writeFileSync(
      path.join(outsideDir, "secret.mdx"),
      "---\ntitle: SECRET-LINE\n---\n\nSECRET\n",
    );
    fs.symlinkSync(path.join(outsideDir, "secret.mdx"), path.join(site, "content/docs/linked.mdx"));
    fs.symlinkSync("/etc/hostname", path.join(site, "static/hostname.txt"));
    fs.symlinkSync("../.env", path.join(site, "static/envlink.txt"));
    // One file per row of docs/errors.md's table for static/.
    const svg = (body: string, attributes = "") =>
      `<svg xmlns="http://www.w3.org/2000/svg"${attributes}${body}`;
    writeFiles(site, {
      // Links inside the project publish its secrets all the same (the probe's).
      ".env": "TOKEN=SECRET\n",
      "static/.env": "TOKEN=SECRET\n",
      "static/.well-known/security.txt": "Contact: x\n",
      // The probe's: page data a client navigation rendered, a worker Cloudflare Pages runs.
      "static/page-data/index/page-data.json": '{"result":{"pageContext":{}}}\n',
      "static/_worker.js": "export default { fetch() {} };\n",
      // Types off the allow-list: a verification page, a feed, the probe's XML schema.
      "static/google1234.html": "google-site-verification\n",
      "static/feed.xml":
        '<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>\n<rss version="2.0"/>\n',
      // An SVG a doc could link to, and the shapes of the SVG check.
      "static/img/map.svg":
        '<svg xmlns="http://www.w3.org/2000/svg">\n  <script href="/x.js"/>\n</svg>\n',
      "static/img/onload.svg": svg("/>\n", ' onload="alert(1)"'),
      "static/img/link.svg": svg(
        '>\n  <a xlink:href=" javascript&#58;alert(1)"><text>Map</text></a>\n</svg>\n',
        ' xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
      "static/img/anim.svg": svg(
        '>\n  <a href="/docs"><set attributeName="href" to="javascript:alert(1)"/></a>\n</svg>\n',
      ),
      "static/img/doctype.svg":
        '<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>\n<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      "static/img/old.svg": "<!--><script>alert(1)</script>-->\n",
    });
    // A hard link to the project's .env: its bytes would be published under this name.
    fs.linkSync(path.join(site, ".env"), path.join(site, "static/notes.txt"));
  }

  it("refuses every symbolic and hard link, dot files and static files that are not passive, naming each, never their content", () => {
    expectReported(
      /content\/docs\/linked\.mdx {2}is a symbolic link to (\.\.\/)+.*secret\.mdx \(outside the project\): the build would leave it out/,
      "static/hostname.txt  is a symbolic link to ../../etc/hostname (outside the project): the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/envlink.txt  is a symbolic link to .env: the build would publish",
      "static/.env  a dot file in static/ would be published at /.env",
      "static/notes.txt  is a hard link (the file has 2 names on this disk): the build would publish what the other names hold",
      "static/page-data/index/page-data.json  would be published at /page-data/index/page-data.json, a path the build writes or a host reads itself (in any letter case): page-data/ holds Gatsby's page data",
      "static/_worker.js  would be published at /_worker.js, a path the build writes or a host reads itself",
      "static/google1234.html  .html is not a type static/ may hold: static/ holds only files that run nothing, served as they are: .png, .jpg, .jpeg, .gif, .webp, .avif, .ico, .svg (images)",
      "static/feed.xml  .xml is not a type static/ may hold",
      "static/img/map.svg:2:3  the element <script> is not allowed in static/: DOMPurify's SVG profile takes it out",
      'static/img/onload.svg:1:41  <svg onload="alert(1)">: the attribute is not allowed in static/: DOMPurify\'s SVG profile takes it out',
      'static/img/link.svg:2:6  <a xlink:href=" javascript:alert(1)">: the attribute is not allowed in static/',
      "static/img/anim.svg:2:19  the element <set> is not allowed in static/",
      "static/img/doctype.svg:1:1  <!DOCTYPE> is not allowed in static/: a document type can declare entities and default attributes (an onload on every element) that no check reads",
      "static/img/old.svg:2:1  the file is not well-formed XML, so a browser shows an error instead of the drawing: document must contain a root element.",
    );
    expect(output).not.toContain("security.txt");
    expect(output).not.toContain("SECRET");
    expect(fs.existsSync(path.join(dir, "public", "hostname.txt"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "public", ".env"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "public", "envlink.txt"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "public", "notes.txt"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "public", "_worker.js"))).toBe(false);
  });

  function writeUnseenSlips(site: string): void {
    // 60 KB of words that hardly compress: within a doc's size limit (64 KiB), over the search
    // budget (12 KiB gzip).
    const words = Array.from(
      { length: 11_000 },
      (_, n) => `w${((n * 7919) % 100_003).toString(36)}`,
    );
    writeDoc(
      site,
      "docs/m-tabs.mdx",
      "Tabs",
      '<Tabs defaultValue="zzz">\n<TabItem value="a">A</TabItem>\n</Tabs>',
    );
    writeDoc(site, "docs/n-big.mdx", "Big", words.join(" "));
    writeDoc(
      site,
      "docs/q-space.mdx",
      "Space",
      "![d](/img/my diagram.svg)\n\n![e](/img/my%20diagram.svg)",
    );
    writeFiles(site, {
      "static/img/my diagram.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "content/docs/o-bom.mdx": "\uFEFF---\ntitle: With a BOM\n---\n\nFine.\n",
      "content/docs/p-latin1.mdx": Buffer.from(
        "---\ntitle: Cafe\n---\n\nUn caf\u00e9.\n",
        "latin1",
      ),
    });
  }

  it("refuses the slips a writer does not see, and accepts a byte order mark and %20", () => {
    expectReported(
      'content/docs/m-tabs.mdx:5:7  <Tabs defaultValue="zzz"> names no <TabItem value> of these tabs; the values are "a"',
      /content\/docs\/n-big\.mdx {2}its search data is \d+\.\d KiB gzip, over the budget of 12 KiB per search file/,
      "content/docs/q-space.mdx:5:1  ![d](/img/my diagram.svg) is not read as an image: a URL cannot hold a space; write /img/my%20diagram.svg",
      "content/docs/p-latin1.mdx:5:7  the file is not UTF-8: byte 0xE9 here is no UTF-8 character",
    );
    expect(output).not.toContain("o-bom.mdx");
    expect(output).not.toContain("my%20diagram.svg) is not read");
  });

  it("lists every problem of every doc and file once, and counts them", () => {
    // The problems the tests above write, each on a line of its own that starts with its file.
    const PROBLEMS = 61;
    expectReported(`The content has ${PROBLEMS} problem(s):`);
    const listed = output.split("\n").filter((line) => /^(content|static)\/\S+ {2}\S/.test(line));
    expect(new Set(listed).size).toBe(PROBLEMS);
    expect(listed).toHaveLength(PROBLEMS);
  });
});

describe("gatsby build refuses broken input", () => {
  let dir: string;
  beforeEach(() => {
    dir = makeSiteCopy();
  });
  afterEach(() => removeSiteCopy(dir));

  /** The build must stop (non-zero exit) and say what is wrong, where. */
  function expectBuildToFail(...messages: (string | RegExp)[]): void {
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expectMessages(output, messages);
  }

  it("fails on a YAML error, an alias bomb or an oversized doc before Gatsby reads the docs, naming each", () => {
    // The frontmatter and sizes are read first, on their own: these stop the build in
    // onPreBootstrap, before gatsby-plugin-mdx reads a doc, so they cannot share the build above.
    fs.writeFileSync(
      path.join(dir, "content/docs/about/index.mdx"),
      "---\ntitle: About\n  bad: [\n---\n\nText.\n",
    );
    // Six lists of nine aliases of the list before: 9^6 values once expanded.
    const bomb = ["a", "b", "c", "d", "e", "f"].map((name, index, names) => {
      const items = index === 0 ? Array(9).fill('"lol"') : Array(9).fill(`*${names[index - 1]}`);
      return `  - &${name} [${items.join(",")}]`;
    });
    fs.writeFileSync(
      path.join(dir, "content/docs/bomb.mdx"),
      `---\ntitle: Bomb\nkeywords:\n${bomb.join("\n")}\n---\n\nText.\n`,
    );
    writeDoc(dir, "docs/huge.mdx", "Huge", "word ".repeat(14_000));
    expectBuildToFail(
      "content/docs/about/index.mdx:3:6  the frontmatter is not valid YAML: bad indentation of a mapping entry",
      'content/docs/bomb.mdx:3:1  frontmatter field "keywords": with it the frontmatter holds more than 1000 values',
      "content/docs/huge.mdx  the file is 68.4 KiB, over the limit of 64 KiB for a doc: split it into smaller pages",
    );
  });

  it("fails when a stand-in of the browser bundle lacks a name Gatsby's runtime imports from it", () => {
    // webpack's own message would be a warning; the production browser then read undefined.
    edit(dir, "src/browser/leanRuntime/router.tsx", (text) =>
      text.replace("export const BaseContext", "const BaseContext"),
    );
    // Gatsby wraps long messages at spaces.
    const wrapped = (text: string) =>
      new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"));
    expectBuildToFail(
      wrapped(
        ".cache/production-app.js:12:44 imports a name that src/browser/leanRuntime/router.tsx,",
      ),
      wrapped(
        "export 'BaseContext' (imported as 'BaseContext') was not found in '@gatsbyjs/reach-router'",
      ),
    );
  });

  it("fails on an unknown navbar item type, listing the allowed types", () => {
    edit(dir, "site.config.ts", (text) =>
      text.replace(
        '{ type: "search", position: "right" }',
        '{ type: "searchBox", position: "right" }',
      ),
    );
    expectBuildToFail(
      'unknown navbar item type "searchBox"',
      "Allowed types: link, doc, docSidebar",
    );
  });

  it("fails on a page module without a default export, naming the file", () => {
    fs.writeFileSync(path.join(dir, "src/pages/broken.tsx"), "export const Broken = () => null;\n");
    expectBuildToFail("created a page without a valid default export", "src/pages/broken.tsx");
  });
});
