import fs from "node:fs";
import path from "node:path";
import { toNavbarData } from "../model/clientData";
import { planDocPages } from "../pages/planDocPages";
import { copyFixture, fixtureModel, fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";

const model = fixtureModel;

describe("buildDocsModel on a two-version site", () => {
  it("serves the latest version at /docs and the older one under /docs/<version>", () => {
    const urls = model().docs.map((doc) => `${doc.version} ${doc.permalink}`);
    expect(urls).toEqual([
      "1.14 /docs",
      "1.13 /docs/1.13",
      "1.13 /docs/1.13/android/getting-started",
      "1.14 /docs/about",
      "1.14 /docs/android/Callbacks/AddMarker",
      "1.14 /docs/android/getting-started",
    ]);
  });

  it("keeps drafts out of production and in development", () => {
    expect(model().docs.some((doc) => doc.draft)).toBe(false);
    expect(model(fixtureRoot, true).docs.some((doc) => doc.id === "android/Callbacks/Draft")).toBe(
      true,
    );
  });

  it("resolves sidebar ids to labels and URLs, skipping drafts silently", () => {
    expect(model().sidebars["1.14"]?.docs).toEqual([
      { type: "link", label: "Documentation", href: "/docs", docId: "index" },
      {
        type: "category",
        label: "Android",
        href: "/docs/android/getting-started",
        items: [
          {
            type: "category",
            label: "Callbacks",
            items: [
              {
                type: "link",
                label: "AddMarker",
                href: "/docs/android/Callbacks/AddMarker",
                docId: "android/Callbacks/AddMarker",
              },
            ],
          },
          { type: "link", label: "Sample app", href: "https://github.com/wemap" },
        ],
      },
    ]);
    expect(model().sidebars["1.13"]?.docs?.[1]).toMatchObject({
      href: "/docs/1.13/android/getting-started",
    });
  });

  it("derives previous/next and breadcrumbs from the sidebar, skipping plain links", () => {
    const navigation = model().navigation;
    expect(navigation.get("/docs/android/getting-started")).toEqual({
      sidebar: "docs",
      previous: { label: "Documentation", href: "/docs" },
      next: { label: "AddMarker", href: "/docs/android/Callbacks/AddMarker" },
      breadcrumbs: [],
    });
    expect(navigation.get("/docs/android/Callbacks/AddMarker")).toEqual({
      sidebar: "docs",
      previous: { label: "Android", href: "/docs/android/getting-started" },
      breadcrumbs: [
        { label: "Android", href: "/docs/android/getting-started" },
        { label: "Callbacks" },
      ],
    });
    expect(navigation.get("/docs/about")).toEqual({ sidebar: "about", breadcrumbs: [] });
  });

  it("plans one page per doc on the one template: a small context, the content apart", () => {
    const content = (permalink: string) => ({
      title: permalink,
      description: null,
      keywords: null,
      toc: [],
      tree: [],
    });
    const pages = planDocPages(model(), "/site/src/templates/doc.tsx", content);
    const addMarker = pages.find(({ page }) => page.path === "/docs/android/Callbacks/AddMarker");
    expect(addMarker?.page).toEqual({
      path: "/docs/android/Callbacks/AddMarker",
      component: "/site/src/templates/doc.tsx",
      context: {
        docId: "android/Callbacks/AddMarker",
        version: "1.14",
        sidebar: "docs",
        previous: { label: "Android", href: "/docs/android/getting-started" },
        next: null,
        breadcrumbs: [
          { label: "Android", href: "/docs/android/getting-started" },
          { label: "Callbacks" },
        ],
        contentId: "doc-content /docs/android/Callbacks/AddMarker",
      },
    });
    const { sidebar, versionUrls, ...compiled } = addMarker?.content.doc ?? {};
    expect(addMarker?.content.problems).toEqual([]);
    expect(compiled).toEqual(content("/docs/android/Callbacks/AddMarker"));
    expect(versionUrls).toEqual({ "1.14": "/docs/android/Callbacks/AddMarker" });
    expect(sidebar?.file).toMatch(/^\/static\/sidebars\/1\.14-docs-[0-9a-f]{16}\.json$/);
    expect(JSON.stringify(sidebar?.items)).toContain("/docs/android/Callbacks/AddMarker");
    // The home page's copy of the sidebar leaves out the items of the category it is not in.
    const home = pages.find(({ page }) => page.path === "/docs");
    expect(home?.content.doc.sidebar?.items[1]).toEqual({
      type: "category",
      label: "Android",
      href: "/docs/android/getting-started",
      items: [],
      itemsLeftOut: true,
    });
    expect(home?.content.doc.sidebar?.file).toBe(sidebar?.file);
    expect(JSON.stringify(addMarker?.page.context)).not.toContain("Sample app");
  });
});

describe("what the navbar and a page know of other versions", () => {
  it("points the navbar's doc links of each version at the same doc there, else its main doc", () => {
    const latest = {
      docs: { about: "/docs/about", "android/getting-started": "/docs/android/getting-started" },
      sidebars: { docs: "/docs" },
    };
    const data = toNavbarData(model(), latest);
    expect(data.targets["1.14"]).toEqual(latest);
    expect(data.targets["1.13"]).toEqual({
      // 1.13 has no "about" doc: its main doc instead.
      docs: {
        about: "/docs/1.13",
        "android/getting-started": "/docs/1.13/android/getting-started",
      },
      sidebars: { docs: "/docs/1.13" },
    });
    // The navbar's data no longer grows with the docs: no doc URL beyond its targets.
    expect(JSON.stringify(data)).not.toContain("AddMarker");
  });

  it("gives each doc page its URL in every version that has the doc", () => {
    const content = () => ({ title: "", description: null, keywords: null, toc: [], tree: [] });
    const pages = planDocPages(model(), "/site/src/templates/doc.tsx", content);
    const urlsOf = (path: string) =>
      pages.find(({ page }) => page.path === path)?.content.doc.versionUrls;
    expect(urlsOf("/docs/1.13/android/getting-started")).toEqual({
      "1.14": "/docs/android/getting-started",
      "1.13": "/docs/1.13/android/getting-started",
    });
    expect(urlsOf("/docs/about")).toEqual({ "1.14": "/docs/about" });
  });
});

describe("buildDocsModel failures", () => {
  it("fails on a sidebar id that names no doc, listing the valid ids", () => {
    const root = copyFixture();
    const sidebars = path.join(root, "sidebars.json");
    fs.writeFileSync(sidebars, JSON.stringify({ docs: ["index", "android/Callbacks/AddMarkr"] }));
    expect(() => model(root)).toThrowErrorMatchingInlineSnapshot(`
"${path.relative(projectRoot, sidebars)}:
  - docs[1]: no doc has the id "android/Callbacks/AddMarkr". Valid ids: about, android/Callbacks/AddMarker, android/getting-started, index"
`);
  });

  it("fails on a malformed versions manifest", () => {
    const root = copyFixture();
    fs.writeFileSync(
      path.join(root, "versions.json"),
      JSON.stringify({ current: "latest", archived: [] }),
    );
    expect(() => model(root)).toThrow(/current: must be a version name of the form MAJOR\.MINOR/);
  });

  it("fails when a version's sidebars file is missing", () => {
    const root = copyFixture();
    fs.rmSync(path.join(root, "versioned_sidebars"), { recursive: true });
    expect(() => model(root)).toThrow(/version-1\.13-sidebars\.json:\n {2}- the file is missing/);
  });

  it("fails when two files would be served at the same URL", () => {
    const root = copyFixture();
    fs.writeFileSync(path.join(root, "docs", "about.mdx"), "---\ntitle: About again\n---\n\nx\n");
    expect(() => model(root)).toThrow(
      /about(\/index)?.mdx:\n {2}- is served at \/docs\/about, like .*about(\/index)?\.mdx/,
    );
  });

  it("reports every file with bad frontmatter at once", () => {
    const root = copyFixture();
    fs.writeFileSync(path.join(root, "docs", "about", "index.mdx"), "---\ndraft: yes\n---\n\nx\n");
    fs.writeFileSync(path.join(root, "docs", "index.mdx"), "---\ntitle: 3\n---\n\nx\n");
    expect(() => model(root)).toThrow(
      /\(2 files\)[\s\S]*about\/index.mdx[\s\S]*title[\s\S]*index.mdx/,
    );
  });
});
