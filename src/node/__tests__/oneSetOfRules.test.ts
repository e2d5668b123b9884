import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../__fixtures__/fixtureSite";
import {
  contentCopy,
  judgeContent,
  removeContentCopies,
  stopJudges,
} from "./helpers/contentProblems";

/**
 * One set of rules: every refusal the content rules know, planted in small content folders, is
 * judged by `npm run check`'s function (assembleForCheck) and the build's (onPreBootstrap's
 * earlyContentProblems, then createPages' assembleForBuild), and both must name the same
 * problems: file, line, column and message, each planted problem once and nothing else. Before,
 * the check let through what the build refused later, from its written pages: an absolute link
 * to the site's own address (the output check reads it as a site path, the check of the source
 * as another site) and links in a title or description (the build writes them into the page's
 * Markdown twin and llms.txt, where a Markdown reader links them).
 *
 * Four folders, because a problem of one stage hides the next: the build stops in
 * onPreBootstrap on unreadable frontmatter or an oversized doc, and the docs model stops on a
 * file name that cannot be a URL, or on a sidebar naming no doc, before any doc is compiled.
 */
type Planted = Record<string, string | Buffer>;

/** A planted problem: its file (in the content folder) and the line the judges must give. */
type Expected = string | RegExp;

const page = (body: string, front = "title: Planted") => `---\n${front}\n---\n\n${body}\n`;
const site = "https://developers.getwemap.com";
const invented =
  "is read as a method of livemap or Livemap, and the SDK facts do not have it: correct the name, or add a fact with its source to data/wemap-sdk-facts.json, or, if it is no Wemap API, an entry with its reason to data/api-names-allow-list.json (a language's or platform's name: to data/code-vocabulary.json, with its source)";
const nestedDeeply =
  "lists and quotes nested too deeply: this line is inside more than 16 of them (each `>`, each list marker and each two columns of indentation before its text count one); nest less, or split the list";
const aliasLimit =
  "with it the frontmatter holds more than 1000 values (an alias *name counts as all its anchor &name holds, each time it is used); a page's fields need a few: write each value out, without anchors and aliases";
// Written apart: dependencies.test.ts reads every `from "…"` as the project's own import.
const expoImport = ["import { LivemapWebview }", "from", '"@wemap/expo-livemap";'].join(" ");

/** The docs of one version, compiled: every rule judged on a doc's own content. */
const docRules: [Planted, Expected[]] = [
  {
    // MDX syntax, components, imports, fences, API names and examples.
    "docs/a-tag.mdx": page("Fine.\n\nBroken <div> here"),
    "docs/b-brace.mdx": page("Broken {oops"),
    "docs/c-comment.mdx": page("<!-- a comment -->"),
    "docs/d-variable.mdx": page("Zoom {zoomLevel}."),
    "docs/e-component.mdx": page('<Tab value="a">x</Tab>'),
    "docs/f-import.mdx": page("import X from './x'\n\nText."),
    "docs/g-language.mdx": page("```kotin\nval x = 1\n```"),
    "docs/h-invented.mdx": page("Then call `livemap.flyAway()`."),
    "docs/i-example.mdx": page(`\`\`\`tsx\n${expoImport}\n\`\`\``),
    // Markup that could run script or take over the page.
    "docs/s-script.mdx": page('<script>{"alert(8)"}</script>'),
    "docs/s-meta.mdx": page('<meta httpEquiv="refresh" content="3;url=https://example.com/" />'),
    "docs/s-onload.mdx": page('<img src="/img/favicon.svg" alt="" onLoad="alert(1)" />'),
    "docs/s-srcset.mdx": page('<img alt="" srcSet="/a.png 1x, javascript:alert(1) 2x" />'),
    "docs/t-cover.mdx": page(
      '<a href="https://example.com/" style="position: fixed; inset: 0; opacity: 0">x</a>',
    ),
    "docs/t-twice.mdx": page('<a href="/docs/about" HREF="javascript:alert(1)">x</a>'),
    "docs/t-array.mdx": page('<a href={["/docs/about"]}>x</a>'),
    "docs/t-kind.mdx": page('<Admonition type="constructor">x</Admonition>'),
    "docs/t-tabs.mdx": page('<Tabs defaultValue="zzz">\n<TabItem value="a">A</TabItem>\n</Tabs>'),
    // Nesting: elements past 64 levels, lists and quotes past 16.
    "docs/u-stars.mdx": page(`${"*".repeat(3000)}x${"*".repeat(3000)}`),
    "docs/u-quotes.mdx": page(`${">".repeat(20_000)} x`),
    "docs/u-list.mdx": page(
      Array.from({ length: 40 }, (_, n) => `${"  ".repeat(n)}- x`).join("\n"),
    ),
    // Frontmatter fields and the text a Markdown reader reads in them.
    "docs/v-position.mdx": page("Text.", "title: Position\nsidebar_position: first"),
    "docs/v-unknown.mdx": page("Text.", "title: Unknown\nsidebar_lable: x"),
    "docs/v-keywords.mdx": page("Text.", "title: Keywords\nkeywords: [marker, Marker]"),
    "docs/v-dot-slug.mdx": page("Text.", "title: Dot\nslug: .hidden"),
    "docs/v-file-slug.mdx": page("Text.", "title: File\nslug: index.html"),
    "docs/v-txt-slug.mdx": page("Text.", "title: Text file\nslug: llms.txt"),
    "docs/v-index-slug.mdx": page("Text.", "title: Index\nslug: index"),
    "docs/v-title-link.mdx": page("Text.", "title: See [the guide](/docs/nope)"),
    "docs/v-title-url.mdx": page("Text.", `title: Guide at ${site}/docs/nope`),
    // Shapes of the same rule the cases above do not list: an image, a www. address (another
    // site: accepted), a URL on the site's own address that exists (accepted).
    "docs/v-label.mdx": page(
      "Text.",
      `title: Labelled at ${site}/docs/about\nsidebar_label: "![logo](/img/favicon.svg) www.example.com"`,
    ),
    "docs/v-description.mdx": page(
      "Text.",
      `title: Described\ndescription: Read <${site}/docs/about#nowhere> first.`,
    ),
    // Links: to files, pages and anchors, unsafe ones, and the site's own address.
    "docs/w-doc.mdx": page("See [the guide](android/nope.mdx)."),
    "docs/w-anchor.mdx": page("See [install](android/getting-started.mdx#setup)."),
    "docs/w-unsafe.mdx": page("A [script](javascript:alert(1))."),
    "docs/w-own-page.mdx": page(`See [the guide](${site}/docs/nope).`),
    "docs/w-own-anchor.mdx": page(`See [about](${site}/docs/about#nowhere).`),
    "docs/w-own-file.mdx": page(`![map](${site}/img/nope.png)`),
    // Slips a writer does not see.
    "docs/x-space.mdx": page("![d](/img/my diagram.svg)"),
    "docs/x-latin1.mdx": Buffer.from("---\ntitle: Cafe\n---\n\nUn caf\u00e9.\n", "latin1"),
    // A category's label heads its section of llms.txt, where a Markdown reader links a URL.
    "sidebars.json": JSON.stringify({
      about: ["about"],
      docs: [
        "index",
        { type: "category", label: `Map (${site}/docs/nope)`, items: ["android/getting-started"] },
      ],
    }),
    // 60 KB of words that hardly compress: within the size limit, over the search budget.
    "docs/x-big.mdx": page(
      Array.from({ length: 11_000 }, (_, n) => `w${((n * 7919) % 100_003).toString(36)}`).join(" "),
    ),
  },
  [
    "a-tag.mdx:7:1  Expected a closing tag for `<div>` (7:8-7:13) before the end of `paragraph`",
    "b-brace.mdx:5:13  Unexpected end of file in expression, expected a corresponding closing brace for `{`",
    /^c-comment\.mdx:5:2 {2}Unexpected character `!` \(U\+0021\) before name, .*to create a comment in MDX, use `\{\/\* text \*\/\}`\)$/,
    "d-variable.mdx:5:7  `zoomLevel` is not defined: MDX expressions here can only hold values written in place (text, numbers, true/false, arrays, objects); there are no variables or imports",
    "e-component.mdx:5:1  unknown component <Tab>: did you mean <TabItem>? the components available without import are Admonition, TabItem, Tabs",
    /^f-import\.mdx:5:1 {2}`import` and `export` are not supported in this site's MDX/,
    /^g-language\.mdx:5:1 {2}unknown code fence language "kotin": use one the site highlights \(.*\), or no language for plain text$/,
    `h-invented.mdx:5:11  \`livemap.flyAway()\` ${invented}`,
    /^i-example\.mdx:6:10 {2}the example does not compile \(TS2\d{3}\): .*"@wemap\/expo-livemap"' has no exported member/,
    /^s-script\.mdx:5:1 {2}the element <script> is not allowed in a doc: it runs code/,
    /^s-meta\.mdx:5:1 {2}the element <meta> is not allowed in a doc/,
    /^s-onload\.mdx:5:36 {2}<img onLoad>: event handler attributes run code/,
    /^s-srcset\.mdx:5:13 {2}unsafe URL in <img srcSet>: "javascript:alert\(1\)": the scheme "javascript:" is not allowed/,
    /^t-cover\.mdx:5:32 {2}<a style>: the attribute "style" is not allowed/,
    /^t-twice\.mdx:5:23 {2}<a HREF>: "href" and "HREF" are one attribute \(href\) written twice/,
    't-array.mdx:5:4  <a href>: a URL must be text (a string), not an array (["/docs/about"])',
    /^t-kind\.mdx:5:13 {2}<Admonition type>: must be one of "note", "tip", "info", "warning", "danger", not "constructor"/,
    't-tabs.mdx:5:7  <Tabs defaultValue="zzz"> names no <TabItem value> of these tabs; the values are "a"',
    /^u-stars\.mdx:5:\d+ {2}nested too deeply: this is more than 64 levels/,
    `u-quotes.mdx:5:17  ${nestedDeeply}`,
    `u-list.mdx:21:33  ${nestedDeeply}`,
    'v-position.mdx:3:1  frontmatter field "sidebar_position": Invalid input: expected number, received string (received "first")',
    /^v-unknown\.mdx:3:1 {2}frontmatter field "sidebar_lable": unknown field\. Allowed fields: title, /,
    'v-keywords.mdx:3:1  frontmatter field "keywords[1]": repeats the keyword "Marker" (received "Marker")',
    /^v-dot-slug\.mdx:3:1 {2}frontmatter field "slug": must be one URL segment that names this page; it has the segment "\.hidden", a dot file's name/,
    /^v-file-slug\.mdx:3:1 {2}frontmatter field "slug": must be one URL segment that names this page; it has the segment "index\.html", which ends like a file's name \(\.html\)/,
    /^v-txt-slug\.mdx:3:1 {2}frontmatter field "slug": .*"llms\.txt", which ends like a file's name \(\.txt\)/,
    /^v-index-slug\.mdx:3:1 {2}frontmatter field "slug": .*"index" last, which servers read as its folder's page/,
    `v-label.mdx:3:1  frontmatter field "sidebar_label": is plain text: ![logo](/img/favicon.svg) would show as written, brackets and all; write the words only, and link from the page's text`,
    `v-title-link.mdx:2:1  frontmatter field "title": is plain text: [the guide](/docs/nope) would show as written, brackets and all; write the words only, and link from the page's text`,
    `v-title-url.mdx:2:1  frontmatter field "title": broken link ${site}/docs/nope: no page is served at /docs/nope`,
    `v-description.mdx:3:1  frontmatter field "description": broken link ${site}/docs/about#nowhere: /docs/about has no anchor #nowhere`,
    "w-doc.mdx:5:5  broken link android/nope.mdx: android/nope.mdx is not a doc of this site",
    /^w-anchor\.mdx:5:5 {2}broken link .*\/docs\/android\/getting-started has no anchor #setup$/,
    'w-unsafe.mdx:5:3  unsafe URL javascript:alert(1): the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)',
    `w-own-page.mdx:5:5  broken link ${site}/docs/nope: no page is served at /docs/nope`,
    `w-own-anchor.mdx:5:5  broken link ${site}/docs/about#nowhere: /docs/about has no anchor #nowhere`,
    `w-own-file.mdx:5:1  broken link ${site}/img/nope.png: no page is served at /img/nope.png`,
    "x-space.mdx:5:1  ![d](/img/my diagram.svg) is not read as an image: a URL cannot hold a space; write /img/my%20diagram.svg (or </img/my diagram.svg>)",
    /^x-latin1\.mdx:5:7 {2}the file is not UTF-8: byte 0xE9 here is no UTF-8 character/,
    `../sidebars.json  docs[1].label: broken link ${site}/docs/nope: no page is served at /docs/nope`,
    /^x-big\.mdx {2}its search data is \d+\.\d KiB gzip, over the budget of 12 KiB per search file/,
  ],
];

/** File names the docs model refuses before any doc is compiled. */
const fileNameRules: [Planted, Expected[]] = [
  {
    "docs/.hidden.mdx": page("Text."),
    "docs/llms.txt.mdx": page("Text."),
    "docs/guide/index.html.mdx": page("Text."),
    "docs/android/index/index.mdx": page("Text."),
    "docs/About.mdx": page("Text.", "title: About in capitals"),
  },
  [
    /^\.hidden\.mdx {2}the file's path has the segment "\.hidden", a dot file's name/,
    // Files are read in path order: About.mdx first, so the error is on about/index.mdx.
    /^about\/index\.mdx {2}is served at \/docs\/about, which differs only in letter case or Unicode composition from \/docs\/About \(\.\.\/docs\/About\.mdx\)/,
    /^android\/index\/index\.mdx {2}the file's path has the segment "index" last/,
    /^guide\/index\.html\.mdx {2}the file's path has the segment "index\.html", which ends like a file's name/,
    /^llms\.txt\.mdx {2}the file's path has the segment "llms\.txt", which ends like a file's name/,
  ],
];

/** A sidebar naming no doc. */
const sidebarRules: [Planted, Expected[]] = [
  { "sidebars.json": JSON.stringify({ about: ["about", "aboutt"], docs: ["index"] }) },
  [/^\.\.\/sidebars\.json {2}about\[1\]: no doc has the id "aboutt"\. Valid ids: /],
];

/** What the build refuses in onPreBootstrap, before Gatsby's data layer reads a doc. */
const earlyRules: [Planted, Expected[]] = [
  {
    "docs/y-yaml.mdx": "---\ntitle: Broken\n  bad: [\n---\n\nText.\n",
    "docs/y-bomb.mdx": page(
      "Text.",
      `title: Bomb\nkeywords:\n  - &a [${Array(9).fill('"lol"').join(",")}]\n${[
        "b",
        "c",
        "d",
        "e",
        "f",
      ]
        .map((name, index) => `  - &${name} [${Array(9).fill(`*${"abcde"[index]}`).join(",")}]`)
        .join("\n")}`,
    ),
    "docs/y-deep.mdx": page("Text.", `title: Deep\nkeywords: ${"[".repeat(30_000)}`),
    "docs/y-big.mdx": page("Text.") + "word ".repeat(14_000),
  },
  [
    "y-big.mdx  the file is 68.4 KiB, over the limit of 64 KiB for a doc: split it into smaller pages",
    `y-bomb.mdx:3:1  frontmatter field "keywords": ${aliasLimit}`,
    "y-deep.mdx:2:1  the frontmatter is nested too deeply to be read (thousands of brackets or indents inside one another): its fields are text, numbers, true/false or a list of words",
    "y-yaml.mdx:3:6  the frontmatter is not valid YAML: bad indentation of a mapping entry",
  ],
];

afterEach(() => stopJudges());
afterAll(() => stopJudges({ all: true }));
afterAll(removeContentCopies);

it("refuses the same problems through the check and the build: file, line, column and message", async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  try {
    for (const [name, [planted, expected], extra] of [
      ["docs", docRules, (dir: string) => linkOutOfContent(dir, outside)],
      ["file names", fileNameRules, () => undefined],
      ["sidebars", sidebarRules, () => undefined],
      ["early", earlyRules, () => undefined],
    ] as const) {
      const dir = contentCopy(planted);
      extra(dir);
      const verdicts = await judgeContent(dir);
      // Lines from the content folder's docs/ (its other files from docs/ too: ../sidebars.json).
      const copy = path.relative(projectRoot, dir);
      const lines = (found: string[]) =>
        found.map((line) => line.replace(`${copy}/docs/`, "").replace(`${copy}/`, "../"));
      expect({ name, build: lines(verdicts.build) }).toEqual({
        name,
        build: lines(verdicts.check),
      });
      expect({ name, early: verdicts.early }).toEqual({ name, early: name === "early" });
      const withLink = name === "docs" ? [...expected, linkedDoc] : expected;
      expect({ name, problems: lines(verdicts.check) }).toEqual({
        name,
        problems: expect.arrayContaining(withLink.map(matching)) as unknown,
      });
      expect({ name, count: verdicts.check.length }).toEqual({ name, count: withLink.length });
      // The build's last check, of the Markdown files it writes (twins, llms.txt), would find
      // no link the check has not named already.
      const unnamed = verdicts.output.filter((finding) => !namedByCheck(finding, verdicts.check));
      expect({ name, unnamed }).toEqual({ name, unnamed: [] });
    }
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
}, 300_000);

/** A doc that is a symbolic link out of the project: never read, named. */
const linkedDoc =
  /^z-linked\.mdx {2}is a symbolic link to (\.\.\/)+.*\/secret\.mdx \(outside the project\): the build would leave it out/;

function linkOutOfContent(dir: string, outside: string): void {
  fs.writeFileSync(path.join(outside, "secret.mdx"), page("SECRET", "title: Secret"));
  fs.symlinkSync(path.join(outside, "secret.mdx"), path.join(dir, "docs", "z-linked.mdx"));
}

/**
 * Whether the check names a finding of the output check: a link of a doc's twin as a broken
 * link of that doc (the twin spells a link to a doc file as the twin's URL), a link of
 * llms-full.txt as its twin's (the file is the twins one after another), any other by its URL.
 */
function namedByCheck(finding: string, checkLines: readonly string[]): boolean {
  const [file = "", url = ""] = finding.split(": ");
  if (file === "public/llms-full.txt") return true;
  const twin = /^public\/(docs\/.+)\.md$/.exec(file)?.[1];
  if (twin) {
    return checkLines.some(
      (line) =>
        (line.includes(`/${twin}.mdx`) || line.includes(`/${twin}/index.mdx`)) &&
        /(broken link|unsafe URL) /.test(line),
    );
  }
  return checkLines.some((line) => line.includes(url));
}

function matching(expected: Expected): unknown {
  return typeof expected === "string" ? expected : expect.stringMatching(expected);
}
