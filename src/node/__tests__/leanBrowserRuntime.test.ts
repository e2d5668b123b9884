import fs from "node:fs";
import path from "node:path";
import { leanBrowserRuntime } from "../gatsby/leanBrowserRuntime";

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

const gatsbyDir = path.join(process.cwd(), "node_modules", "gatsby");

describe("leanBrowserRuntime", () => {
  const alias = run("build-javascript")[0]?.resolve.alias ?? {};

  it("replaces modules Gatsby really has, in the paths its browser bundle requires them by", () => {
    // The .cache copies are made from cache-dir at each build: the originals must exist.
    const originals: Record<string, string> = {
      partytown: path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js"),
      head: path.join(gatsbyDir, "cache-dir", "head", "head-export-handler-for-browser.js"),
    };
    for (const file of Object.values(originals)) expect(fs.existsSync(file)).toBe(true);
    const keys = Object.keys(alias);
    expect(keys).toContain(`${originals.partytown}$`);
    expect(keys).toContain(
      `${path.join(process.cwd(), ".cache", "head", "head-export-handler-for-browser")}$`,
    );
  });

  it("points every alias at a module of src/browser/leanRuntime", () => {
    for (const target of Object.values(alias)) {
      expect(target).toContain(path.join("src", "browser", "leanRuntime"));
      expect(fs.existsSync(target)).toBe(true);
    }
  });

  it("leaves the HTML renderer and the development bundle alone", () => {
    expect(run("build-html")).toEqual([]);
    expect(run("develop")).toEqual([]);
    expect(run("develop-html")).toEqual([]);
  });
});
