import { fixtureRawDocs, fixtureRoot } from "../__fixtures__/fixtureSite";
import type { MdxNode } from "../gatsby/loadModel";

function nodes(digest: string): MdxNode[] {
  return fixtureRawDocs().map((raw) => ({
    id: raw.nodeId,
    frontmatter: raw.frontmatter,
    internal: { contentFilePath: raw.absolutePath, contentDigest: digest },
  }));
}

describe("loadModel", () => {
  it("builds the model once per set of docs and again when a doc changes", () => {
    process.env.WEMAP_CONTENT_DIR = fixtureRoot;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { loadModel } = require("../gatsby/loadModel") as typeof import("../gatsby/loadModel");
      const first = loadModel(nodes("a"));
      expect(loadModel([...nodes("a")].reverse())).toBe(first);
      const changed = loadModel(nodes("b"));
      expect(changed).not.toBe(first);
      expect(changed.docs.map((doc) => doc.permalink)).toEqual(
        first.docs.map((doc) => doc.permalink),
      );
    });
    delete process.env.WEMAP_CONTENT_DIR;
  });
});
