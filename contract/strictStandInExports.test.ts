import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteRuntimeAliases } from "../src/node/gatsby/leanBrowserRuntime";
import {
  StrictStandInExports,
  strictStandInExports,
} from "../src/node/gatsby/strictStandInExports";
import { gatsbysPackage } from "./standIns/gatsbysPackages";

interface Stats {
  compilation: { errors: Error[]; warnings: Error[] };
}
type Webpack = (
  options: Record<string, unknown>,
  done: (error: Error | null, stats?: Stats) => void,
) => void;

/** A project whose entry imports names its modules lack, from a stand-in and from others. */
function project(): { dir: string; standIn: string } {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "strict-stand-ins-")));
  const files: Record<string, string> = {
    "standIns/router.js": "export const Router = 1;\n",
    // Passes the stand-in's exports on, as Gatsby's entry does gatsby-script's.
    "entry-point.js": 'export * from "./standIns/router.js";\nexport const graphql = 2;\n',
    "real.js": "export const real = 3;\n",
    "index.js": [
      'import { Router, BaseContext } from "./standIns/router.js";',
      'import { Script, graphql } from "./entry-point.js";',
      'import { real, unreal } from "./real.js";',
      "console.log(Router, BaseContext, Script, graphql, real, unreal);",
    ].join("\n"),
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return { dir, standIn: path.join(dir, "standIns", "router.js") };
}

function compile(dir: string, plugins: unknown[]): Promise<Stats["compilation"]> {
  const webpack = gatsbysPackage<Webpack>("webpack");
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: "development",
        devtool: false,
        context: dir,
        entry: "./index.js",
        output: { path: path.join(dir, "out") },
        plugins,
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats.compilation)),
    ),
  );
}

const messages = (problems: Error[]) => problems.map((problem) => problem.message);

describe("StrictStandInExports", () => {
  let built: { dir: string; standIn: string };
  beforeAll(() => {
    built = project();
  });
  afterAll(() => fs.rmSync(built.dir, { recursive: true, force: true }));

  it("makes a name missing from a stand-in, or from a module passing one on, an error", async () => {
    const { errors, warnings } = await compile(built.dir, [
      new StrictStandInExports([built.standIn]),
    ]);
    const standIn = path.relative(process.cwd(), built.standIn);
    const importer = path.relative(process.cwd(), path.join(built.dir, "index.js"));
    expect(messages(errors)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${importer}:4:\\d+ imports a name that ${standIn}, .*stand-in.*export 'BaseContext'`,
          "s",
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${importer}:4:\\d+ imports a name that ${standIn}, .*export 'Script'.*entry-point`,
          "s",
        ),
      ),
    ]);
    // The error says which module imports the name.
    expect(
      errors.map((error) => (error as { module?: { resource?: string } }).module?.resource),
    ).toEqual([path.join(built.dir, "index.js"), path.join(built.dir, "index.js")]);
    // A name missing from a module that is no stand-in stays webpack's warning.
    expect(messages(warnings)).toEqual([expect.stringContaining("export 'unreal'")]);
  }, 60_000);

  it("leaves webpack's warnings as they are without it", async () => {
    const { errors, warnings } = await compile(built.dir, []);
    expect(errors).toEqual([]);
    expect(messages(warnings)).toHaveLength(3);
  }, 60_000);
});

describe("strictStandInExports", () => {
  function run(stage: string): unknown[] {
    const configs: unknown[] = [];
    const call = strictStandInExports as unknown as (args: {
      stage: string;
      actions: { setWebpackConfig(config: unknown): void };
    }) => void;
    call({ stage, actions: { setWebpackConfig: (config) => configs.push(config) } });
    return configs;
  }

  it("watches every stand-in of the production browser bundle, by its real path", () => {
    const [config] = run("build-javascript") as [{ plugins: StrictStandInExports[] }];
    const [plugin] = config.plugins;
    const watched = (plugin as unknown as { standIns: Set<string> }).standIns;
    expect([...watched].sort()).toEqual(
      Object.values(siteRuntimeAliases())
        .map((file) => fs.realpathSync(file))
        .sort(),
    );
  });

  it("leaves the other stages alone, where the real modules are", () => {
    for (const stage of ["develop", "develop-html", "build-html"]) expect(run(stage)).toEqual([]);
  });
});
