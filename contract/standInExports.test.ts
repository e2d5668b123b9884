import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteRuntimeAliases } from "../src/node/gatsby/leanBrowserRuntime";
import type { PluginEntry } from "./standIns/browserEntries";
import { checkStandInExports } from "./standIns/standInExports";

const siteDir = path.join(__dirname, "..");
const gatsbyDir = fs.realpathSync(path.join(siteDir, "node_modules", "gatsby"));

/**
 * gatsby-config's plugins, those it adds for a production build with analytics included: the
 * browser bundle can contain each one's browser file.
 */
async function configuredPlugins(): Promise<PluginEntry[]> {
  const saved = process.env;
  process.env = { ...saved, NODE_ENV: "production", GA_MEASUREMENT_ID: "G-STANDINS" };
  try {
    let plugins: PluginEntry[] = [];
    await jest.isolateModulesAsync(async () => {
      plugins = ((await import("../gatsby-config")).default.plugins ?? []) as PluginEntry[];
    });
    return plugins;
  } finally {
    // gatsby-config sets GATSBY_ANALYTICS in the environment it is given: this copy.
    process.env = saved;
  }
}

describe("the stand-ins of the production browser bundle", () => {
  let plugins: PluginEntry[];
  beforeAll(async () => {
    plugins = await configuredPlugins();
  });

  it("reads every plugin gatsby-config can add", () => {
    const names = plugins.map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve));
    expect(names).toEqual(
      expect.arrayContaining([
        "gatsby-plugin-preact",
        "gatsby-plugin-react-helmet",
        "gatsby-plugin-google-gtag",
      ]),
    );
  });

  it("export every name the bundle's modules import from the modules they replace", () => {
    const aliases = siteRuntimeAliases();
    const { problems, bundle } = checkStandInExports({ siteDir, gatsbyDir, aliases, plugins });
    expect(problems).toEqual([]);
    // Every alias is met, and Gatsby's runtime is read: its entry asks the router for names.
    expect([...bundle.standInRequests.keys()].sort()).toEqual(Object.keys(aliases).sort());
    expect(bundle.demands).toContainEqual(
      expect.objectContaining({
        importer: path.join(gatsbyDir, "cache-dir", "production-app.js"),
        name: "BaseContext",
      }),
    );
  }, 180_000);

  it("names an export of a stand-in that nothing in the bundle imports", () => {
    const aliases = siteRuntimeAliases();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stand-ins-"));
    try {
      const link = path.join(dir, "gatsbyLink.ts");
      fs.writeFileSync(
        link,
        `${fs.readFileSync(aliases["gatsby-link$"] ?? "", "utf8")}\nexport const unused = 1;\n`,
      );
      aliases["gatsby-link$"] = link;
      const { problems } = checkStandInExports({ siteDir, gatsbyDir, aliases, plugins });
      expect(problems).toEqual([
        `The stand-in ${link} exports "unused", which no module of the browser bundle imports from gatsby-link: remove it`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("names the importer, the name and the stand-in when a stand-in lacks one", () => {
    const aliases = siteRuntimeAliases();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stand-ins-"));
    try {
      const router = path.join(dir, "router.ts");
      fs.writeFileSync(router, "export function pick() {}\n");
      aliases["@gatsbyjs/reach-router$"] = router;
      const { problems } = checkStandInExports({ siteDir, gatsbyDir, aliases, plugins });
      expect(problems).toContain(
        `node_modules/gatsby/cache-dir/production-app.js:3 imports "BaseContext" from ` +
          `@gatsbyjs/reach-router; its stand-in ${router} does not export it`,
      );
      expect(problems).toContainEqual(
        expect.stringMatching(/cache-dir\/navigation\.js:\d+ imports "globalHistory"/),
      );
      expect(problems.join("\n")).not.toMatch(/"pick"/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("checks what the real modules import once their alias is gone", () => {
    // The scroll handler has no stand-in: gatsby-react-router-scroll (CommonJS) is in the bundle
    // and asks the router's stand-in for useLocation.
    const aliases = siteRuntimeAliases();
    expect(aliases["gatsby-react-router-scroll$"]).toBeUndefined();
    const { problems, bundle } = checkStandInExports({ siteDir, gatsbyDir, aliases, plugins });
    expect(problems).toEqual([]);
    expect(bundle.demands).toContainEqual(
      expect.objectContaining({
        importer: expect.stringMatching(/gatsby-react-router-scroll\/use-scroll-restoration\.js$/),
        name: "useLocation",
        standIn: expect.objectContaining({ module: "@gatsbyjs/reach-router" }),
      }),
    );
  }, 180_000);
});

// The small site's own packages, real modules its stand-ins replace. Its sources name them
// through `quoted`: dependencies.test.ts reads the import statements in this file's text for
// packages the project must declare, and these are the small site's.
const ROUTER = "@fake/router";
const SCRIPT = "fake-script";
const quoted = (specifier: string) => JSON.stringify(specifier);

/** Writes the files (by path under `dir`) of a small site, with a Gatsby of its own. */
function writeSite(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

describe("checkStandInExports", () => {
  let site: string;
  beforeAll(() => {
    site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "stand-in-site-")));
    const pkg = (name: string, fields: object = {}) =>
      JSON.stringify({ name, version: "1.0.0", ...fields });
    writeSite(site, {
      "package.json": pkg("site"),
      "node_modules/gatsby/package.json": pkg("gatsby", { main: "cache-dir/entry.js" }),
      // Gatsby's runtime: an ES module, a relative CommonJS require, a browser entry.
      "node_modules/gatsby/cache-dir/production-app.js": [
        `import { Router, Missing } from ${quoted(ROUTER)};`,
        'if (process.env.OFFLINE) require("./register-thing");',
      ].join("\n"),
      "node_modules/gatsby/cache-dir/polyfill-entry.js": "",
      "node_modules/gatsby/cache-dir/register-thing.js": "export {};\n",
      "node_modules/gatsby/cache-dir/never-loaded.js": "export {};\n",
      "node_modules/gatsby/cache-dir/gatsby-browser-entry.js": [
        `export * from ${quoted(SCRIPT)};`,
        "export const graphql = () => {};",
      ].join("\n"),
      // An internal plugin's browser file, compiled by Babel.
      "node_modules/gatsby/dist/internal-plugins/thing/gatsby-browser.js": [
        '"use strict";',
        `var _router = require(${quoted(ROUTER)});`,
        "exports.onClientEntry = () => (0, _router.extra)();",
      ].join("\n"),
      // The real modules.
      "node_modules/@fake/router/package.json": pkg("@fake/router"),
      "node_modules/@fake/router/index.js": [
        '"use strict";',
        "exports.__esModule = true;",
        "exports.Router = exports.Missing = exports.extra = void 0;",
      ].join("\n"),
      "node_modules/fake-script/package.json": pkg("fake-script", { module: "index.mjs" }),
      "node_modules/fake-script/index.mjs": "export const Script = 1, ScriptStrategy = 2;\n",
      // A configured plugin that asks for a name the real module does not have.
      "node_modules/fake-plugin/package.json": pkg("fake-plugin"),
      "node_modules/fake-plugin/gatsby-browser.js": [
        `const { Router, useThing } = require(${quoted(ROUTER)});`,
        "exports.onRouteUpdate = () => [Router, useThing];",
      ].join("\n"),
      // The site: a page taking gatsby-script's name through `gatsby`.
      "src/pages/index.tsx": [
        'import { Script, graphql, type PageProps } from "gatsby";',
        "export default function Page(props: PageProps) { return [Script, graphql, props]; }",
      ].join("\n"),
      "src/node/build.ts": `import { NotBrowser } from ${quoted(ROUTER)};\nvoid NotBrowser;\n`,
      "standIns/router.ts": "export const Router = 1;\nexport type Missing = string;\n",
      "standIns/script.ts": "export const ScriptStrategy = 2;\n",
      "standIns/nothing.ts": "export {};\n",
    });
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it("reports each name a stand-in lacks, each alias of no use, each name no module has", () => {
    const standIn = (name: string) => path.join(site, "standIns", name);
    const { problems } = checkStandInExports({
      siteDir: site,
      gatsbyDir: path.join(site, "node_modules", "gatsby"),
      aliases: {
        "@fake/router$": standIn("router.ts"),
        "fake-script$": standIn("script.ts"),
        [`${path.join(site, ".cache", "register-thing")}$`]: standIn("nothing.ts"),
        [`${path.join(site, ".cache", "never-loaded")}$`]: standIn("nothing.ts"),
        "gone-module$": standIn("nothing.ts"),
      },
      plugins: ["fake-plugin"],
    });
    expect(problems.sort()).toEqual(
      [
        `node_modules/gatsby/cache-dir/production-app.js:1 imports "Missing" from @fake/router; its stand-in standIns/router.ts does not export it`,
        `node_modules/gatsby/dist/internal-plugins/thing/gatsby-browser.js:3 imports "extra" from @fake/router; its stand-in standIns/router.ts does not export it`,
        `src/pages/index.tsx:1 imports "Script" from node_modules/gatsby/cache-dir/gatsby-browser-entry.js, which passes on fake-script with export *; its stand-in standIns/script.ts does not export it`,
        `node_modules/fake-plugin/gatsby-browser.js:1 imports "useThing" from @fake/router, which does not export it either: the importers read are wrong`,
        `The alias gone-module$ replaces a module the installed packages do not have (renamed, or removed?): gone-module`,
        `The alias ${path.join(site, ".cache", "never-loaded")}$ catches no request of the browser bundle: the runtime no longer loads the module it replaces (renamed?)`,
        // Exported, but asked of the real module by no one: code kept for no reader.
        `The stand-in standIns/script.ts exports "ScriptStrategy", which no module of the browser bundle imports from fake-script: remove it`,
      ].sort(),
    );
  });
});
