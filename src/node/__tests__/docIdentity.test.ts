import fs from "node:fs";
import path from "node:path";
import { docIdProblem, urlIdentity, urlSegmentProblem } from "../content/docIdentity";
import { parseFrontmatter } from "../content/frontmatter";
import { copyFixture, fixtureModel, projectRoot } from "../__fixtures__/fixtureSite";

const model = (root: string) => fixtureModel(root);

function writeDoc(root: string, file: string, frontmatter: string): string {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `---\n${frontmatter}\n---\n\nText.\n`);
  return path.relative(projectRoot, target);
}

describe("URL segments of docs", () => {
  it.each([
    "add-marker",
    "types.LivemapProps",
    "types.Map",
    "指南",
    "café",
    "v1_2~x",
    "v1.2",
    "migrating-to-2.x",
    "a.b.c",
  ])("accepts %j", (segment) => {
    expect(urlSegmentProblem(segment)).toBeUndefined();
  });

  it.each([
    ["", "has an empty URL segment"],
    [".", 'has the segment ".", which would move the URL to another page'],
    ["..", 'has the segment "..", which would move the URL to another page'],
    ["a b", 'has the segment "a b": use letters'],
    ["a%2Fb", 'has the segment "a%2Fb"'],
    ["a?b", 'has the segment "a?b"'],
    ["a#b", 'has the segment "a#b"'],
    ["a\\b", 'has the segment "a\\b"'],
    // Dot files and file names: hosts hide the first, and read the second as that file's type.
    [".hidden", 'has the segment ".hidden", a dot file\'s name'],
    [".well-known", 'has the segment ".well-known", a dot file\'s name'],
    ["index.html", 'has the segment "index.html", which ends like a file\'s name (.html)'],
    ["llms.txt", "ends like a file's name (.txt)"],
    ["about.md", "ends like a file's name (.md)"],
    ["data.json", "ends like a file's name (.json)"],
    ["sitemap.xml", "ends like a file's name (.xml)"],
    ["photo.webp", "ends like a file's name (.webp)"],
    ["Page.HTML", "ends like a file's name (.HTML)"],
    ["types.Mdx", "ends like a file's name (.Mdx)"],
  ])("refuses %j", (segment, message) => {
    expect(urlSegmentProblem(segment)).toContain(message);
  });

  it("checks every segment of an id", () => {
    expect(docIdProblem("android/Callbacks/AddMarker")).toBeUndefined();
    expect(docIdProblem("index")).toBeUndefined();
    expect(docIdProblem("index.html/a")).toMatch(/^the file's path has the segment "index\.html"/);
    expect(docIdProblem("about/index")).toBe(
      "the file's path has the segment \"index\" last, which servers read as its folder's page: name the page itself",
    );
    expect(docIdProblem("android/a b/AddMarker")).toMatch(/^the file's path has the segment "a b"/);
  });

  it("treats URLs that differ in case or Unicode composition as one", () => {
    expect(urlIdentity("/docs/About")).toBe(urlIdentity("/docs/about"));
    expect(urlIdentity("/docs/caf\u00e9")).toBe(urlIdentity("/docs/cafe\u0301"));
  });
});

describe("slugs", () => {
  it.each([".", "..", "", "a/b", "x%2e", ".hidden", "index.html", "llms.txt", "x.md", "index"])(
    "refuses the slug %j, naming the file and field",
    (slug) => {
      expect(() => parseFrontmatter("content/docs/about/dot.mdx", { title: "Dot", slug })).toThrow(
        /^content\/docs\/about\/dot\.mdx:\n {2}- slug: must be one URL segment that names this page; it has/,
      );
    },
  );
});

describe("buildDocsModel refuses docs that would take another page's URL", () => {
  it("names both files when URLs differ only in letter case", () => {
    const root = copyFixture();
    const capitals = writeDoc(root, "docs/About.mdx", "title: About in capitals");
    const lower = path.relative(projectRoot, path.join(root, "docs/about/index.mdx"));
    // Files are read in path order: About.mdx first, so the error is on about/index.mdx.
    expect(() => model(root)).toThrow(
      `${lower}:\n  - is served at /docs/about, which differs only in letter case or Unicode composition from /docs/About (${capitals}), the same file on many servers: change the file name or the \`slug\` of one of them`,
    );
  });

  it("refuses a latest doc in a folder named like an archived version", () => {
    const root = copyFixture();
    const shadow = writeDoc(root, "docs/1.13/android/getting-started.mdx", "title: Shadow");
    expect(() => model(root)).toThrow(
      `${shadow}:\n  - its folder "1.13" has the name of the archived version 1.13, whose pages are served under /docs/1.13: rename the folder`,
    );
  });

  it("refuses a file name that is not a clean URL segment", () => {
    const root = copyFixture();
    const spaced = writeDoc(root, "docs/android/Add Marker.mdx", "title: Spaced");
    expect(() => model(root)).toThrow(
      `${spaced}:\n  - the file's path has the segment "Add Marker"`,
    );
  });

  it("names both files when a slug in one version collides with another doc", () => {
    const root = copyFixture();
    const slugged = writeDoc(
      root,
      "versioned_docs/version-1.13/android/other.mdx",
      "title: Other\nslug: getting-started",
    );
    expect(() => model(root)).toThrow(
      new RegExp(
        `${slugged.replace(/[.]/g, "\\.")}:\\n {2}- is served at /docs/1\\.13/android/getting-started, like .*version-1\\.13/android/getting-started\\.mdx`,
      ),
    );
  });
});
