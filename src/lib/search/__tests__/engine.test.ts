import { createSearchEngine } from "../engine";
import { queryWords, termsOfWord } from "../tokenize";
import { fixtureIndex } from "./fixtureIndex";

const engine = createSearchEngine(fixtureIndex);
const urls = (query: string) => engine.search(query).map((result) => result.page.url);

describe("tokenize", () => {
  it("indexes API names whole and by their parts", () => {
    expect(termsOfWord("setPinpoints")).toEqual(["setpinpoints", "set", "pinpoints"]);
    expect(termsOfWord("types.LivemapProps")).toEqual([
      "types.livemapprops",
      "types",
      "livemapprops",
      "livemap",
      "props",
    ]);
    expect(termsOfWord("image_url")).toEqual(["image_url", "image", "url"]);
  });

  it("keeps every query word whole", () => {
    expect(queryWords("  setPinpoints types.LivemapProps (map)")).toEqual([
      "setpinpoints",
      "types.livemapprops",
      "map",
    ]);
  });
});

describe("search engine", () => {
  it("ranks the page named after an exact API identifier first", () => {
    expect(urls("setPinpoints")[0]).toBe("/docs/flutter/LivemapController/setPinpoints");
    expect(urls("onMapClick")[0]).toBe("/docs/flutter/Livemap/onMapClick");
    expect(urls("types.LivemapProps")[0]).toBe("/docs/react-native/interfaces/types.LivemapProps");
  });

  it("matches a prefix as the reader types, and a typo", () => {
    expect(urls("setPin")[0]).toBe("/docs/flutter/LivemapController/setPinpoints");
    expect(urls("setPinponts")[0]).toBe("/docs/flutter/LivemapController/setPinpoints");
  });

  it("finds an identifier by one of its parts", () => {
    expect(urls("LivemapProps")).toContain("/docs/react-native/interfaces/types.LivemapProps");
  });

  it("boosts titles over headings over text", () => {
    // "pinpoint" is the Android page's title, a heading on the Flutter page, text elsewhere.
    const results = engine.search("pinpoint");
    expect(results[0]?.page.url).toBe("/docs/android/Model/Pinpoint");
    const heading = engine
      .search("parameters")
      .flatMap((result) => result.hits)
      .find((hit) => hit.section?.anchor === "parameters");
    expect(heading?.matchedIn).toBe("title");
  });

  it("requires every word, and falls back to any word when none has them all", () => {
    expect(urls("pinpoint dart")).toEqual(["/docs/flutter/LivemapController/setPinpoints"]);
    expect(urls("dart xqzjvwk")).toEqual(["/docs/flutter/LivemapController/setPinpoints"]);
  });

  it("groups hits by page with the page's own hit first", () => {
    const [first] = engine.search("pinpoints", { hitsPerPage: 2 });
    expect(first?.page.url).toBe("/docs/flutter/LivemapController/setPinpoints");
    expect(first?.hits).toHaveLength(2);
    expect(first?.hits[0]?.section).toBeUndefined();
    expect(first?.hits[1]?.page).toBe(first?.page);
  });

  it("finds nothing for a nonsense word", () => {
    expect(engine.search("xqzjvwk")).toEqual([]);
    expect(engine.search("   ")).toEqual([]);
  });
});
