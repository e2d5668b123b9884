/**
 * One broken build per stage a build can fail in, each of a copy of the site whose public/ holds
 * a planted previous output: each must stop with its message (file, item or line, what was
 * expected) and leave public/ exactly as it was, every file byte for byte, with no copy of it
 * left in .tmp/. The mechanism copies whatever public/ holds, so a planted output tests it as a
 * good build's would, and a build without .cache/ deletes the previous pages early, which makes
 * it put them back.
 */
import fs from "node:fs";
import path from "node:path";
import {
  addFor,
  build,
  editFor,
  expectMessages,
  makeSiteCopy,
  outputFiles,
  PLANTED_OUTPUT,
  plantOutput,
  removeSiteCopy,
} from "./siteCopy";

/** A jest test's limit, and a build's within it: a loaded 2-core machine takes minutes. */
const BUILD_TIMEOUT = 900_000;
let dir: string;

beforeAll(() => {
  dir = makeSiteCopy();
});
afterAll(() => removeSiteCopy(dir));

/** Plants the previous output, applies `breakIt`, builds, checks, then undoes the break. */
function expectFailureLeavingOutput(
  breakIt: () => () => void,
  messages: (string | RegExp)[],
): string {
  plantOutput(dir);
  const undo = breakIt();
  try {
    const { status, output } = build(dir, {}, BUILD_TIMEOUT - 10_000);
    expect(status).not.toBe(0);
    expectMessages(output, messages);
    expect(outputFiles(dir)).toEqual(PLANTED_OUTPUT);
    expect(fs.existsSync(path.join(dir, ".tmp", "public-previous"))).toBe(false);
    expect(fs.existsSync(path.join(dir, ".tmp", "deploy-output-previous"))).toBe(false);
    // None was planted: a failed build leaves none, not half of its own.
    expect(fs.existsSync(path.join(dir, "deploy-output"))).toBe(false);
    return output;
  } finally {
    undo();
  }
}

const doc = (title: string, extra = "") => `---\ntitle: ${title}\n${extra}---\n\nText.\n`;

describe("a failed build leaves public/ as the previous build left it", () => {
  it(
    "site config: a script URL, a colour CSS cannot read and a blank id, all named",
    () => {
      expectFailureLeavingOutput(() => {
        const undo = editFor(dir, "site.config.ts", (text) =>
          text
            .replace(
              'href: "https://pro.getwemap.com", position: "left"',
              'href: "JaVaScRiPt:alert(1)", position: "left"',
            )
            .replace('backgroundColor: "#1c2a4a"', 'backgroundColor: "#1c2a4ax"')
            .replace('id: "ios-native-spm-2026"', 'id: " "'),
        );
        return undo;
      }, [
        'site.config.ts  navbar.items[2].href: item "Wemap Pro": the scheme "javascript:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files); expected a full http(s):// URL, mailto: or tel: (received "JaVaScRiPt:alert(1)")',
        'site.config.ts  announcementBar.backgroundColor: must be a CSS colour such as "#1c2a4a", "rgb(28 42 74)", "hsl(220 45% 20%)" or "white" (received "#1c2a4ax")',
        'site.config.ts  announcementBar.id: must not be empty or blank (received " ")',
      ]);
    },
    BUILD_TIMEOUT,
  );

  it(
    "createPages: slugs that move a page, and URLs that differ only in case, naming both files",
    () => {
      expectFailureLeavingOutput(
        () =>
          addFor(dir, {
            "content/docs/about/dot.mdx": doc("Dot", "slug: .\n"),
            "content/versioned_docs/version-1.13/android/up.mdx": doc("Up", 'slug: ".."\n'),
            "content/docs/About.mdx": doc("About in capitals"),
          }),
        [
          'content/docs/about/dot.mdx:3:1  frontmatter field "slug": must be one URL segment that names this page; it has the segment ".", which would move the URL to another page (received ".")',
          'content/versioned_docs/version-1.13/android/up.mdx:3:1  frontmatter field "slug": must be one URL segment that names this page; it has the segment "..", which would move the URL to another page (received "..")',
          "content/docs/about/index.mdx  is served at /docs/about, which differs only in letter case or Unicode composition from /docs/About (content/docs/About.mdx)",
        ],
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    "createPages: a missing doc, an empty category and a doc placed twice in the sidebars",
    () => {
      expectFailureLeavingOutput(
        () =>
          editFor(dir, "content/sidebars.json", (text) =>
            text.replace(
              '"about": ["about"]',
              '"about": ["about", "aboutt", "index", { "type": "category", "label": "iOS", "items": [] }]',
            ),
          ),
        [
          'content/sidebars.json  about[1]: no doc has the id "aboutt"',
          /Valid ids: about, /,
          'content/sidebars.json  about[3]: the category "iOS" is empty: give it items or a "link" to a doc, or remove it',
          'content/sidebars.json  docs[0]: the doc "index" is already placed at about[2]; a doc has one place (its previous/next and breadcrumbs). To link to it from here too, write { "type": "ref", "id": "index" }',
        ],
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    "createPages: version folders versions.json does not list, and a listed version without one",
    () => {
      expectFailureLeavingOutput(() => {
        const undoVersions = editFor(dir, "content/versions.json", (text) =>
          text.replace('["1.13"]', '["1.13", "1.11"]'),
        );
        const undoFiles = addFor(dir, {
          "content/versioned_docs/version-1.12/index.mdx": doc("Old docs"),
          "content/versioned_sidebars/version-1.11-sidebars.json": '{ "docs": ["index"] }',
        });
        return () => {
          undoFiles();
          fs.rmSync(path.join(dir, "content/versioned_docs/version-1.12"), { recursive: true });
          undoVersions();
        };
      }, [
        "content/versions.json  archived: version 1.11 is listed but its docs folder content/versioned_docs/version-1.11 does not exist",
        'content/versions.json  archived: the folder content/versioned_docs/version-1.12 holds version 1.12, which versions.json does not list: add "1.12" to "archived" or remove the folder',
      ]);
    },
    BUILD_TIMEOUT,
  );

  it(
    "MDX compile: a doc whose MDX does not parse, beside a navbar item that points at no doc",
    () => {
      expectFailureLeavingOutput(
        () => {
          const undoDoc = editFor(
            dir,
            "content/docs/about/index.mdx",
            (text) => `${text}\n<div>\n\nUnclosed {\n`,
          );
          // The navbar's doc items are resolved once the docs are read: its problem is listed
          // with the docs'.
          const undoConfig = editFor(dir, "site.config.ts", (text) =>
            text.replace('docId: "about"', 'docId: "company"'),
          );
          return () => {
            undoConfig();
            undoDoc();
          };
        },
        // The MDX pipeline's messages have their own tests; here the file is named.
        [
          "content/docs/about/index.mdx:",
          'navbar item "About" points at doc "company", which does not exist',
        ],
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    "HTML render: a page that throws while rendering",
    () => {
      expectFailureLeavingOutput(
        () =>
          addFor(dir, {
            "src/pages/boom.tsx":
              'export default function Boom(): never {\n  throw new Error("The boom page cannot render.");\n}\n',
          }),
        ["The boom page cannot render."],
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    "output check: links written in components and a search index over its budget, after HTML is written",
    () => {
      const output = expectFailureLeavingOutput(() => {
        const undoPage = addFor(dir, {
          "src/pages/areas.tsx": [
            'import { Link } from "gatsby";',
            "export default function Areas() {",
            "  return (",
            "    <main>",
            '      <Link to="/docs/android/nowhere">Android</Link>',
            '      <a href="#no-such-anchor">Down</a>',
            '      <a href="/docs/about#no-such-heading">About</a>',
            "    </main>",
            "  );",
            "}",
            "",
          ].join("\n"),
        });
        const undoBudgets = editFor(dir, "site.config.ts", (text) =>
          text.replace(
            "budgets: { pageHtmlKiB: 100, pageDataKiB: 100, searchIndexKiB: 12 }",
            "budgets: { pageHtmlKiB: 1, pageDataKiB: 100, searchIndexKiB: 0.5 }",
          ),
        );
        return () => {
          undoBudgets();
          undoPage();
        };
      }, [
        "The built site has 3 broken links (page: link: why):",
        '- public/areas/index.html: a href="/docs/android/nowhere": no page or file /docs/android/nowhere was built',
        '- public/areas/index.html: a href="#no-such-anchor": this page has no anchor #no-such-anchor',
        '- public/areas/index.html: a href="/docs/about#no-such-heading": /docs/about has no anchor #no-such-heading',
        "Search index over its budget (site.config.ts budgets.searchIndexKiB):",
        /- public\/static\/search\/index-1\.14-[0-9a-f]+\/[tp]\d+\.json: (a search shard|the search data of \/docs)[^\n]* version 1\.14[^\n]* is \d+\.\d KiB gzip, over its budget of 0\.5 KiB/,
      ]);
      expect(output).toMatch(
        /page file\(s\) over the size budget \(site\.config\.ts budgets\):\n {2}- public\/[^ ]+\.html: HTML is \d+\.\d KiB gzip, over its budget of 1\.0 KiB/,
      );
    },
    BUILD_TIMEOUT,
  );
});
