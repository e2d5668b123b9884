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

  /**
   * Answers each of Algolia's hosts as `answer` says, and records the requests. A requester
   * reports a connection that failed as status 0, as the browser's does.
   */
  function requester(answer: (host: string) => { status: number; content: string }) {
    const requests: { host: string; body: Record<string, unknown> }[] = [];
    const send = jest.fn(async (request: { url: string; data?: string }) => {
      const host = new URL(request.url).host;
      requests.push({ host, body: JSON.parse(request.data ?? "{}") as Record<string, unknown> });
      return { ...answer(host), isTimedOut: false };
    });
    return { requests, options: { requester: { send } } as never };
  }
  const found = JSON.stringify({ results: [{ hits: [algoliaHit("/docs/a", null, "x")] }] });

  it("queries the Algolia host of the app with the version as a facet filter", async () => {
    const { requests, options } = requester(() => ({ status: 200, content: found }));
    const groups = await searchAlgolia(backend, "setPin", "1.13", options);
    expect(groups).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.host).toBe("app1-dsn.algolia.net");
    expect((requests[0]?.body.requests as unknown[])[0]).toMatchObject({
      indexName: "wemap",
      query: "setPin",
      facetFilters: ["version:1.13"],
    });
  });

  it("tries the app's other hosts when one is down or failing", async () => {
    const { requests, options } = requester((host) => {
      if (host === "app1-dsn.algolia.net") return { status: 503, content: "{}" };
      if (requests.length === 2) return { status: 0, content: "connection reset" };
      return { status: 200, content: found };
    });
    const groups = await searchAlgolia(backend, "setPin", undefined, options);
    expect(groups.map((group) => group.url)).toEqual(["/docs/a"]);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.host)).size).toBe(3);
  });

  it("fails with Algolia's message when Algolia refuses", async () => {
    const { requests, options } = requester(() => ({
      status: 403,
      content: JSON.stringify({ message: "Invalid Application-ID or API key", status: 403 }),
    }));
    await expect(searchAlgolia(backend, "x", undefined, options)).rejects.toThrow(
      "Invalid Application-ID or API key",
    );
    expect(requests).toHaveLength(1);
  });
});
