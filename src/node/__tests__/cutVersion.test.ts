import fs from "node:fs";
import path from "node:path";
import { buildDocsModel } from "../model/docsModel";
import { cutVersion } from "../versions/cutVersion";
import { copyFixture, fixtureRawDocs, projectRoot } from "../__fixtures__/fixtureSite";

function snapshotTree(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .sort()
    .map((file) => {
      const full = path.join(root, file);
      return fs.statSync(full).isFile() ? `${file}:${fs.readFileSync(full, "utf8")}` : file;
    });
}

describe("cutVersion", () => {
  it("freezes the current docs and sidebars and makes content/docs the new version", () => {
    const root = copyFixture();
    const result = cutVersion({ contentRoot: root, projectRoot, newVersion: "1.15" });
    expect(result.manifest).toEqual({ current: "1.15", archived: ["1.14", "1.13"] });
    expect(
      fs.existsSync(path.join(root, "versioned_docs/version-1.14/android/Callbacks/AddMarker.mdx")),
    ).toBe(true);
    expect(
      fs.readFileSync(path.join(root, "versioned_sidebars/version-1.14-sidebars.json"), "utf8"),
    ).toBe(fs.readFileSync(path.join(root, "sidebars.json"), "utf8"));
    const model = buildDocsModel({
      projectRoot,
      contentRoot: root,
      rawDocs: fixtureRawDocs(root),
      includeDrafts: false,
    });
    const urls = model.docs.map((doc) => doc.permalink);
    expect(urls).toContain("/docs/1.14/android/Callbacks/AddMarker");
    expect(urls).toContain("/docs/android/Callbacks/AddMarker");
    expect(model.versions.map((version) => [version.name, version.path])).toEqual([
      ["1.15", "/docs"],
      ["1.14", "/docs/1.14"],
      ["1.13", "/docs/1.13"],
    ]);
  });

  it.each([
    ["1.14", "Version 1.14 exists already (versions: 1.14, 1.13)."],
    ["1.13", "Version 1.13 exists already (versions: 1.14, 1.13)."],
    ["1.2", "Version 1.2 must be newer than the current version 1.14."],
    ["v1.15", '"v1.15" is not a version name: use MAJOR.MINOR, such as 1.15.'],
    ["1.15.0", '"1.15.0" is not a version name: use MAJOR.MINOR, such as 1.15.'],
  ])("refuses %s and changes nothing", (name, message) => {
    const root = copyFixture();
    const before = snapshotTree(root);
    expect(() => cutVersion({ contentRoot: root, projectRoot, newVersion: name })).toThrow(message);
    expect(snapshotTree(root)).toEqual(before);
  });

  it("leaves nothing half-done when copying fails", () => {
    const root = copyFixture();
    const before = snapshotTree(root);
    const copyDir = (from: string, to: string) => {
      fs.cpSync(from, to, { recursive: true });
      throw new Error("disk full");
    };
    expect(() =>
      cutVersion({ contentRoot: root, projectRoot, newVersion: "1.15", copyDir }),
    ).toThrow("disk full");
    expect(snapshotTree(root)).toEqual(before);
  });
});
