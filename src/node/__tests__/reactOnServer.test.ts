import fs from "node:fs";
import path from "node:path";
import { reactOnServer } from "../gatsby/reactOnServer";

type Config = { resolve: { alias: Record<string, string> } };

function run(stage: string): Config[] {
  const configs: Config[] = [];
  const call = reactOnServer as unknown as (args: {
    stage: string;
    actions: { setWebpackConfig(config: Config): void };
  }) => void;
  call({ stage, actions: { setWebpackConfig: (config) => configs.push(config) } });
  return configs;
}

describe("reactOnServer", () => {
  it.each(["build-html", "develop-html"])("points React back at React for %s", (stage) => {
    const alias = run(stage)[0]?.resolve.alias ?? {};
    for (const name of ["react", "react-dom"]) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(alias[name] ?? "", "package.json"), "utf8"),
      ) as { name: string };
      expect(manifest.name).toBe(name);
    }
    expect(alias["react/jsx-runtime"]).toMatch(/[\\/]react[\\/]jsx-runtime\.js$/);
  });

  it("leaves the browser bundle to Preact", () => {
    expect(run("build-javascript")).toEqual([]);
    expect(run("develop")).toEqual([]);
  });
});
