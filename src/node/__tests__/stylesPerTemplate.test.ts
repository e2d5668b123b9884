import type { CreateWebpackConfigArgs } from "gatsby";
import { stylesPerTemplate } from "../gatsby/stylesPerTemplate";

function configFor(stage: string): unknown[] {
  const set: unknown[] = [];
  const args = { stage, actions: { setWebpackConfig: (config: unknown) => set.push(config) } };
  stylesPerTemplate?.(args as unknown as CreateWebpackConfigArgs, { plugins: [] }, () => undefined);
  return set;
}

describe("stylesPerTemplate", () => {
  afterEach(() => {
    delete process.env.LEVERS_OFF;
  });

  it("turns Gatsby's one-stylesheet cache group off in the browser build only", () => {
    expect(configFor("build-javascript")).toEqual([
      { optimization: { splitChunks: { cacheGroups: { styles: false } } } },
    ]);
    for (const stage of ["build-html", "develop", "develop-html"])
      expect(configFor(stage)).toEqual([]);
  });

  it("leaves Gatsby's cache group as it is when the lever is off", () => {
    process.env.LEVERS_OFF = "styles-per-template";
    expect(configFor("build-javascript")).toEqual([]);
  });
});
