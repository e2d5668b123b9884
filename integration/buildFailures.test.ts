import fs from "node:fs";
import path from "node:path";
import { build, edit, makeSiteCopy, removeSiteCopy, writeDoc } from "./siteCopy";

let dir: string;
beforeEach(() => {
  dir = makeSiteCopy();
});
afterEach(() => removeSiteCopy(dir));

/** The build must stop (non-zero exit) and say what is wrong, where. */
function expectBuildToFail(...messages: (string | RegExp)[]): void {
  const { status, output } = build(dir);
  expect(status).not.toBe(0);
  for (const message of messages) {
    if (typeof message === "string") expect(output).toContain(message);
    else expect(output).toMatch(message);
  }
}

describe("gatsby build refuses broken input", () => {
  it("fails on a link to a doc file that does not exist, naming file and line", () => {
    writeDoc(
      dir,
      "docs/about/index.mdx",
      "About Wemap",
      "Intro.\n\nSee [the guide](../android/nope.mdx).",
    );
    expectBuildToFail("broken link", "content/docs/about/index.mdx:7 → ../android/nope.mdx");
  });

  it("fails on a link to an anchor that does not exist", () => {
    writeDoc(
      dir,
      "docs/about/index.mdx",
      "About Wemap",
      "See [install](../android/getting-started.mdx#setup).",
    );
    expectBuildToFail("/docs/android/getting-started has no anchor #setup");
  });

  it("fails on a sidebar that names a missing doc, listing the valid ids", () => {
    edit(dir, "content/sidebars.json", (text) => text.replace('"about"]', '"about", "aboutt"]'));
    expectBuildToFail("content/sidebars.json:", 'no doc has the id "aboutt"', /Valid ids: about, /);
  });

  it("fails on bad frontmatter, naming the file and the field", () => {
    fs.writeFileSync(
      path.join(dir, "content/docs/about/index.mdx"),
      "---\ntitle: About\nsidebar_position: first\n---\n\nText.\n",
    );
    expectBuildToFail(
      "content/docs/about/index.mdx:",
      "sidebar_position: Invalid input: expected number",
    );
  });

  it("fails on an unknown navbar item type, listing the allowed types", () => {
    edit(dir, "site.config.ts", (text) =>
      text.replace(
        '{ type: "search", position: "right" }',
        '{ type: "searchBox", position: "right" }',
      ),
    );
    expectBuildToFail(
      'unknown navbar item type "searchBox"',
      "Allowed types: link, doc, docSidebar",
    );
  });

  it("fails on a navbar item pointing at a doc that does not exist", () => {
    edit(dir, "site.config.ts", (text) => text.replace('docId: "about"', 'docId: "company"'));
    expectBuildToFail('navbar item "About" points at doc "company", which does not exist');
  });

  it("fails on a page module without a default export, naming the file", () => {
    fs.writeFileSync(path.join(dir, "src/pages/broken.tsx"), "export const Broken = () => null;\n");
    expectBuildToFail("created a page without a valid default export", "src/pages/broken.tsx");
  });
});
