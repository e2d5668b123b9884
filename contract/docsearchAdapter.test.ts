import type { DocSearchHit } from "@docsearch/react";
import { memoryShardSource } from "../tools/search/shardSources";
import { shardSearchIndex } from "../src/node/search/shardedIndex";
import { createShardedEngine } from "../src/lib/search/shardedEngine";
import {
  createLocalSearch,
  MODAL_PAGES,
  TYPING_PAUSE_MS,
  withErrorScreen,
  withResultsListener,
  type Search,
} from "../src/lib/search/docsearchClient";
import { toDocSearchHit, toDocSearchHits } from "../src/lib/search/docsearchHits";
import { createSearchEngine } from "./referenceSearchEngine";
import { escapeHtml, markMatches, snippetOf, toHtml } from "../src/lib/search/highlight";
import { fixtureIndex } from "../src/lib/search/__tests__/fixtureIndex";

const engine = createSearchEngine(fixtureIndex);
const search = createLocalSearch(() => Promise.resolve(engine));

async function hitsFor(
  query: string,
  extra: Record<string, unknown> = {},
): Promise<DocSearchHit[]> {
  const response = (await search({
    requests: [{ query, indexName: "wemap-docs-1.14", ...extra }],
  } as Parameters<Search>[0])) as unknown as {
    results: { hits: DocSearchHit[]; nbHits: number }[];
  };
  return response.results[0]?.hits ?? [];
}

/** Every string DocSearch may inject as HTML: highlights, snippets, and (for recent searches) the hierarchy and content. */
function injectedHtml(hit: DocSearchHit): string[] {
  const levels = ["lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
  return [
    hit._snippetResult.content.value,
    hit._highlightResult.content.value,
    ...levels.map((level) => hit._snippetResult.hierarchy[level].value),
    ...levels.map((level) => hit._highlightResult.hierarchy[level].value),
    ...levels.map((level) => hit.hierarchy[level] ?? ""),
    hit.content ?? "",
  ];
}

describe("highlight", () => {
  it("marks whole words that matched, by any of their indexed terms", () => {
    expect(markMatches("Call setPinpoints(list) now", ["pinpoints"])).toEqual([
      { text: "Call ", marked: false },
      { text: "setPinpoints", marked: true },
      { text: "(list) now", marked: false },
    ]);
  });

  it("cuts a snippet around the first match with ellipses", () => {
    const text = "one two three four five six seven eight nine ten eleven twelve";
    const snippet = snippetOf(text, ["nine"], 4);
    expect(snippet.map((part) => part.text).join("")).toBe("…eight nine ten eleven…");
    expect(snippet.find((part) => part.marked)?.text).toBe("nine");
  });

  it("escapes every character of text and adds only <mark>", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    expect(
      toHtml([
        { text: "<b>", marked: true },
        { text: " & ", marked: false },
      ]),
    ).toBe("<mark>&lt;b&gt;</mark> &amp; ");
  });
});

describe("local search client for DocSearch", () => {
  it("answers with hits in the shape DocSearch renders", async () => {
    const [page, parameters] = await hitsFor("pinpoints");
    expect(page).toMatchObject({
      objectID: "1.14:/docs/flutter/LivemapController/setPinpoints",
      url: "/docs/flutter/LivemapController/setPinpoints",
      url_without_anchor: "/docs/flutter/LivemapController/setPinpoints",
      type: "lvl1",
      anchor: null,
      hierarchy: {
        lvl0: "Flutter",
        lvl1: "setPinpoints method",
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    expect(page?._highlightResult.hierarchy.lvl1.value).toBe("<mark>setPinpoints</mark> method");
    expect(page?._highlightResult.hierarchy.lvl0).toEqual({
      value: "Flutter",
      matchLevel: "none",
      matchedWords: [],
    });
    expect(page?._snippetResult.content.value).toContain("<mark>pinpoints</mark>");
    expect(parameters?.url_without_anchor).toBe(page?.url);
    expect(parameters?.url).toMatch(/^\/docs\/flutter\/LivemapController\/setPinpoints#/);
  });

  it("types a section hit by where it matched: its heading (lvlN) or its text (content)", async () => {
    const [heading] = (await hitsFor("parameters")).filter((hit) => hit.anchor === "parameters");
    expect(heading).toMatchObject({
      type: "lvl2",
      anchor: "parameters",
      url: "/docs/flutter/LivemapController/setPinpoints#parameters",
      hierarchy: { lvl1: "setPinpoints method", lvl2: "Parameters", lvl3: null },
    });
    const [content] = (await hitsFor("coordinates name")).filter((hit) => hit.anchor);
    expect(content).toMatchObject({
      type: "content",
      anchor: "keys-of-a-pinpoint",
      hierarchy: { lvl2: "Parameters", lvl3: "Keys of a pinpoint" },
    });
    expect(content?._snippetResult.content.value).toContain("<mark>coordinates</mark>");
  });

  it("cuts snippets to the length DocSearch asks for", async () => {
    const [hit] = await hitsFor("dart", { attributesToSnippet: ["content:4"] });
    expect(hit?._snippetResult.content.value).toBe("…you build in <mark>Dart</mark>.");
  });

  it("never hands DocSearch markup from the index or the query, only its own <mark>", async () => {
    const hits = await hitsFor("<img src=x onerror=alert(1)>");
    const html = hits.flatMap(injectedHtml).join("\n");
    expect(hits.length).toBeGreaterThan(0);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    const amp = await hitsFor("taps");
    expect(amp[0]?._snippetResult.content.value).toContain("map &amp; not");
  });

  it("keeps the group title (lvl0) as text, since DocSearch renders it only as text", () => {
    const page = fixtureIndex.pages[4];
    if (!page) throw new Error("fixture page missing");
    const hit = toDocSearchHit({ page, matchedIn: "title", terms: ["types"], score: 1 }, "1.14");
    expect(hit.hierarchy.lvl0).toBe("React Native & <Expo>");
    expect(hit._highlightResult.hierarchy.lvl0.value).toBe("React Native & <Expo>");
    expect(hit.hierarchy.lvl1).toBe("types module");
  });

  it("reports the number of hits of each answered query", async () => {
    const seen: [string, number][] = [];
    const listened = withResultsListener(search, (query, nbHits) => seen.push([query, nbHits]));
    await listened({ requests: [{ query: "xqzjvwk", indexName: "i" }] } as Parameters<Search>[0]);
    await listened({
      requests: [{ query: "onMapClick", indexName: "i" }],
    } as Parameters<Search>[0]);
    expect(seen[0]).toEqual(["xqzjvwk", 0]);
    expect(seen[1]?.[0]).toBe("onMapClick");
    expect(seen[1]?.[1]).toBeGreaterThan(0);
  });
});

describe("typing", () => {
  it("searches once the typing pauses: the prefixes typed on the way load nothing", async () => {
    const asked: string[] = [];
    const typed = createLocalSearch(async () => ({
      version: "1.14",
      search: (query: string) => (asked.push(query), engine.search(query)),
    }));
    const request = (query: string) =>
      typed({ requests: [{ query, indexName: "i" }] } as Parameters<Search>[0]);
    let earlierSettled = false;
    void request("pi").then(() => (earlierSettled = true));
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS / 3));
    void request("pinp").then(() => (earlierSettled = true));
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS / 3));
    const last = (await request("pinpoint")) as unknown as { results: { nbHits: number }[] };
    expect(asked).toEqual(["pinpoint"]);
    expect(last.results[0]?.nbHits).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS));
    // DocSearch shows only the newest answer; the superseded ones never settle.
    expect(earlierSettled).toBe(false);
  });
});

describe("withErrorScreen", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const request = { requests: [{ query: "map", indexName: "i" }] } as Parameters<Search>[0];

  it("settles a failed search with no hits, then hands DocSearch a RetryError", async () => {
    const failing = withErrorScreen(() => Promise.reject(new Error("index request failed")));
    const handler = jest.fn((error: unknown) => {
      throw error;
    });
    const response = await failing(request).catch(handler);
    expect(response).toMatchObject({ results: [{ hits: [], nbHits: 0 }] });
    expect(handler).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(handler).toHaveBeenCalledTimes(1);
    const error = handler.mock.calls[0]?.[0] as Error;
    expect(error.name).toBe("RetryError");
    expect(error.message).toBe("index request failed");
  });

  it("drops the report of a failure when a newer search has started", async () => {
    const failing = withErrorScreen(() => Promise.reject(new Error("offline")));
    const handler = jest.fn();
    const first = failing(request).catch(handler);
    void failing(request).catch(jest.fn());
    await first;
    jest.runAllTimers();
    expect(handler).not.toHaveBeenCalled();
  });

  it("passes successful answers through", async () => {
    jest.useRealTimers();
    const ok = withErrorScreen(search);
    const response = (await ok({
      requests: [{ query: "onMapClick", indexName: "i" }],
    } as Parameters<Search>[0])) as unknown as { results: { nbHits: number }[] };
    expect(response.results[0]?.nbHits).toBeGreaterThan(0);
  });
});

describe("the modal's order of pages", () => {
  it("keeps the ranking's order when a section comes back after another one", () => {
    const [android, flutter] = [fixtureIndex.pages[1], fixtureIndex.pages[0]];
    if (!android || !flutter) throw new Error("fixture pages");
    const result = (page: typeof android) => ({
      page,
      hits: [{ page, matchedIn: "title" as const, terms: [], score: 1 }],
    });
    const secondAndroid = { ...android, url: "/docs/android/Other" };
    const hits = toDocSearchHits(
      [result(android), result(flutter), result(secondAndroid)],
      "1.14",
      20,
    );
    const titles = hits.map((hit) => hit.hierarchy.lvl0);
    // DocSearch groups by this key in order of first appearance: three groups, in rank order.
    expect(new Set(titles).size).toBe(3);
    expect(titles.map((title) => title.replace(/\u2060/g, ""))).toEqual([
      "Android",
      "Flutter",
      "Android",
    ]);
    expect(hits.map((hit) => hit._highlightResult.hierarchy.lvl0.value)).toEqual(titles);
  });
});

describe("a query the reader typed past", () => {
  it("loads no display file once a newer query started, and never settles", async () => {
    const sharded = shardSearchIndex(fixtureIndex);
    const log: string[] = [];
    const source = memoryShardSource(sharded, log);
    let releaseShard: () => void = () => undefined;
    const shardGate = new Promise<void>((resolve) => (releaseShard = resolve));
    const engine = createShardedEngine({
      ...source,
      // The first query's shard arrives only after the reader typed the next key.
      shard: async (index) => (await shardGate, source.shard(index)),
    });
    const typed = createLocalSearch(async () => engine);
    const request = (query: string) =>
      typed({ requests: [{ query, indexName: "i" }] } as Parameters<Search>[0]);
    let firstSettled = false;
    void request("pinpoint").then(
      () => (firstSettled = true),
      () => (firstSettled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS * 1.5));
    const second = request("setPinpoints");
    releaseShard();
    await second;
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS));
    expect(firstSettled).toBe(false);
    const pagesOfPinpointOnly = shardedPagesOf("pinpoint").filter(
      (page) => !shardedPagesOf("setPinpoints").includes(page),
    );
    expect(pagesOfPinpointOnly.length).toBeGreaterThan(0);
    for (const page of pagesOfPinpointOnly) expect(log).not.toContain(`p${page}`);
  });
});

/** The pages the reference finds for a query, as page-file numbers. */
function shardedPagesOf(query: string): number[] {
  return engine
    .search(query, { maxPages: MODAL_PAGES })
    .map((result) => fixtureIndex.pages.findIndex((page) => page.url === result.page.url));
}
