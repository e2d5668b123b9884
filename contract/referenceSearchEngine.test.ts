import { editDistance, searchWords } from "../src/shared/search/queryPlan";
import type { SearchIndexData } from "../src/shared/search/indexData";
import { termsOfField } from "../src/shared/search/records";
import { queryWords, termsOfWord } from "../src/shared/search/tokenize";
import { pageHitsInOrder } from "../src/lib/search/ranking";
import { fixtureIndex } from "../src/lib/search/__tests__/fixtureIndex";
import { createSearchEngine } from "./referenceSearchEngine";

const engine = createSearchEngine(fixtureIndex);
const urls = (query: string) => engine.search(query).map((result) => result.page.url);

/** A page record of the index: a doc page with only what a test names. */
function docPage(fields: { url: string; title?: string; keywords?: string[]; text?: string }) {
  return { title: "Page", section: "Docs", keywords: [], text: "", ...fields };
}

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

  it("keeps a title's words apart from the parts of its API names", () => {
    expect(termsOfField("title", "types.LivemapProps setPinpoints method")).toEqual([
      "types.livemapprops",
      "types",
      "livemapprops",
      "setpinpoints",
      "method",
    ]);
    expect(termsOfField("titleParts", "types.LivemapProps setPinpoints method")).toEqual([
      "livemap",
      "props",
      "set",
      "pinpoints",
    ]);
    expect(termsOfField("heading", "setPinpoints")).toEqual(["setpinpoints", "set", "pinpoints"]);
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

  it("ranks pages by how many of the query's words they match, then by score", () => {
    // Only the Flutter page has both words; pages with one of them follow it.
    const both = urls("pinpoint dart");
    expect(both[0]).toBe("/docs/flutter/LivemapController/setPinpoints");
    expect(both).toEqual(expect.arrayContaining(["/docs/android/Model/Pinpoint"]));
    expect(urls("dart xqzjvwk")).toEqual(["/docs/flutter/LivemapController/setPinpoints"]);
    // A word on one page only (a rare word) does not lift a page above one with two words.
    const [first] = engine.search("pinpoint livemap dart");
    expect(first?.hits[0]?.score).toBeGreaterThan(0);
    expect(
      urls("pinpoint livemap dart").indexOf("/docs/flutter/LivemapController/setPinpoints"),
    ).toBeLessThan(
      urls("pinpoint livemap dart").indexOf("/docs/flutter/Livemap/onMapClick") + 1 || 99,
    );
  });

  it("drops words that only say how a reader asks, unless nothing else is left", () => {
    expect(searchWords("how do I add a marker on android")).toEqual(["add", "marker", "android"]);
    expect(searchWords("how to")).toEqual(["how", "to"]);
    expect(urls("how to use setPinpoints")).toEqual(urls("setPinpoints"));
  });

  it("puts a page's own hit first unless a section matched more of the words", () => {
    const page = { local: 0, matched: 1, ownMatched: 1 };
    const section = { local: 2, matched: 2, ownMatched: 2 };
    const other = { local: 1, matched: 1, ownMatched: 1 };
    expect(pageHitsInOrder([section, page, other])).toEqual([section, page, other]);
    const equal = { local: 0, matched: 2, ownMatched: 2 };
    expect(pageHitsInOrder([section, equal])).toEqual([equal, section]);
    // Ranked first on words only its outline (the section's heading) matched: the section leads.
    const byOutline = { local: 0, matched: 2, ownMatched: 1 };
    expect(pageHitsInOrder([byOutline, other, section])).toEqual([section, byOutline, other]);
  });

  it("finds a singular word from its plural, and a plural from its singular", () => {
    // "callbacks" is not in the index: read as a typo, it matches "callback".
    expect(urls("callbacks")[0]).toBe("/docs/flutter/Livemap/onMapClick");
    // "pinpoint" also matches the longer "pinpoints" as a prefix.
    expect(urls("pinpoint")).toContain("/docs/flutter/LivemapController/setPinpoints");
  });

  it("reads a word as a typo only when no index term is or starts with it", () => {
    // "pinpoints" is in the index: it does not also match "pinpoint" as a typo would.
    const exact = engine
      .search("pinpoints")
      .flatMap((result) => result.hits.flatMap((hit) => hit.terms));
    expect(exact).not.toContain("pinpoint");
    // "pinpointz" is not: it matches "pinpoint" and "pinpoints".
    expect(urls("pinpointz")).toEqual(expect.arrayContaining(["/docs/android/Model/Pinpoint"]));
    // A typo keeps its first letter: "xinpoint" is not read as "pinpoint".
    expect(urls("xinpoint")).toEqual([]);
  });

  it("counts a word by its best term, so that its many prefix matches do not add up", () => {
    // One page says "marker"; the other only has longer words that start with it, in the same
    // field. Summed, the six prefix matches outweighed the one exact match.
    const page = (url: string, title: string) => docPage({ url, title });
    const index: SearchIndexData = {
      version: "1.14",
      pages: [
        page("/docs/prefixes", "markers markerset markerlayer markericon markerstyle markerview"),
        page("/docs/marker", "marker"),
        ...Array.from({ length: 20 }, (_, n) => page(`/docs/other${n}`, `other page ${n}`)),
      ],
      sections: [],
    };
    const search = createSearchEngine(index);
    expect(search.search("marker").map((result) => result.page.url)).toEqual([
      "/docs/marker",
      "/docs/prefixes",
    ]);
  });

  it("finds a page by a frontmatter keyword its text never says, above a page that mentions it", () => {
    const page = (url: string, keywords: string[], text: string) =>
      docPage({ url, keywords, text });
    const search = createSearchEngine({
      version: "1.14",
      pages: [
        page("/docs/mentions", [], "A geofence is mentioned here in passing, among other words."),
        page("/docs/about-it", ["geofence"], "Draw an area on the map."),
      ],
      sections: [],
    });
    expect(search.search("geofence").map((result) => result.page.url)).toEqual([
      "/docs/about-it",
      "/docs/mentions",
    ]);
  });

  it("ranks a title that says a word above a title where it is part of an API name", () => {
    const page = (url: string, title: string) => docPage({ url, title });
    const search = createSearchEngine({
      version: "1.14",
      pages: [
        page("/docs/listener", "PinpointClose"),
        page("/docs/concept", "What a pinpoint is on the map"),
        ...Array.from({ length: 20 }, (_, n) => page(`/docs/other${n}`, `other page ${n}`)),
      ],
      sections: [],
    });
    expect(search.search("pinpoint").map((result) => result.page.url)).toEqual([
      "/docs/concept",
      "/docs/listener",
    ]);
    // The API name itself still finds its page first, and a part of it still finds it.
    expect(search.search("PinpointClose")[0]?.page.url).toBe("/docs/listener");
    expect(search.search("close")[0]?.page.url).toBe("/docs/listener");
  });

  it("counts two swapped neighbouring letters as one typo", () => {
    expect(editDistance("kotiln", "kotlin", 1)).toBe(1);
    expect(editDistance("kotiln", "kotlni", 1)).toBe(2);
    // "livemap" is seven letters: one edit allowed, and a swap is one.
    expect(urls("lviemap")).toContain("/docs/react-native/interfaces/types.LivemapProps");
  });

  it("groups hits by page with the page's own hit first", () => {
    const [first] = engine.search("pinpoints", { hitsPerPage: 2 });
    expect(first?.page.url).toBe("/docs/flutter/LivemapController/setPinpoints");
    expect(first?.hits).toHaveLength(2);
    expect(first?.hits[0]?.section).toBeUndefined();
    expect(first?.hits[1]?.page).toBe(first?.page);
  });

  it("ranks a page that holds for every platform above a platform's own, unless the query names it", () => {
    const routing = (url: string, section: string, platform: boolean) => ({
      ...docPage({ url, title: "Itineraries", text: "Walking itineraries between two places." }),
      section,
      ...(platform ? { platform: true as const } : {}),
    });
    const search = createSearchEngine({
      version: "1.14",
      pages: [
        routing("/docs/android/itineraries", "Android", true),
        routing("/docs/services/routing", "Services", false),
        routing("/docs/ios/itineraries", "iOS", true),
      ],
      sections: [],
    });
    const order = (query: string) => search.search(query).map((result) => result.page.url);
    expect(order("itineraries")[0]).toBe("/docs/services/routing");
    // Named, the platform's section is one more word matched: its page leads.
    expect(order("itineraries android")[0]).toBe("/docs/android/itineraries");
    expect(order("ios itineraries")[0]).toBe("/docs/ios/itineraries");
  });

  it("finds a page by its sections' headings on the page itself", () => {
    const search = createSearchEngine({
      version: "1.14",
      pages: [
        docPage({ url: "/docs/rest/pinpoints", title: "Pinpoints", text: "Read and write them." }),
        docPage({ url: "/docs/rest", title: "REST API", text: "Pinpoints, lists and events." }),
      ],
      sections: [
        { page: 0, level: 2, heading: "Endpoints", anchor: "endpoints", text: "GET and POST." },
      ],
    });
    const [first] = search.search("pinpoints endpoints");
    expect(first?.page.url).toBe("/docs/rest/pinpoints");
    // The page's own hit has both words (its title and its outline), but the section that has
    // the heading leads its places, so that Enter opens it.
    expect(first?.hits.map((hit) => hit.section?.anchor ?? "page")).toEqual(["endpoints", "page"]);
    expect(first?.hits[1]?.terms).toEqual(expect.arrayContaining(["pinpoints", "endpoints"]));
  });

  it("finds a name only fenced code shows, below a page whose prose says it, and never displays code", () => {
    const search = createSearchEngine({
      version: "1.14",
      pages: [
        docPage({ url: "/docs/flutter/options", title: "Options", text: "Pass the token." }),
        docPage({ url: "/docs/flutter/build", title: "Build", text: "Use --dart-define here." }),
        docPage({ url: "/docs/other", title: "Other", text: "Nothing about it." }),
      ],
      sections: [
        {
          page: 0,
          level: 2,
          heading: "Token",
          anchor: "token",
          text: "Run the app with the token.",
          code: "flutter run --dart-define=WEMAP_TOKEN=your-token",
        },
      ],
    });
    const results = search.search("dart-define");
    expect(results.map((result) => result.page.url)).toEqual([
      "/docs/flutter/build",
      "/docs/flutter/options",
    ]);
    const codeHit = results[1]?.hits[0];
    expect(codeHit?.section?.anchor).toBe("token");
    expect(codeHit?.section).not.toHaveProperty("code");
  });

  it("drops English's common words, and a question's, when others remain", () => {
    expect(searchWords("my calls are ignored before the map has loaded")).toEqual([
      "calls",
      "ignored",
      "map",
      "loaded",
    ]);
    expect(searchWords("why does the map not show")).toEqual(["map", "not", "show"]);
  });

  it("finds nothing for a nonsense word", () => {
    expect(engine.search("xqzjvwk")).toEqual([]);
    expect(engine.search("   ")).toEqual([]);
  });
});
