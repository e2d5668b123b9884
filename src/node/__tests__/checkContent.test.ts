import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../__fixtures__/fixtureSite";
import { contentCopy, removeContentCopies, writeContent } from "./helpers/contentProblems";

/**
 * `npm run check` on broken copies of the fixture site: every class of problem comes out as
 * `file:line:col  message` (or `file  item: message` for sidebars and versions), and the
 * command exits 1. The copies live in the project's ignored `.tmp/`, so paths read as a writer
 * sees them.
 */
function check(dir: string): { status: number | null; lines: string[] } {
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    [path.join(projectRoot, "scripts", "check-content.ts")],
    { cwd: projectRoot, encoding: "utf8", env: { ...process.env, WEMAP_CONTENT_DIR: dir } },
  );
  // Problem lines start with the file; code frames are indented.
  const lines = result.stdout.split("\n").filter((line) => /^\.tmp\//.test(line));
  const rel = path.relative(projectRoot, dir);
  return { status: result.status, lines: lines.map((line) => line.replace(rel, "SITE")) };
}

const copies: string[] = [];
afterAll(() => {
  copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
  removeContentCopies();
});

const page = (body: string, front = "title: Broken") => `---\n${front}\n---\n\n${body}\n`;

/**
 * The broken files of several tests go into one copy, checked once: each file's problems are
 * its own, and a run of the check costs seconds. `sharedBrokenSite` registers a test's files (at
 * collection, before any test runs) and returns what gives the run's status and the lines of
 * those files only.
 */
const sharedFiles: Record<string, string | Buffer> = {};
let sharedRun: { status: number | null; lines: string[] } | undefined;
function sharedBrokenSite(
  files: Record<string, string | Buffer>,
): () => { status: number | null; lines: string[] } {
  for (const [file, text] of Object.entries(files)) {
    if (file in sharedFiles) throw new Error(`Two tests break ${file}: give one another name`);
    sharedFiles[file] = text;
  }
  return () => {
    if (!sharedRun) {
      sharedRun = check(contentCopy(sharedFiles));
    }
    return {
      status: sharedRun.status,
      lines: sharedRun.lines.filter((line) => isAbout(line, Object.keys(files))),
    };
  };
}

/** Whether a problem line names one of `files` (`file:line:col  …` or `file  item: …`). */
const isAbout = (line: string, files: readonly string[]) =>
  files.some((file) => line.startsWith(`SITE/${file}:`) || line.startsWith(`SITE/${file}  `));

/** Why a style or a class is refused, as the check says it. */
const PRESENTATION =
  "gives the page a look of its own: a doc's presentation comes only from Markdown and the site's components (Admonition, Tabs, TabItem); if a page needs a layout they do not give, add a layout component to the site (WRITING.md, \"Presentation\")";

describe("npm run check", () => {
  it("passes the fixture site", () => {
    const dir = contentCopy({});
    expect(check(dir)).toEqual({ status: 0, lines: [] });
  });

  const contentErrors = sharedBrokenSite({
    "docs/a-tag.mdx": page("Fine.\n\nBroken <div> here"),
    "docs/b-brace.mdx": page("Broken {oops"),
    "docs/c-comment.mdx": page("<!-- a comment -->"),
    "docs/d-yaml.mdx": "---\ntitle: Broken\n  bad: [\n---\n\nText.\n",
    "docs/e-field.mdx": page("Text.", "title: Fine\nsidebar_position: first"),
    "docs/f-variable.mdx": page("Zoom {zoomLevel}."),
    "docs/g-component.mdx": page('<Tab value="a">x</Tab>'),
    "docs/h-import.mdx": page("import X from './x'\n\nText."),
    "docs/i-language.mdx": page("```kotin\nval x = 1\n```"),
    "docs/j-link.mdx": page("See [nothing](./nowhere.mdx) and [the top](#top)."),
    "docs/k-script.mdx": page(
      'A [script](javascript:alert(1)) and <a href="JaVaScRiPt:alert(1)">another</a>.',
    ),
  });
  it("reports every content error of the docs with file, line and column", () => {
    const { status, lines } = contentErrors();
    expect(status).toBe(1);
    expect(lines.map((line) => line.replace(/ \(actionscript,.*\), or/, " (…), or"))).toEqual([
      "SITE/docs/a-tag.mdx:7:1  Expected a closing tag for `<div>` (7:8-7:13) before the end of `paragraph`",
      "SITE/docs/b-brace.mdx:5:13  Unexpected end of file in expression, expected a corresponding closing brace for `{`",
      "SITE/docs/c-comment.mdx:5:2  Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)",
      "SITE/docs/d-yaml.mdx:3:6  the frontmatter is not valid YAML: bad indentation of a mapping entry",
      'SITE/docs/e-field.mdx:3:1  frontmatter field "sidebar_position": Invalid input: expected number, received string (received "first")',
      "SITE/docs/f-variable.mdx:5:7  `zoomLevel` is not defined: MDX expressions here can only hold values written in place (text, numbers, true/false, arrays, objects); there are no variables or imports",
      "SITE/docs/g-component.mdx:5:1  unknown component <Tab>: did you mean <TabItem>? the components available without import are Admonition, TabItem, Tabs",
      "SITE/docs/h-import.mdx:5:1  `import` and `export` are not supported in this site's MDX: the components Admonition, TabItem, Tabs are available without import; show code in a fenced code block, and write values in place",
      'SITE/docs/i-language.mdx:5:1  unknown code fence language "kotin": use one the site highlights (…), or no language for plain text',
      "SITE/docs/j-link.mdx:5:5  broken link ./nowhere.mdx: ./nowhere.mdx is not a doc of this site",
      "SITE/docs/j-link.mdx:5:34  broken link #top: /docs/j-link has no anchor #top",
      'SITE/docs/k-script.mdx:5:3  unsafe URL javascript:alert(1): the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
      'SITE/docs/k-script.mdx:5:37  unsafe URL JaVaScRiPt:alert(1): the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
    ]);
  });

  const takeovers = sharedBrokenSite({
    "docs/q-class.mdx": page('<a href="https://example.com/" className="navbar_x">x</a>'),
    "docs/q-style.mdx": page(
      '<a href="https://example.com/" style="position: fixed; inset: 0; opacity: 0">x</a>',
    ),
    "docs/r-upper-href.mdx": page('<a HREF="javascript:alert(1)">x</a>'),
    "docs/s-twice.mdx": page('<a href="/docs/getting-started" HREF="javascript:alert(1)">x</a>'),
    "docs/t-type.mdx": page('<a href={["/docs/getting-started"]}>x</a>'),
    "docs/u-deep.mdx": page(`${"*".repeat(3000)}x${"*".repeat(3000)}`),
  });
  it("reports markup that could take over the page, as the page would render it", () => {
    const { status, lines } = takeovers();
    expect(status).toBe(1);
    expect(lines).toEqual([
      `SITE/docs/q-class.mdx:5:32  <a className>: the attribute "className" is not allowed, it ${PRESENTATION}`,
      `SITE/docs/q-style.mdx:5:32  <a style>: the attribute "style" is not allowed, it ${PRESENTATION}`,
      'SITE/docs/r-upper-href.mdx:5:1  unsafe URL javascript:alert(1): the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
      'SITE/docs/s-twice.mdx:5:33  <a HREF>: "href" and "HREF" are one attribute (href) written twice; the page would render only one of them: write it once',
      'SITE/docs/t-type.mdx:5:4  <a href>: a URL must be text (a string), not an array (["/docs/getting-started"])',
      expect.stringMatching(
        /^SITE\/docs\/u-deep\.mdx:5:\d+ {2}nested too deeply: this is more than 64 levels/,
      ),
    ]);
  });

  const inventedNames = sharedBrokenSite({
    "docs/l-invented.mdx": page(
      [
        "Call `livemap.centerTo()` first, then `livemap.flyAway()`.",
        "",
        '```js fragment="javascript"',
        "livemap.centerTo({ latitude: 45.76, longitude: 4.83 }, 15);",
        "  livemap.addTeleportListener(() => {});",
        "```",
        "",
        "The server answers GET /v3.0/nowhere/42 as well.",
      ].join("\n"),
    ),
  });
  it("reports API names the SDK facts do not have, as what they were read, with what to do", () => {
    const { status, lines } = inventedNames();
    expect(status).toBe(1);
    const todo =
      "and the SDK facts do not have it: correct the name, or add a fact with its source to data/wemap-sdk-facts.json, or, if it is no Wemap API, an entry with its reason to data/api-names-allow-list.json (a language's or platform's name: to data/code-vocabulary.json, with its source)";
    const declarations =
      "The declarations come from the package itself or, for an SDK that is not installable, from code-examples/declarations/, each citing its fact.";
    expect(lines).toEqual([
      `SITE/docs/l-invented.mdx:5:39  \`livemap.flyAway()\` is read as a method of livemap or Livemap, ${todo}`,
      `SITE/docs/l-invented.mdx:9:11  the example does not compile (TS2551): Property 'addTeleportListener' does not exist on type 'Livemap'. Did you mean 'addEventListener'? ${declarations}`,
      `SITE/docs/l-invented.mdx:12:24  \`/v3.0/nowhere/42\` is read as a REST path, ${todo}`,
    ]);
  });

  const uncompiled = sharedBrokenSite({
    "docs/m-expo.mdx": page(
      [
        "Render the component:",
        "",
        '```tsx title="MapScreen.tsx"',
        // Written apart: dependencies.test.ts reads every `from "…"` as the project's import.
        ["import { LivemapWebview } from", '"@wemap/expo-livemap";'].join(" "),
        "",
        "export const screen = <LivemapWebview emmid={12345} />;",
        "```",
        "",
        '```js fragment="vue"',
        "livemap.setZoom(3);",
        "```",
      ].join("\n"),
    ),
  });
  it("reports an example that does not compile against its package, with the compiler's message", () => {
    const { status, lines } = uncompiled();
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^SITE\/docs\/m-expo\.mdx:8:10 {2}the example does not compile \(TS2\d{3}\): .*'"@wemap\/expo-livemap"' has no exported member .*LivemapWebview/,
      ),
      'SITE/docs/m-expo.mdx:14:1  there is no fragment context `vue`: the contexts are javascript, react-native, react-native-webview (code-examples/contexts/) (WRITING.md, "Examples are compiled").',
    ]);
  });

  it("reports a sidebar that names a missing doc, with the item and the valid ids", () => {
    const dir = contentCopy({
      "sidebars.json": JSON.stringify({ docs: ["index", "android/nope"] }),
    });
    const result = spawnSync(
      path.join(projectRoot, "node_modules", ".bin", "tsx"),
      [path.join(projectRoot, "scripts", "check-content.ts")],
      { cwd: projectRoot, encoding: "utf8", env: { ...process.env, WEMAP_CONTENT_DIR: dir } },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${path.relative(projectRoot, dir)}/sidebars.json  docs[1]: no doc has the id "android/nope". Valid ids:`,
    );
  });

  it("reports a doc that is a symbolic link out of the project, never its content", () => {
    const dir = contentCopy({});
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    copies.push(outside);
    fs.writeFileSync(path.join(outside, "passwd.mdx"), "---\ntitle: root:x:0:0\n---\n\nroot:x\n");
    fs.symlinkSync(path.join(outside, "passwd.mdx"), path.join(dir, "docs", "linked.mdx"));
    const { status, lines } = check(dir);
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^SITE\/docs\/linked\.mdx {2}is a symbolic link to (\.\.\/)+.*\/passwd\.mdx \(outside the project\): the build would leave it out; content\/ may hold no symbolic link: put the file itself here$/,
      ),
    ]);
    expect(lines.join("\n")).not.toContain("root:x");
  });

  it("reports links inside the project and static files that are not passive, on a copy of the project", () => {
    // check-content.ts reads the static/ beside it: a copy of the project has its own.
    const project = fs.mkdtempSync(path.join(projectRoot, ".tmp", "check-project-"));
    copies.push(project);
    for (const entry of ["scripts", "src", "static", "data", "site.config.ts", "package.json"]) {
      fs.cpSync(path.join(projectRoot, entry), path.join(project, entry), { recursive: true });
    }
    fs.cpSync(contentCopy(), path.join(project, "content"), { recursive: true });
    fs.writeFileSync(path.join(project, ".env"), "TOKEN=SECRET\n");
    fs.mkdirSync(path.join(project, ".git"));
    fs.writeFileSync(path.join(project, ".git", "config"), "[remote] SECRET\n");
    // The probe's files: Gatsby's page data planted, a Cloudflare worker, an XML type no check
    // read, an SVG a doc could link to, links to secrets (symbolic and hard).
    writeContent(project, {
      "static/page-data/index/page-data.json": '{"result":{}}\n',
      "static/_worker.js": "export default { fetch() {} };\n",
      "static/schema.xsd": '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>\n',
      "static/img/map.svg":
        '<svg xmlns="http://www.w3.org/2000/svg">\n  <script href="/x.js"/>\n</svg>\n',
    });
    fs.linkSync(path.join(project, ".env"), path.join(project, "static", "notes.txt"));
    fs.symlinkSync("../.env", path.join(project, "static", "envlink.txt"));
    fs.symlinkSync("../.git", path.join(project, "static", "gitdir"));
    fs.symlinkSync("getting-started.mdx", path.join(project, "content", "docs", "linked.mdx"));
    const withoutContentDir = { ...process.env };
    delete withoutContentDir.WEMAP_CONTENT_DIR;
    const result = spawnSync(
      path.join(projectRoot, "node_modules", ".bin", "tsx"),
      [path.join(project, "scripts", "check-content.ts")],
      { cwd: project, encoding: "utf8", env: withoutContentDir },
    );
    expect(result.status).toBe(1);
    const lines = result.stdout.split("\n").filter((line) => /^(content|static)\//.test(line));
    expect(lines).toEqual([
      "content/docs/linked.mdx  is a symbolic link to content/docs/getting-started.mdx: the build would leave it out; content/ may hold no symbolic link: put the file itself here",
      "static/_worker.js  would be published at /_worker.js, a path the build writes or a host reads itself (in any letter case): a name starting with _ at the root is the hosts' or the build's (_headers, _redirects, _worker.js, _routes.json, _nginx.conf, _page-policy.json, _gatsby/); give the file another name or folder",
      "static/envlink.txt  is a symbolic link to .env: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/gitdir  is a symbolic link to .git: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/img/map.svg:2:3  the element <script> is not allowed in static/: DOMPurify's SVG profile takes it out (it can run script, load another document or change where a link leads); export the drawing as plain SVG without it",
      "static/notes.txt  is a hard link (the file has 2 names on this disk): the build would publish what the other names hold (a .env, a file outside the project); static/ may hold no hard link: put a copy of the file here",
      "static/page-data/index/page-data.json  would be published at /page-data/index/page-data.json, a path the build writes or a host reads itself (in any letter case): page-data/ holds Gatsby's page data; give the file another name or folder",
      expect.stringMatching(/^static\/schema\.xsd {2}\.xsd is not a type static\/ may hold: /),
    ]);
    expect(result.stdout).toContain('> 2 |   <script href="/x.js"/>');
    expect(result.stdout).not.toContain("SECRET");
  });

  // 60 KB of words that hardly compress: within a doc's size limit (64 KiB), over the search
  // budget (12 KiB gzip).
  const words = Array.from({ length: 11_000 }, (_, n) => `w${((n * 7919) % 100_003).toString(36)}`);
  const laterRefusals = sharedBrokenSite({
    "docs/m-tabs.mdx": page('<Tabs defaultValue="zzz">\n<TabItem value="a">A</TabItem>\n</Tabs>'),
    "docs/n-big.mdx": page(words.join(" ")),
    "docs/o-bom.mdx": `\uFEFF${page("Fine.", "title: With a byte order mark")}`,
    "docs/p-latin1.mdx": Buffer.from("---\ntitle: Caf\u00e9\n---\n\nUn caf\u00e9.\n", "latin1"),
  });
  it("reports what the build would refuse later: Latin-1 bytes, a Tabs default, the search budget", () => {
    const { status, lines } = laterRefusals();
    expect(status).toBe(1);
    expect(lines).toEqual([
      'SITE/docs/m-tabs.mdx:5:7  <Tabs defaultValue="zzz"> names no <TabItem value> of these tabs; the values are "a"',
      expect.stringMatching(
        /^SITE\/docs\/n-big\.mdx {2}its search data is \d+\.\d KiB gzip, over the budget of 12 KiB per search file \(site\.config\.ts budgets\.searchIndexKiB\): split the page into smaller pages$/,
      ),
      "SITE/docs/p-latin1.mdx:2:11  the file is not UTF-8: byte 0xE9 here is no UTF-8 character (an accent saved as Latin-1 or Windows-1252?); save the file as UTF-8",
    ]);
  });

  it("reports nothing else on the copy broken for several tests: no break spills into another file", () => {
    const all = sharedBrokenSite({})();
    expect(all.status).toBe(1);
    expect(sharedRun?.lines.length).toBeGreaterThan(20);
    expect(sharedRun?.lines.filter((line) => !isAbout(line, Object.keys(sharedFiles)))).toEqual([]);
  });
});
