import fs from "node:fs";
import path from "node:path";
import { findUnknownApiNames, inlineCodeSpans } from "../content/apiNames";
import { apiNameReport, readContentFiles } from "../content/contentChecks";
import { pageKind } from "../content/pageKind";
import { linesOutsideFences } from "../markdown/outsideFences";

const files = readContentFiles();
const latest = files.filter((file) => file.file.startsWith("content/docs/"));
const older = files.filter((file) => file.file.startsWith("content/versioned_docs/version-1.13/"));

/** A line of prose: not a heading, list, table, quote, JSX, admonition fence or code. */
function proseParagraphs(body: string): string[] {
  return linesOutsideFences(body)
    .map((line) => line.text)
    .filter((line) => {
      const text = line.trim();
      return (
        /^[A-Za-z`*_[(]/.test(text) &&
        !/^(:::|<|#|\||[-*+] |\d+\. |>)/.test(text) &&
        text.split(/\s+/).length >= 6
      );
    });
}

describe("content quality", () => {
  it("has a page for every documentation route of the spec, in the latest version", () => {
    const ids = new Set(latest.map((file) => file.id));
    const routes = fs
      .readFileSync(path.join(__dirname, "../../../data/routes.txt"), "utf8")
      .split("\n")
      .filter((route) => route.startsWith("/docs"));
    const missing = routes.filter(
      (route) => !ids.has(route === "/docs" ? "index" : route.slice("/docs/".length)),
    );
    expect(missing).toEqual([]);
    expect(routes).toHaveLength(195);
  });

  it("ships an older version with at least 15 % fewer pages", () => {
    expect(older.length).toBeGreaterThan(0);
    expect(older.length).toBeLessThanOrEqual(Math.floor(latest.length * 0.85));
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
      if (/^# /m.test(file.body.replace(/```[\s\S]*?```/g, "")))
        issues.push(`${file.file}: has an h1 in the body`);
      if (proseParagraphs(file.body).length === 0)
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

  it("names only real API in inline code on reference pages", () => {
    expect(apiNameReport(files)).toEqual([]);
    expect(files.filter((file) => pageKind(file.id) === "reference").length).toBeGreaterThan(150);
  });
});

describe("findUnknownApiNames", () => {
  const vocabulary = new Set(["livemap", "setZoom", "Livemap", "addMapClickListener"]);
  const allowList = { names: new Set(["String"]), patterns: [/^remove[A-Z]\w*Listener$/] };

  it("flags an identifier the facts do not know, with its line", () => {
    const body =
      "Call `livemap.setZoom()` or `livemap.zoomTo()`.\n\nA `String` and `removeMapClickListener`.";
    expect(findUnknownApiNames(body, vocabulary, allowList, 10)).toEqual([
      { name: "livemap.zoomTo()", line: 10 },
    ]);
  });

  it("ignores fenced code and inline code that is not an identifier", () => {
    const body =
      "```kotlin\n`invented`\n```\n\n`GET /v3.0/pinpoints` and `'#1E88E5'` and `List<Pinpoint>`.";
    expect(findUnknownApiNames(body, vocabulary, allowList)).toEqual([]);
    expect(inlineCodeSpans(body).map((span) => span.code)).toEqual([
      "GET /v3.0/pinpoints",
      "'#1E88E5'",
      "List<Pinpoint>",
    ]);
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
