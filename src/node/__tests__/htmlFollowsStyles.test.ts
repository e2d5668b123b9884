import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { htmlFollowsStyles, stylesheetDigest } from "../gatsby/htmlFollowsStyles";

function siteSources(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "styles-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("stylesheetDigest", () => {
  const sources = {
    "theme/global.css": ":root { --radius: 6px; }",
    "theme/Footer/styles.module.css": ".footer { padding: 1rem; }",
    "theme/Footer/index.tsx": "export default function Footer() {}",
  };

  it("is the same for the same stylesheets, wherever they sit", () => {
    expect(stylesheetDigest(siteSources(sources))).toBe(stylesheetDigest(siteSources(sources)));
  });

  it("changes with a stylesheet's content, a new stylesheet or a moved one", () => {
    const digest = stylesheetDigest(siteSources(sources));
    const changed = { ...sources, "theme/global.css": ":root { --radius: 7px; }" };
    expect(stylesheetDigest(siteSources(changed))).not.toBe(digest);
    const added = { ...sources, "theme/TOC/styles.module.css": ".toc {}" };
    expect(stylesheetDigest(siteSources(added))).not.toBe(digest);
    const { "theme/global.css": moved, ...rest } = sources;
    expect(stylesheetDigest(siteSources({ ...rest, "theme/base.css": moved }))).not.toBe(digest);
  });

  it("ignores everything but stylesheets", () => {
    const digest = stylesheetDigest(siteSources(sources));
    const code = {
      ...sources,
      "theme/Footer/index.tsx": "export default function Footer() { return null; }",
    };
    expect(stylesheetDigest(siteSources(code))).toBe(digest);
  });
});

describe("htmlFollowsStyles", () => {
  function run(stage: string) {
    const config = { output: { path: "/public", publicPath: "/" }, mode: "production" };
    const replaced: unknown[] = [];
    htmlFollowsStyles?.(
      {
        stage,
        getConfig: () => config,
        actions: { replaceWebpackConfig: (next: unknown) => replaced.push(next) },
      } as never,
      {} as never,
      () => undefined,
    );
    return replaced;
  }

  it("salts the HTML renderer's hashes with the stylesheets' digest, keeping the rest", () => {
    const [config] = run("build-html") as Array<{ output: Record<string, unknown>; mode: string }>;
    expect(config?.output).toEqual({
      path: "/public",
      publicPath: "/",
      hashSalt: stylesheetDigest(path.join(process.cwd(), "src")),
    });
    expect(config?.mode).toBe("production");
  });

  it.each([["build-javascript"], ["develop"], ["develop-html"], ["build-stage"]])(
    "leaves the %s stage alone",
    (stage) => {
      expect(run(stage)).toEqual([]);
    },
  );
});
