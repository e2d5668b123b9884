import fs from "node:fs";
import path from "node:path";
import {
  apiNameReport,
  apiShapeReport,
  CONTENT_ROOT,
  sentenceTemplate,
  templateSentenceShare,
} from "./contentChecks";
import type { DocText } from "../../src/node/content/docText";
import { pageKind } from "../../src/node/content/pageKind";
import { prismLanguage } from "../../src/node/mdx/prism";
import { checkedFilesOf, docTextsOf } from "./docText";

// Every doc with its text as the page's mdast gives it (one compile of the content, in tsx).
const files = checkedFilesOf(CONTENT_ROOT);
const latest = files.filter((file) => file.file.startsWith("content/docs/"));

/** The folder of a file's version: `content/docs` or `content/versioned_docs/version-X`. */
function versionFolder(file: string): string {
  return file.startsWith("content/docs/") ? "content/docs" : file.split("/").slice(0, 3).join("/");
}
const versions = [...new Set(files.map((file) => versionFolder(file.file)))].sort();

/** Paragraphs of prose of six words or more, outside lists (see DocText.paragraphs). */
function proseParagraphs(text: DocText): string[] {
  return text.paragraphs
    .filter((paragraph) => !paragraph.inList && paragraph.text.split(/\s+/).length >= 6)
    .map((paragraph) => paragraph.text);
}

describe("content quality", () => {
  it("has a page for every documentation route of the spec, in the latest version", () => {
    const ids = new Set(latest.map((file) => file.id));
    const routes = fs
      .readFileSync(path.join(__dirname, "../../data/routes.txt"), "utf8")
      .split("\n")
      .filter((route) => route.startsWith("/docs"));
    const missing = routes.filter(
      (route) => !ids.has(route === "/docs" ? "index" : route.slice("/docs/".length)),
    );
    expect(missing).toEqual([]);
    expect(routes).toHaveLength(195);
  });

  it("gives every page a title and a description", () => {
    const missing = files
      .filter(
        (file) =>
          typeof file.frontmatter.title !== "string" ||
          typeof file.frontmatter.description !== "string",
      )
      .map((file) => file.file);
    expect(missing).toEqual([]);
  });

  it("leaves the h1 to the title and opens every page with prose", () => {
    const problems = files.flatMap((file) => {
      const issues: string[] = [];
      const h1 = file.text.headings.find((heading) => heading.depth === 1);
      if (h1) issues.push(`${file.file}:${h1.line}: has an h1 in the body`);
      if (proseParagraphs(file.text).length === 0)
        issues.push(`${file.file}: has no paragraph of prose`);
      return issues;
    });
    expect(problems).toEqual([]);
  });

  it("has no placeholder text", () => {
    const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon|under construction/i;
    const hits = files.filter((file) => placeholder.test(file.body)).map((file) => file.file);
    expect(hits).toEqual([]);
  });

  it("reads every version: the latest and each older one", () => {
    expect(versions).toEqual(
      expect.arrayContaining(["content/docs", "content/versioned_docs/version-1.13"]),
    );
  });

  it("names only API the SDK facts say exists, in every version", () => {
    expect(apiNameReport(files)).toEqual([]);
  });

  it("names only API the SDK facts say exists in the shapes read from the mdast, in every version", () => {
    expect(apiShapeReport(files)).toEqual([]);
  });

  it("has no section that only says None, in every version", () => {
    const hits = files.flatMap((file) =>
      [...file.body.matchAll(/^#{2,3} .+\n\nNone\.?\n\n/gm)].map(
        (match) => `${file.file}: ${match[0].split("\n")[0]}`,
      ),
    );
    expect(hits).toEqual([]);
  });

  // Each version is measured on its own: a sentence an older version keeps from the latest one
  // is not boilerplate, but one repeated across the pages of a version is.
  it.each(versions)(
    "keeps template sentences under 10 %% of each page kind's prose, in %s",
    (version) => {
      const shares = templateSentenceShare(
        files.filter((file) => versionFolder(file.file) === version),
      );
      expect(shares.map((share) => share.kind).sort()).toEqual(
        ["article", "example", "guide", "landing", "reference", "rest"].sort(),
      );
      const over = shares
        .filter((share) => share.share >= 0.1)
        .map((share) => ({
          kind: share.kind,
          share: Math.round(share.share * 1000) / 10,
          repeated: share.repeated.slice(0, 5),
        }));
      expect(over).toEqual([]);
    },
  );
});

it("highlights every language the pages' code blocks use", () => {
  const languages = new Set<string>();
  // Every code block as the page's parser reads it: ``` and ~~~ fences, in lists and JSX alike.
  for (const file of files)
    for (const piece of file.text.pieces) if (piece.lang) languages.add(piece.lang);
  const unhighlighted = [...languages].filter((language) => prismLanguage(language) === "text");
  expect(unhighlighted).toEqual([]);
  expect(languages.size).toBeGreaterThan(10);
});

describe("templateSentenceShare", () => {
  /** A page whose paragraphs are given as the mdast reads them (DocText.paragraphs). */
  const page = (id: string, paragraphs: string[]) => ({
    file: `content/docs/${id}.mdx`,
    id,
    frontmatter: {},
    body: "",
    text: {
      pieces: [],
      headings: [],
      paragraphs: paragraphs.map((text, index) => ({ text, line: index * 2 + 1, inList: false })),
    },
  });

  it("counts a sentence repeated with other names on three pages of a kind as template", () => {
    const own = {
      MapClick: "A short tap on the map reaches this listener with a position.",
      MapMoved: "Every pan and zoom ends with the visible area handed to you.",
      UserLogin: "Signing in from the livemap's menu triggers this one after the session opens.",
    };
    const files = Object.entries(own).map(([name, sentence]) =>
      page(`android/Listeners/${name}`, [
        "‹code› relays the livemap event to your listener without any data.",
        sentence,
      ]),
    );
    const [reference] = templateSentenceShare(files);
    expect(reference).toMatchObject({ kind: "reference", sentences: 6, templated: 3, share: 0.5 });
  });

  it("does not count a sentence on fewer than three pages, nor code, tables, quotes or headings", () => {
    const body =
      '## Same heading on every page\n\n| a | b |\n| --- | --- |\n| same table row on every page | x |\n\n```kotlin\nval same = "same code on every page of the kind"\n```\n\n> A quoted sentence repeated on every page of the kind.\n\nOnly two pages share this sentence of several words.';
    // The body as the page's parser reads it: only the last paragraph is prose.
    const [text] = docTextsOf([body]);
    const read = (id: string) => ({ ...page(id, []), text: text ?? page(id, []).text });
    const files = [read("android/Model/A"), read("android/Model/B")];
    expect(templateSentenceShare(files)[0]).toMatchObject({ sentences: 2, templated: 0 });
    // On a third page, the sentence becomes a template; the heading, table, code and quote do not.
    expect(
      templateSentenceShare([...files, read("android/Model/C")])[0]?.repeated.map(
        (entry) => entry.template,
      ),
    ).toEqual([sentenceTemplate("Only two pages share this sentence of several words.")]);
  });

  it("blanks names, links and numbers in a template", () => {
    expect(
      sentenceTemplate("Call `setZoom` with 15 on [Livemap](../Livemap.mdx), see MapView."),
    ).toBe(
      sentenceTemplate(
        "Call `getZoom` with 3.5 on [LivemapView](../LivemapView.mdx), see WemapMapView.",
      ),
    );
  });
});

describe("pageKind", () => {
  it.each([
    ["android/Callbacks/AddMarker", "reference"],
    ["flutter/LivemapController/setPinpoints", "reference"],
    ["react-native/interfaces/types.LivemapProps", "reference"],
    ["flutter/LivemapController", "landing"],
    ["rest/pinpoints", "rest"],
    ["android-native/examples/itineraries", "example"],
    ["ios-native/mapsdk-getting-started", "guide"],
    ["deeplinking", "article"],
  ])("%s is a %s page", (id, kind) => {
    expect(pageKind(id)).toBe(kind);
  });
});
