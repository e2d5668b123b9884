import path from "node:path";
import { siteInputFiles } from "../gatsby/siteInputs";
import { projectRoot } from "../__fixtures__/fixtureSite";

describe("the inputs gatsby develop watches besides the docs", () => {
  it("are the versions, every sidebars file and the site configuration", () => {
    const files = siteInputFiles().map((file) => path.relative(projectRoot, file));
    expect(files).toEqual(
      expect.arrayContaining([
        "content/versions.json",
        "content/sidebars.json",
        "content/versioned_sidebars/version-1.13-sidebars.json",
        "site.config.ts",
      ]),
    );
    expect(files.every((file) => file.endsWith(".json") || file === "site.config.ts")).toBe(true);
  });
});
