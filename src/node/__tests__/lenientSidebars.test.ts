import fs from "node:fs";
import path from "node:path";
import { buildDocsModelLeniently, type LenientSidebars } from "../model/docsModel";
import { copyFixture, fixtureRawDocs, projectRoot } from "../__fixtures__/fixtureSite";

/** Development's model of a fixture copy, as `gatsby develop` builds it on each change. */
function developModel(root: string, lenient: LenientSidebars) {
  return buildDocsModelLeniently(
    { projectRoot, contentRoot: root, rawDocs: fixtureRawDocs(root), includeDrafts: true },
    lenient,
  );
}

const shown = (root: string, file: string) => path.relative(projectRoot, path.join(root, file));
const writeSidebars = (root: string, data: unknown) =>
  fs.writeFileSync(path.join(root, "sidebars.json"), JSON.stringify(data));

describe("development's docs model while a sidebars file is in error", () => {
  it("reports a sidebar id naming no doc and leaves out only that item", () => {
    const root = copyFixture();
    writeSidebars(root, {
      about: ["about"],
      docs: ["index", "nope/missing", "android/getting-started"],
    });
    const { model, sidebarErrors } = developModel(root, { lastParsed: new Map() });
    expect(sidebarErrors.map((error) => error.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${shown(root, "sidebars.json")}:\n {2}- docs\\[1\\]: no doc has the id "nope/missing"`,
        ),
      ),
    ]);
    expect(model.sidebars["1.14"]?.docs?.map((item) => item.type === "link" && item.href)).toEqual([
      "/docs",
      "/docs/android/getting-started",
    ]);
  });

  it("lets a deleted doc and a renamed folder take effect while the sidebar names a missing doc", () => {
    const root = copyFixture();
    writeSidebars(root, { about: ["about"], docs: ["index", "nope/missing"] });
    fs.rmSync(path.join(root, "docs", "android", "Callbacks", "AddMarker.mdx"));
    fs.renameSync(path.join(root, "docs", "android"), path.join(root, "docs", "kotlin"));
    const { model, sidebarErrors } = developModel(root, { lastParsed: new Map() });
    expect(sidebarErrors).toHaveLength(1);
    const latest = model.docs.filter((doc) => doc.version === "1.14").map((doc) => doc.permalink);
    expect(latest).toContain("/docs/kotlin/getting-started");
    expect(latest).not.toContain("/docs/android/getting-started");
    expect(latest).not.toContain("/docs/android/Callbacks/AddMarker");
  });

  it("reads a sidebars file that does not parse as it last parsed, against the current docs", () => {
    const root = copyFixture();
    const lenient: LenientSidebars = { lastParsed: new Map() };
    expect(developModel(root, lenient).sidebarErrors).toEqual([]);
    fs.writeFileSync(path.join(root, "sidebars.json"), '{ "docs": [ "index", ');
    fs.rmSync(path.join(root, "docs", "about"), { recursive: true });
    const { model, sidebarErrors } = developModel(root, lenient);
    expect(sidebarErrors.map((error) => error.message)).toEqual([
      expect.stringContaining(`${shown(root, "sidebars.json")}:\n  - is not valid JSON`),
      // The last good file placed the doc just deleted: reported, and left out.
      expect.stringContaining('about[0]: no doc has the id "about"'),
    ]);
    expect(model.sidebars["1.14"]?.about).toEqual([]);
    expect(model.sidebars["1.14"]?.docs?.[0]).toMatchObject({ href: "/docs" });
    expect(model.docs.map((doc) => doc.permalink)).not.toContain("/docs/about");
  });

  it("has no errors and the same sidebars as the build on a valid site", () => {
    const root = copyFixture();
    const { model, sidebarErrors } = developModel(root, { lastParsed: new Map() });
    expect(sidebarErrors).toEqual([]);
    expect(model.sidebars["1.14"]?.about).toEqual([
      { type: "link", label: "About Wemap", href: "/docs/about", docId: "about" },
    ]);
  });
});
