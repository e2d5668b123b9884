import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteInputFiles, staticInputFiles } from "../gatsby/siteInputs";
import { projectRoot } from "../__fixtures__/fixtureSite";

describe("the inputs gatsby develop watches besides the docs", () => {
  it("are the versions, every sidebars file, the site configuration, the invention check's facts and what the examples compile against", () => {
    const files = siteInputFiles().map((file) => path.relative(projectRoot, file));
    expect(files).toEqual(
      expect.arrayContaining([
        "content/versions.json",
        "content/sidebars.json",
        "content/versioned_sidebars/version-1.13-sidebars.json",
        "site.config.ts",
        "data/wemap-sdk-facts.json",
        "data/api-names-allow-list.json",
        "data/code-vocabulary.json",
        "code-examples/package-lock.json",
        "code-examples/declarations/globals/livemap-js-sdk.d.ts",
        "code-examples/contexts/react-native.d.ts",
      ]),
    );
    const checkedInStatic = (file: string) => file.startsWith("static/");
    const declaration = (file: string) =>
      file.startsWith("code-examples/") && file.endsWith(".d.ts");
    expect(
      files.every(
        (file) =>
          file.endsWith(".json") ||
          file === "site.config.ts" ||
          checkedInStatic(file) ||
          declaration(file),
      ),
    ).toBe(true);
  });

  it("include what createPages checks in static/: every file (its name, type and links) and every link", () => {
    expect(siteInputFiles().map((file) => path.relative(projectRoot, file))).toEqual(
      expect.arrayContaining(["static/img/favicon.svg"]),
    );
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "static-inputs-"));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    fs.writeFileSync(path.join(outside, "evil.svg"), "<svg onload='x'/>");
    fs.mkdirSync(path.join(root, "img"));
    for (const file of ["img/a.svg", "img/a.png", "demo.html", "feed.xml"]) {
      fs.writeFileSync(path.join(root, file), "x");
    }
    fs.symlinkSync(outside, path.join(root, "linked"));
    fs.symlinkSync(path.join(outside, "gone.png"), path.join(root, "img/gone.png"));
    expect(staticInputFiles(root).map((file) => path.relative(root, file))).toEqual([
      "demo.html",
      "feed.xml",
      path.join("img", "a.png"),
      path.join("img", "a.svg"),
      path.join("img", "gone.png"),
      "linked",
    ]);
  });
});
