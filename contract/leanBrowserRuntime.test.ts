import fs from "node:fs";
import path from "node:path";
import { leanBrowserRuntime } from "../src/node/gatsby/leanBrowserRuntime";
import { createBrowserResolver } from "./standIns/browserResolver";
import { requestsOf } from "./standIns/importedNames";
import { parseModule } from "./standIns/syntax";

type Config = { resolve: { alias: Record<string, string> } };

function run(stage: string): Config[] {
  const configs: Config[] = [];
  const call = leanBrowserRuntime as unknown as (args: {
    stage: string;
    actions: { setWebpackConfig(config: Config): void };
  }) => void;
  call({ stage, actions: { setWebpackConfig: (config) => configs.push(config) } });
  return configs;
}

// Real paths throughout: node_modules may be a link to another folder, and webpack and Node
// name a module by its real path.
const siteDir = fs.realpathSync(path.join(__dirname, ".."));
const gatsbyDir = fs.realpathSync(path.join(siteDir, "node_modules", "gatsby"));
const standInsDir = path.join(siteDir, "src", "browser", "leanRuntime");
const installed = createBrowserResolver({ siteDir, gatsbyDir, standIns: {} });

describe("leanBrowserRuntime", () => {
  const [config, ...more] = run("build-javascript");
  const alias = config?.resolve.alias ?? {};

  it("gives webpack one table of aliases, each for a module matched exactly", () => {
    expect(more).toEqual([]);
    expect(Object.keys(alias).length).toBeGreaterThan(0);
    for (const key of Object.keys(alias)) expect(key).toMatch(/\$$/);
  });

  it("replaces modules the installed packages have, spelt as webpack sees them", () => {
    const missing: string[] = [];
    for (const key of Object.keys(alias)) {
      const module = key.slice(0, -1);
      if (path.isAbsolute(module)) {
        // A file of .cache is Gatsby's copy of its cache-dir, where the original must be;
        // any other file is named by its real path, as Gatsby requires it.
        const inCache = module.startsWith(path.join(siteDir, ".cache") + path.sep);
        const original = inCache
          ? installed.resolve(path.join(siteDir, "package.json"), {
              specifier: installed.installedFile(module),
              syntax: "esm",
            }).file
          : module;
        const real = original && fs.existsSync(original) ? fs.realpathSync(original) : null;
        if (!real || !real.startsWith(gatsbyDir + path.sep) || (!inCache && real !== module))
          missing.push(key);
      } else {
        const { file } = installed.resolve(path.join(siteDir, "package.json"), {
          specifier: module,
          syntax: "esm",
        });
        if (!file || !file.includes(`${path.sep}node_modules${path.sep}${module}${path.sep}`))
          missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it("points every alias at a module of src/browser/leanRuntime", () => {
    for (const target of Object.values(alias)) {
      expect(fs.existsSync(target)).toBe(true);
      expect(path.dirname(fs.realpathSync(target))).toBe(standInsDir);
    }
  });

  it("uses every stand-in of src/browser/leanRuntime", () => {
    // A module there is an alias's target, or a part a target loads: a stand-in no alias names
    // is an alias deleted (or a stand-in left behind).
    const targets = Object.values(alias).map((target) => fs.realpathSync(target));
    const used = new Set<string>();
    const use = (file: string) => {
      if (used.has(file)) return;
      used.add(file);
      const { requests } = requestsOf(parseModule(file, fs.readFileSync(file, "utf8")));
      for (const { specifier, syntax } of requests) {
        if (!specifier.startsWith(".")) continue;
        const part = installed.resolve(file, { specifier, syntax }).file;
        if (part) use(part);
      }
    };
    targets.forEach(use);
    const modules = fs
      .readdirSync(standInsDir)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(standInsDir, name));
    expect(modules.filter((file) => !used.has(file))).toEqual([]);
  });

  it("leaves the HTML renderer and the development bundle alone", () => {
    expect(run("build-html")).toEqual([]);
    expect(run("develop")).toEqual([]);
    expect(run("develop-html")).toEqual([]);
  });
});
