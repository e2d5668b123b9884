import { assembleInDevelop } from "./helpers/developAssembly";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DocsModel } from "../model/docsModel";
import { fixtureRoot, projectRoot } from "../__fixtures__/fixtureSite";

/** A throwaway project whose content folder is the fixture site. */
function fixtureProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-develop-"));
  fs.cpSync(fixtureRoot, path.join(root, "content"), { recursive: true });
  fs.mkdirSync(path.join(root, "static"));
  fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true });
  return root;
}

/** What `gatsby develop`'s createPages assembles from that project. */
function developSite(root: string, lastModel?: DocsModel) {
  return assembleInDevelop(root, { lenientSidebars: { lastParsed: new Map() }, lastModel });
}

describe("gatsby develop while a sidebar names a missing doc", () => {
  it("deletes and renames take effect, and every page shows the sidebar's error", async () => {
    const root = fixtureProject();
    const docs = path.join(root, "content", "docs");
    const good = await developSite(root);
    expect(good.pages.map(({ page }) => page.path)).toContain("/docs/android/Callbacks/AddMarker");

    fs.writeFileSync(
      path.join(root, "content", "sidebars.json"),
      JSON.stringify({ about: ["about"], docs: ["index", "nope/missing"] }),
    );
    fs.rmSync(path.join(docs, "android", "Callbacks", "AddMarker.mdx"));
    fs.renameSync(path.join(docs, "android"), path.join(docs, "kotlin"));
    // The last good model, which development used to fall back on, is at hand but not used.
    const site = await developSite(root, good.model);
    const paths = site.pages.map(({ page }) => page.path);
    expect(paths).toContain("/docs/kotlin/getting-started");
    expect(paths).not.toContain("/docs/android/getting-started");
    expect(paths).not.toContain("/docs/android/Callbacks/AddMarker");
    const sidebarError = expect.objectContaining({
      file: "content/sidebars.json",
      message: expect.stringContaining('docs[1]: no doc has the id "nope/missing"'),
      severity: "error",
    });
    expect(site.problems).toContainEqual(sidebarError);
    expect(site.pages.length).toBeGreaterThan(0);
    for (const { content } of site.pages) expect(content.problems).toContainEqual(sidebarError);
  });
});
