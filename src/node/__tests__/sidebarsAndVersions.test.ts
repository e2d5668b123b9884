import fs from "node:fs";
import path from "node:path";
import { copyFixture, fixtureModel, projectRoot } from "../__fixtures__/fixtureSite";

const model = (root: string) => fixtureModel(root);
const shown = (root: string, file: string) => path.relative(projectRoot, path.join(root, file));
const writeJson = (root: string, file: string, data: unknown) =>
  fs.writeFileSync(path.join(root, file), JSON.stringify(data));

/** The message the model refuses the copy at `root` with; a model built is a failure. */
function failureOf(root: string): string {
  try {
    model(root);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the model was built, though the sidebars are wrong");
}

describe("sidebars that would be silently wrong are refused", () => {
  it("refuses an empty category, naming the file, the item and what is expected", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", {
      about: ["about"],
      docs: ["index", { type: "category", label: "iOS", items: [] }],
    });
    expect(() => model(root)).toThrow(
      `${shown(root, "sidebars.json")}:\n  - docs[1]: the category "iOS" is empty: give it items or a "link" to a doc, or remove it`,
    );
  });

  it("refuses a doc twice in one sidebar and a doc in two sidebars, each at its place", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", {
      about: ["about", "index"],
      docs: [
        "index",
        {
          type: "category",
          label: "Android",
          link: "android/getting-started",
          items: ["android/Callbacks/AddMarker", "android/getting-started"],
        },
      ],
    });
    const message = failureOf(root);
    expect(message).toContain(
      '- docs[0]: the doc "index" is already placed at about[1]; a doc has one place (its previous/next and breadcrumbs). To link to it from here too, write { "type": "ref", "id": "index" }',
    );
    expect(message).toContain(
      '- docs[1].items[1]: the doc "android/getting-started" is already placed at docs[1].link;',
    );
  });

  it("lets a ref link to a doc placed elsewhere, outside previous/next", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", {
      about: ["about", { type: "ref", id: "index", label: "All docs" }],
      docs: ["index", "android/getting-started"],
    });
    const built = model(root);
    expect(built.sidebars["1.14"]?.about?.[1]).toEqual({
      type: "link",
      label: "All docs",
      href: "/docs",
    });
    expect(built.navigation.get("/docs/about")).toEqual({ sidebar: "about", breadcrumbs: [] });
    expect(built.navigation.get("/docs")?.sidebar).toBe("docs");
  });
});

describe("platform sections", () => {
  const androidCategory = (platform: unknown, nested: unknown = undefined) => ({
    type: "category",
    label: "Android",
    ...(platform === undefined ? {} : { platform }),
    link: "android/getting-started",
    items: [
      {
        type: "category",
        label: "Callbacks",
        ...(nested === undefined ? {} : { platform: nested }),
        items: ["android/Callbacks/AddMarker"],
      },
    ],
  });

  it("are the top-level categories marked platform, for each version, and stay out of the sidebar", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", { about: ["about"], docs: ["index", androidCategory(true)] });
    const built = model(root);
    expect(built.platformSections["1.14"]).toEqual(["Android"]);
    // The 1.13 sidebars file marks none: each version reads its own file.
    expect(built.platformSections["1.13"]).toEqual([]);
    expect(JSON.stringify(built.sidebars["1.14"])).not.toContain("platform");
  });

  it("refuses the mark on a nested category, naming the item", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", {
      about: ["about"],
      docs: ["index", androidCategory(undefined, true)],
    });
    expect(() => model(root)).toThrow(
      `${shown(root, "sidebars.json")}:\n  - docs[1].items[0].platform: the category "Callbacks" is inside another one and cannot be marked "platform": a page's section is the top-level category that holds it, so mark that category instead`,
    );
  });

  it("refuses a mark that is not true, naming the field and what it must be", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", { about: ["about"], docs: ["index", androidCategory("yes")] });
    expect(() => model(root)).toThrow(
      `${shown(root, "sidebars.json")}:\n  - docs[1].platform: Invalid input: expected true (received "yes")`,
    );
  });
});

describe("an item that is none of the shapes", () => {
  it("is reported as the shape it came closest to, field by field", () => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", {
      about: ["about"],
      docs: ["index", { type: "doc" }, { type: "link", label: "GitHub", href: 42 }],
    });
    const message = failureOf(root);
    expect(message).toContain("- docs[1].id: Invalid input: expected string, received undefined");
    expect(message).toContain(
      "- docs[2].href: Invalid input: expected string, received number (received 42)",
    );
  });

  it.each([
    [42, "42"],
    [null, "null"],
    [["intro"], '["intro"]'],
  ])("says what an item may be when it has none of the shapes (%j)", (item, shownItem) => {
    const root = copyFixture();
    writeJson(root, "sidebars.json", { about: ["about"], docs: ["index", item] });
    expect(failureOf(root)).toContain(
      `- docs[1]: Invalid input: expected string or object (received ${shownItem})`,
    );
  });

  it("stays one problem on the item when two shapes come equally close", () => {
    const root = copyFixture();
    // A doc and a ref both lack only their id: neither is closer, so the item is named whole.
    writeJson(root, "sidebars.json", { about: ["about"], docs: ["index", { id: 7 }] });
    expect(() => model(root)).toThrow(/- docs\[1\]: Invalid input \(received \{"id":7\}\)/);
  });
});

describe("sidebar links", () => {
  it.each(["javascript:alert(1)", "//evil.example.org", "data:text/html,x"])(
    "refuse %j, naming the item",
    (href) => {
      const root = copyFixture();
      writeJson(root, "sidebars.json", {
        about: ["about", { type: "link", label: "Bad", href }],
        docs: ["index", "android/getting-started"],
      });
      expect(() => model(root)).toThrow(
        `${shown(root, "sidebars.json")}:\n  - about[1].href: must be a full http(s):// URL, mailto:, tel: or a site path starting with / (received ${JSON.stringify(href)})`,
      );
    },
  );
});

describe("versions.json and the version folders must agree", () => {
  it("refuses archived docs and sidebars that versions.json does not list", () => {
    const root = copyFixture();
    fs.cpSync(
      path.join(root, "versioned_docs/version-1.13"),
      path.join(root, "versioned_docs/version-1.12"),
      { recursive: true },
    );
    fs.copyFileSync(
      path.join(root, "versioned_sidebars/version-1.13-sidebars.json"),
      path.join(root, "versioned_sidebars/version-1.12-sidebars.json"),
    );
    expect(() => model(root)).toThrow(
      `${shown(root, "versions.json")}:\n  - archived: the folder ${shown(root, "versioned_docs/version-1.12")} holds version 1.12, which versions.json does not list: add "1.12" to "archived" or remove the folder\n  - archived: the file ${shown(root, "versioned_sidebars/version-1.12-sidebars.json")} holds the sidebars of version 1.12, which versions.json does not list: add "1.12" to "archived" or remove the file`,
    );
  });

  it("refuses a listed version with no docs folder, naming the folder", () => {
    const root = copyFixture();
    writeJson(root, "versions.json", { current: "1.14", archived: ["1.13", "1.11"] });
    fs.copyFileSync(
      path.join(root, "versioned_sidebars/version-1.13-sidebars.json"),
      path.join(root, "versioned_sidebars/version-1.11-sidebars.json"),
    );
    expect(() => model(root)).toThrow(
      `${shown(root, "versions.json")}:\n  - archived: version 1.11 is listed but its docs folder ${shown(root, "versioned_docs/version-1.11")} does not exist`,
    );
  });

  it("never ends a message with an empty list of valid ids", () => {
    const root = copyFixture();
    for (const file of fs.readdirSync(path.join(root, "versioned_docs/version-1.13"), {
      recursive: true,
    })) {
      const target = path.join(root, "versioned_docs/version-1.13", String(file));
      if (fs.statSync(target).isFile()) fs.rmSync(target);
    }
    expect(() => model(root)).toThrow(
      `- docs[0]: no doc has the id "index": this version has no docs in ${shown(root, "versioned_docs/version-1.13")}`,
    );
  });
});
