/**
 * One good build of a copy of the site, then one broken build per stage a build can fail in.
 * Each must stop with its message (file, item or line, what was expected) and leave public/
 * exactly as the good build left it: every file, byte for byte. Last, the same sources built
 * in another folder must give the same files, byte for byte.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build, edit, makeSiteCopy, removeSiteCopy } from "./siteCopy";

/** A jest test's limit, and a build's within it: a loaded 2-core machine takes minutes. */
const BUILD_TIMEOUT = 900_000;
const buildCopy = () => build(dir, {}, BUILD_TIMEOUT - 10_000);
let dir: string;
let goodOutput: string;
let goodFiles: Map<string, string>;

/** Every file of a built site's public/ with the hash of its bytes, by path. */
function filesOf(site: string): Map<string, string> {
  const root = path.join(site, "public");
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  return new Map(
    files.map((file) => [
      file,
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(root, file)))
        .digest("hex"),
    ]),
  );
}

/** A hash of every file of public/ with its path: equal hashes, identical trees. */
function hashOutput(): string {
  const hash = crypto.createHash("sha256");
  const files = filesOf(dir);
  for (const [file, digest] of files) hash.update(`${file}\0${digest}\0`);
  return `${files.size} files ${hash.digest("hex")}`;
}

/** Applies `breakIt`, builds, checks failure, messages and public/, then undoes the break. */
function expectFailureLeavingOutput(
  breakIt: () => () => void,
  messages: (string | RegExp)[],
): string {
  const undo = breakIt();
  try {
    const { status, output } = buildCopy();
    expect(status).not.toBe(0);
    for (const message of messages) {
      if (typeof message === "string") expect(output).toContain(message);
      else expect(output).toMatch(message);
    }
    expect(hashOutput()).toBe(goodOutput);
    expect(fs.existsSync(path.join(dir, ".tmp", "public-previous"))).toBe(false);
    return output;
  } finally {
    undo();
  }
}

/** Replaces a file's text for one build. */
function editFor(file: string, change: (text: string) => string): () => void {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, "utf8");
  edit(dir, file, change);
  return () => fs.writeFileSync(target, before);
}

/** Adds files for one build. */
function addFor(files: Record<string, string>): () => void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return () => {
    for (const file of Object.keys(files)) fs.rmSync(path.join(dir, file), { recursive: true });
  };
}

const doc = (title: string, extra = "") => `---\ntitle: ${title}\n${extra}---\n\nText.\n`;

beforeAll(() => {
  dir = makeSiteCopy();
  const { status, output } = buildCopy();
  if (status !== 0) throw new Error(`The good build failed:\n${output}`);
  goodOutput = hashOutput();
  goodFiles = filesOf(dir);
}, BUILD_TIMEOUT);
afterAll(() => removeSiteCopy(dir));

describe("a failed build leaves public/ as the last good build left it", () => {
  it(
    "site config: a script URL, a colour CSS cannot read and a blank id, all named",
    () => {
      expectFailureLeavingOutput(() => {
        const undo = editFor("site.config.ts", (text) =>
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
          addFor({
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
    "createPages: an empty category and a doc placed twice in the sidebars",
    () => {
      expectFailureLeavingOutput(
        () =>
          editFor("content/sidebars.json", (text) =>
            text.replace(
              '"about": ["about"]',
              '"about": ["about", "index", { "type": "category", "label": "iOS", "items": [] }]',
            ),
          ),
        [
          'content/sidebars.json  about[2]: the category "iOS" is empty: give it items or a "link" to a doc, or remove it',
          'content/sidebars.json  docs[0]: the doc "index" is already placed at about[1]; a doc has one place (its previous/next and breadcrumbs). To link to it from here too, write { "type": "ref", "id": "index" }',
        ],
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    "createPages: version folders versions.json does not list, and a listed version without one",
    () => {
      expectFailureLeavingOutput(() => {
        const undoVersions = editFor("content/versions.json", (text) =>
          text.replace('["1.13"]', '["1.13", "1.11"]'),
        );
        const undoFiles = addFor({
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
    "MDX compile: a doc whose MDX does not parse",
    () => {
      expectFailureLeavingOutput(
        () => editFor("content/docs/about/index.mdx", (text) => `${text}\n<div>\n\nUnclosed {\n`),
        // The MDX pipeline's messages have their own tests; here the file is named.
        ["content/docs/about/index.mdx:"],
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    "HTML render: a page that throws while rendering",
    () => {
      expectFailureLeavingOutput(
        () =>
          addFor({
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
        const undoPage = addFor({
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
        const undoBudgets = editFor("site.config.ts", (text) =>
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

  it(
    "a build killed outright leaves its copy of public/, and the next build puts it back and works",
    async () => {
      // Stopped by a signal, the build puts public/ back itself: integration/buildSignals.test.ts.
      const snapshot = path.join(dir, ".tmp", "public-previous");
      // `npm run build`, killed once its pages are being written.
      const killWhileWriting = () =>
        new Promise<number | null>((resolve, reject) => {
          const child = spawn(path.join(dir, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
            cwd: dir,
            detached: true,
            env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
          });
          let output = "";
          let sent = false;
          const onData = (data: Buffer) => {
            output += data.toString();
            if (!sent && /Writing page-data\.json/.test(output)) {
              sent = true;
              // SIGKILL hits every process of the build at once, as a power cut would.
              process.kill(-(child.pid ?? 0), "SIGKILL");
            }
          };
          child.stdout.on("data", onData);
          child.stderr.on("data", onData);
          child.on("error", reject);
          child.on("close", (code) => (sent ? resolve(code) : reject(new Error(output))));
        });

      // An edit, so that the build rewrites page data and pages when it is killed.
      const undo = editFor("content/docs/about/index.mdx", (text) => `${text}\nOne more line.\n`);
      await killWhileWriting();
      // Killed outright: nothing could put public/ back, the copy is left for the next build.
      expect(fs.existsSync(snapshot)).toBe(true);
      undo();
      const next = spawnSync(path.join(dir, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
        timeout: BUILD_TIMEOUT - 60_000,
      });
      expect(`${next.stdout}${next.stderr}`).toContain("The previous build was interrupted");
      expect(next.status).toBe(0);
      // A full build of unchanged sources gives the same files, byte for byte.
      expect(hashOutput()).toBe(goodOutput);
      expect(fs.existsSync(snapshot)).toBe(false);
    },
    BUILD_TIMEOUT * 2,
  );
});

describe("the build is deterministic", () => {
  it(
    "unchanged sources built in another folder, node_modules reached through two links, give the same bytes",
    () => {
      // Another depth and name, so a path written into a bundle or a module id would show.
      const base = fs.mkdtempSync(path.join(path.dirname(dir), "wemap-elsewhere-"));
      const other = path.join(base, "a", "b", "checkout");
      fs.cpSync(dir, other, {
        recursive: true,
        filter: (source) =>
          ![".cache", ".tmp", "public", "node_modules"].includes(path.relative(dir, source)),
      });
      // As a checkout sharing another's install through a link to a link.
      fs.symlinkSync(fs.realpathSync(path.join(dir, "node_modules")), path.join(base, "install"));
      fs.symlinkSync(path.join(base, "install"), path.join(other, "node_modules"));
      try {
        const { status, output } = build(other, {}, BUILD_TIMEOUT - 10_000);
        if (status !== 0) throw new Error(`The build in another folder failed:\n${output}`);
        const otherFiles = filesOf(other);
        const differing = [...new Set([...goodFiles.keys(), ...otherFiles.keys()])]
          .filter((file) => goodFiles.get(file) !== otherFiles.get(file))
          .sort();
        // The pages, scripts and the hosts' files with the policy's script hashes among them.
        expect(goodFiles.has("_headers") && goodFiles.has("_page-policy.json")).toBe(true);
        expect(differing).toEqual([]);
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );
});
