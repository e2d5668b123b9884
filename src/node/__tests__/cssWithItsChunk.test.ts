import { keepCssWithItsChunk } from "../gatsby/cssWithItsChunk";

describe("keepCssWithItsChunk", () => {
  it("limits Gatsby's `styles` group to the first load's chunks", () => {
    const config = {
      optimization: {
        splitChunks: { cacheGroups: { styles: { name: "styles", enforce: true }, commons: {} } },
      },
    };
    expect(keepCssWithItsChunk(config)).toBe(true);
    expect(config.optimization.splitChunks.cacheGroups.styles).toEqual({
      name: "styles",
      enforce: true,
      chunks: "initial",
    });
  });

  it("says so when Gatsby's configuration has no such group", () => {
    expect(keepCssWithItsChunk({ optimization: { splitChunks: { cacheGroups: {} } } })).toBe(false);
    expect(keepCssWithItsChunk({ optimization: { splitChunks: false } })).toBe(false);
    expect(keepCssWithItsChunk({})).toBe(false);
  });
});
