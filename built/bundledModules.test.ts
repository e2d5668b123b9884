import fs from "node:fs";
import path from "node:path";
import { TOUCHPOINTS } from "../contract/gatsbyTouchpoints";
import {
  ALLOWED_USES,
  DOCUMENTED_GATSBY_NAMES,
  PLATFORM_NAMES,
  SITE_OWN_NAMES,
} from "../contract/internals/allowedNames";
import { uncoveredUses } from "../contract/internals/coverage";
import { findInternalUses } from "../contract/internals/findInternalUses";
import { siteSources } from "../contract/internals/siteSources";
import { gatsbyVocabulary } from "../contract/internals/vocabulary";
import { DEPLOY_OUTPUT_FOLDER, SOURCE_MAPS_FOLDER } from "../src/node/deploy/deployOutput";

/**
 * The site's modules in the bundles a reader is served, read from the build's own record of
 * them: the source maps `npm test`'s build writes beside its output (WRITE_SOURCE_MAPS=1). Each
 * module of the site a bundle holds must be one the finder of Gatsby internals reads
 * (contract/gatsbyInternalUses.test.ts), and its text as bundled must use no internal that the
 * touchpoints do not cover for it: a module reaching the browser from a folder the finder does
 * not read, or a use the table lacks, fails here.
 */

const root = process.cwd();
const publicDir = path.join(root, "public");
const mapsDir = path.join(root, DEPLOY_OUTPUT_FOLDER, SOURCE_MAPS_FOLDER);

interface SourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
}

/** The project-relative path of a bundled module, or undefined for a package's or Gatsby's. */
function siteModule(source: string): string | undefined {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  if (relative.startsWith("webpack/") || relative.includes("node_modules/")) return undefined;
  if (relative.startsWith(".cache/") || !/\.(c|m)?[jt]sx?$/.test(relative)) return undefined;
  return relative.replace(/\?.*$/, "");
}

/**
 * The site's modules the build's bundles hold. The maps folder holds this build's maps only (the
 * build empties it first); public/ may still hold an earlier build's bundles.
 */
function bundledSiteModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const mapName of fs.readdirSync(mapsDir).filter((name) => name.endsWith(".js.map"))) {
    const map = JSON.parse(fs.readFileSync(path.join(mapsDir, mapName), "utf8")) as SourceMap;
    map.sources.forEach((source, index) => {
      const file = siteModule(source);
      const text = map.sourcesContent?.[index];
      if (file && typeof text === "string") modules.set(file, text);
    });
  }
  return modules;
}

const describeWithMaps = fs.existsSync(mapsDir) ? describe : describe.skip;

describeWithMaps("the site's modules in the served bundles", () => {
  let modules: Map<string, string>;
  let internal: Set<string>;
  beforeAll(() => {
    modules = bundledSiteModules();
    internal = gatsbyVocabulary(
      path.join(root, "node_modules"),
      path.join(root, "package.json"),
    ).internal;
  }, 120_000);

  it("are read from the maps of every script the pages load", () => {
    for (const page of ["index.html", "docs/getting-started/index.html", "search/index.html"]) {
      const html = fs.readFileSync(path.join(publicDir, page), "utf8");
      const scripts = [...html.matchAll(/<script[^>]* src="\/([^"?]+\.js)"/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts)
        expect(fs.existsSync(path.join(mapsDir, `${script}.map`))).toBe(true);
    }
  });

  it("are read from the build's source maps", () => {
    expect(modules.size).toBeGreaterThan(100);
    expect([...modules.keys()]).toEqual(
      expect.arrayContaining(["gatsby-browser.tsx", "site.config.ts", "src/templates/doc.tsx"]),
    );
  });

  it("are each a module the finder of Gatsby internals reads", () => {
    const read = new Set(siteSources(root));
    expect([...modules.keys()].filter((file) => !read.has(file))).toEqual([]);
  });

  it("use, as bundled, no Gatsby internal the touchpoints do not cover", () => {
    const allowed = new Set([
      ...Object.keys(DOCUMENTED_GATSBY_NAMES),
      ...Object.keys(PLATFORM_NAMES),
      ...SITE_OWN_NAMES,
    ]);
    const uses = [...modules].flatMap(([file, text]) => findInternalUses(file, text, internal));
    expect(uncoveredUses(uses, TOUCHPOINTS, allowed, ALLOWED_USES)).toEqual([]);
  });
});

test("npm test's build writes the source maps this reads", () => {
  // Outside `npm test` (a build without WRITE_SOURCE_MAPS=1) the checks above are skipped.
  if (process.env.CI) expect(fs.existsSync(mapsDir)).toBe(true);
});
