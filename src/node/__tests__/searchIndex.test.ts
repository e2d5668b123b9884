import fs from "node:fs";
import { buildDocsModel } from "../model/docsModel";
import { buildSearchIndexes } from "../search/buildSearchIndex";
import { planSearchAssets } from "../search/searchAssets";
import { shardSearchIndex } from "../search/shardedIndex";
import { sectionLabels } from "../search/sectionLabels";
import { fixtureRawDocs, fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";
import { processDocSources } from "./helpers/processDocs";

// The fixture's docs compiled once by the real pipeline, for their search sections.
const rawDocs = fixtureRawDocs();
const compiled = processDocSources(
  rawDocs.map((raw) => ({
    source: fs.readFileSync(raw.absolutePath, "utf8"),
    absolutePath: raw.absolutePath,
    sourceFile: raw.absolutePath,
  })),
);
const sectionsByNode = new Map(
  rawDocs.map((raw, index) => [raw.nodeId, compiled[index]?.sections ?? []]),
);

function indexes(includeDrafts = false) {
  const model = buildDocsModel({ projectRoot, contentRoot: fixtureRoot, rawDocs, includeDrafts });
  return buildSearchIndexes(model, (doc) => sectionsByNode.get(doc.nodeId) ?? []);
}

describe("buildSearchIndexes on the two-version fixture", () => {
  it("writes one index per version, each with only that version's pages", () => {
    const [latest, older] = indexes();
    expect(latest?.version).toBe("1.14");
    expect(latest?.pages.map((page) => page.url).sort()).toEqual([
      "/docs",
      "/docs/about",
      "/docs/android/Callbacks/AddMarker",
      "/docs/android/getting-started",
    ]);
    expect(older?.version).toBe("1.13");
    expect(older?.pages.map((page) => page.url).sort()).toEqual([
      "/docs/1.13",
      "/docs/1.13/android/getting-started",
    ]);
  });

  it("leaves drafts out of a production index", () => {
    const titles = indexes().flatMap((index) => index.pages.map((page) => page.title));
    expect(titles).not.toContain("Unfinished");
    const withDrafts = indexes(true).flatMap((index) => index.pages.map((page) => page.title));
    expect(withDrafts).toContain("Unfinished");
  });

  it("records the hierarchy: section, page title, h2, h3, text and anchors", () => {
    const [latest] = indexes();
    const pageIndex =
      latest?.pages.findIndex((page) => page.url === "/docs/android/Callbacks/AddMarker") ?? -1;
    expect(latest?.pages[pageIndex]).toEqual({
      url: "/docs/android/Callbacks/AddMarker",
      title: "AddMarker callback",
      section: "Android",
      keywords: ["marker", "AddMarker"],
      text: "Summary.",
    });
    expect(latest?.sections.filter((section) => section.page === pageIndex)).toEqual([
      // Fenced code is kept apart from the prose: searched, never displayed.
      {
        page: pageIndex,
        level: 2,
        heading: "Signature",
        anchor: "signature",
        text: "",
        code: "## not a heading",
      },
      {
        page: pageIndex,
        level: 3,
        heading: "Returns",
        anchor: "returns",
        parent: "Signature",
        text: "The Marker the livemap added, see the model.",
      },
    ]);
  });

  it("marks the pages of a platform section, in the versions whose sidebars mark it", () => {
    const model = buildDocsModel({
      projectRoot,
      contentRoot: fixtureRoot,
      rawDocs,
      includeDrafts: false,
    });
    const marked = buildSearchIndexes(
      { ...model, platformSections: { "1.14": ["Android"] } },
      (doc) => sectionsByNode.get(doc.nodeId) ?? [],
    );
    const platformOf = (index: number) =>
      Object.fromEntries(marked[index]?.pages.map((page) => [page.url, page.platform]) ?? []);
    expect(platformOf(0)).toMatchObject({
      "/docs/android/getting-started": true,
      "/docs/android/Callbacks/AddMarker": true,
      "/docs": undefined,
      "/docs/about": undefined,
    });
    expect(Object.values(platformOf(1)).filter(Boolean)).toEqual([]);
  });

  it("labels each page with its top-level sidebar category, or its sidebar's name", () => {
    const [latest] = indexes();
    const sectionOf = (url: string) => latest?.pages.find((page) => page.url === url)?.section;
    expect(sectionOf("/docs/android/getting-started")).toBe("Android");
    expect(sectionOf("/docs")).toBe("Docs");
    expect(sectionOf("/docs/about")).toBe("About");
  });
});

describe("sectionLabels", () => {
  it("gives a category's own page the category's label and falls back to the sidebar", () => {
    const labels = sectionLabels({
      docs: [
        { type: "link", label: "Intro", href: "/docs" },
        {
          type: "category",
          label: "Examples",
          href: "/docs/examples",
          items: [
            {
              type: "category",
              label: "Deep",
              items: [{ type: "link", label: "A", href: "/docs/examples/a" }],
            },
          ],
        },
      ],
    });
    expect(Object.fromEntries(labels)).toEqual({
      "/docs": "Docs",
      "/docs/examples": "Examples",
      "/docs/examples/a": "Examples",
    });
  });
});

describe("planSearchAssets", () => {
  it("names every file after its content, so caches never serve a stale one", () => {
    const [latest, older] = indexes();
    if (!latest || !older) throw new Error("fixture indexes missing");
    const first = planSearchAssets([latest, older], ".DocSearch{}");
    expect(first.indexUrls["1.14"]).toMatch(
      /^\/static\/search\/index-1\.14-[0-9a-f]{16}\/manifest\.json$/,
    );
    expect(first.stylesheetUrl).toMatch(/^\/static\/search\/docsearch-[0-9a-f]{16}\.css$/);
    expect(planSearchAssets([latest, older], ".DocSearch{}")).toEqual(first);
    const renamed = latest.pages.map((page, index) =>
      index === 0 ? { ...page, title: "New" } : page,
    );
    const changed = planSearchAssets([{ ...latest, pages: renamed }, older], ".DocSearch{}");
    expect(changed.indexUrls["1.14"]).not.toBe(first.indexUrls["1.14"]);
    expect(changed.indexUrls["1.13"]).toBe(first.indexUrls["1.13"]);
    // The folder of 1.13 holds exactly its sharded index, next to its manifest.
    const folder = (first.indexUrls["1.13"] ?? "").slice(1).replace("manifest.json", "");
    const inFolder = first.files.filter((entry) => entry.file.startsWith(folder));
    const sharded = shardSearchIndex(older);
    expect(inFolder.map((entry) => entry.file.slice(folder.length)).sort()).toEqual(
      [
        "manifest.json",
        ...sharded.shards.map((_, n) => `t${n}.json`),
        ...sharded.tails.flatMap((tiers, id) => tiers.map((_, k) => `x${id}-${k + 1}.json`)),
        ...sharded.dictionaries.map((_, n) => `d${n}.json`),
        ...sharded.pages.map((_, n) => `p${n}.json`),
      ].sort(),
    );
    // A version whose index did not change keeps its planned files (development replans on
    // every edit): the very same objects, not sharded again.
    const again = planSearchAssets([{ ...latest, pages: renamed }, older], ".DocSearch{}");
    const olderFiles = (assets: typeof first) =>
      assets.files.filter((entry) => entry.file.startsWith(folder));
    expect(olderFiles(again)[0]).toBe(olderFiles(changed)[0]);
    const manifest = inFolder.find((entry) => entry.file.endsWith("manifest.json"));
    expect(JSON.parse(manifest?.contents ?? "")).toEqual(sharded.manifest);
  });

  it("keeps one folder per version under development, whose files change in place", () => {
    const [latest, older] = indexes();
    if (!latest || !older) throw new Error("fixture indexes missing");
    const first = planSearchAssets([latest, older], ".DocSearch{}", "stable");
    expect(first.indexUrls).toEqual({
      "1.14": "/static/search/index-1.14-dev/manifest.json",
      "1.13": "/static/search/index-1.13-dev/manifest.json",
    });
    const renamed = latest.pages.map((page, index) =>
      index === 0 ? { ...page, title: "Renamed in development" } : page,
    );
    const changed = planSearchAssets(
      [{ ...latest, pages: renamed }, older],
      ".DocSearch{}",
      "stable",
    );
    // The configuration the pages read is the same; the files under it are not.
    expect(changed.indexUrls).toEqual(first.indexUrls);
    expect(changed.stylesheetUrl).toBe(first.stylesheetUrl);
    const contents = (assets: typeof first) => assets.files.map((file) => file.contents).join("");
    expect(contents(changed)).toContain("Renamed in development");
    expect(contents(first)).not.toContain("Renamed in development");
  });
});
