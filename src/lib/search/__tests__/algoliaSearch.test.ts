import { groupAlgoliaHits, partsOfHighlight, searchAlgolia } from "../algoliaSearch";

const backend = {
  kind: "algolia" as const,
  appId: "APP1",
  apiKey: "public-key",
  indexName: "wemap",
};

function algoliaHit(url: string, lvl2: string | null, snippet: string) {
  const [page] = url.split("#");
  return {
    objectID: url,
    url,
    url_without_anchor: page,
    type: lvl2 ? "lvl2" : "lvl1",
    anchor: null,
    content: null,
    hierarchy: {
      lvl0: "Flutter",
      lvl1: "setPinpoints method",
      lvl2,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl1: { value: "<mark>setPinpoints</mark> method" },
        ...(lvl2 ? { lvl2: { value: lvl2 } } : {}),
      },
    },
    _snippetResult: { content: { value: snippet } },
  };
}

describe("hosted search for the search page", () => {
  it("turns Algolia's escaped highlights back into text runs", () => {
    expect(partsOfHighlight("a &lt;b&gt; <mark>set&amp;Pin</mark> &#x27;c&#39;")).toEqual([
      { text: "a <b> ", marked: false },
      { text: "set&Pin", marked: true },
      { text: " 'c'", marked: false },
    ]);
  });

  it("groups hits by page in the order of their best hit", () => {
    const groups = groupAlgoliaHits([
      algoliaHit("https://developers.getwemap.com/docs/a", null, "intro"),
      algoliaHit("https://developers.getwemap.com/docs/b#x", "X", "b text"),
      algoliaHit(
        "https://developers.getwemap.com/docs/a#params",
        "Parameters",
        "the <mark>pinpoints</mark>",
      ),
    ] as never);
    expect(groups.map((group) => group.url)).toEqual([
      "https://developers.getwemap.com/docs/a",
      "https://developers.getwemap.com/docs/b",
    ]);
    expect(groups[0]?.title).toEqual([
      { text: "setPinpoints", marked: true },
      { text: " method", marked: false },
    ]);
    expect(groups[0]?.entries[1]).toEqual({
      url: "https://developers.getwemap.com/docs/a#params",
      heading: [{ text: "Parameters", marked: false }],
      snippet: [
        { text: "the ", marked: false },
        { text: "pinpoints", marked: true },
      ],
    });
  });

  it("queries the Algolia host of the app with the version as a facet filter", async () => {
    const fetchImpl = jest.fn(async () => ({
      ok: true,
      json: async () => ({ results: [{ hits: [algoliaHit("/docs/a", null, "x")] }] }),
    }));
    const groups = await searchAlgolia(
      backend,
      "setPin",
      "1.13",
      fetchImpl as unknown as typeof fetch,
    );
    expect(groups).toHaveLength(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://APP1-dsn.algolia.net/1/indexes/*/queries");
    expect(init.headers).toMatchObject({
      "x-algolia-application-id": "APP1",
      "x-algolia-api-key": "public-key",
    });
    expect(JSON.parse(String(init.body)).requests[0]).toMatchObject({
      indexName: "wemap",
      query: "setPin",
      facetFilters: ["version:1.13"],
    });
  });

  it("fails with the status when Algolia refuses", async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 403 }));
    await expect(
      searchAlgolia(backend, "x", undefined, fetchImpl as unknown as typeof fetch),
    ).rejects.toThrow("The search service answered 403.");
  });
});
