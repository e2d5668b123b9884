import type { SearchIndexData } from "../../../node/search/indexData";
import {
  shardSearchIndex,
  type ShardedIndex,
  type ShardOptions,
} from "../../../node/search/shardedIndex";
import { createSearchEngine, type PageResult } from "../engine";
import { createShardedEngine, type ShardSource } from "../shardedEngine";
import { fixtureIndex } from "./fixtureIndex";

/** A source that serves the shards from memory and counts what a query asked for. */
function memorySource(sharded: ShardedIndex) {
  const shards: number[] = [];
  const pages: number[] = [];
  const source: ShardSource = {
    manifest: sharded.manifest,
    shard: async (index) => {
      shards.push(index);
      return sharded.shards[index] ?? {};
    },
    page: async (index) => {
      pages.push(index);
      const file = sharded.pages[index];
      if (!file) throw new Error(`no page ${index}`);
      return file;
    },
  };
  return { source, shards, pages };
}

/** What a reader sees of results: pages in order, each with its hits and their terms. */
const shown = (results: readonly PageResult[]) =>
  results.map(({ page, hits }) => ({
    url: page.url,
    hits: hits.map((hit) => ({
      anchor: hit.section?.anchor ?? null,
      matchedIn: hit.matchedIn,
      terms: [...hit.terms].sort(),
    })),
  }));

/** Tiny shards, so that the fixture spreads over many of them. */
const SMALL: ShardOptions = { shardChars: 200, maxPostings: 1000 };

const QUERIES = [
  "setPinpoints",
  "setPin",
  "setPinponts",
  "pinpoint",
  "pinpoints",
  "types.LivemapProps",
  "LivemapProps",
  "onMapClick",
  "pinpoint dart",
  "dart xqzjvwk",
  "parameters",
  "livemap",
  "map",
  "xqzjvwk",
  "z",
];

describe("the sharded engine", () => {
  it("answers every query as the in-memory MiniSearch engine does", async () => {
    const reference = createSearchEngine(fixtureIndex);
    const sharded = shardSearchIndex(fixtureIndex, SMALL);
    expect(sharded.shards.length).toBeGreaterThan(5);
    const engine = createShardedEngine(memorySource(sharded).source);
    for (const query of QUERIES) {
      expect({ query, results: shown(await engine.search(query, { hitsPerPage: 3 })) }).toEqual({
        query,
        results: shown(reference.search(query, { hitsPerPage: 3 })),
      });
      // Scores are stored with four significant digits: equal within a thousandth.
      const scores = (results: readonly PageResult[]) =>
        results.flatMap((result) => result.hits.map((hit) => hit.score));
      const expected = scores(reference.search(query));
      scores(await engine.search(query)).forEach((score, index) =>
        expect(Math.abs(score / (expected[index] ?? 0) - 1)).toBeLessThan(1e-3),
      );
    }
  });

  it("loads only the shards whose terms a query's words can match", async () => {
    const sharded = shardSearchIndex(fixtureIndex, SMALL);
    const { source, shards } = memorySource(sharded);
    await createShardedEngine(source).search("onMapClick");
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(sharded.shards.length / 2);
    // Every shard it loaded holds a term that starts with the word's first two letters.
    for (const index of shards) {
      expect(Object.keys(sharded.shards[index] ?? {}).some((term) => term.startsWith("on"))).toBe(
        true,
      );
    }
  });

  it("keeps the shards it loaded for the next queries", async () => {
    const { source, shards } = memorySource(shardSearchIndex(fixtureIndex, SMALL));
    const engine = createShardedEngine(source);
    await engine.search("setPinpoints");
    const first = shards.length;
    await engine.search("setPinpoints");
    expect(shards).toHaveLength(first);
  });

  it("loads the display data of the pages it shows only", async () => {
    const sharded = shardSearchIndex(fixtureIndex, SMALL);
    const { source, pages } = memorySource(sharded);
    const engine = createShardedEngine(source);
    const all = await engine.search("pinpoints", { hitsPerPage: 1 });
    expect(all.length).toBeGreaterThan(2);
    pages.length = 0;
    const firstTwo = await engine.search("pinpoints", { hitsPerPage: 1, maxHits: 2 });
    expect(firstTwo.map((result) => result.page.url)).toEqual(
      all.slice(0, 2).map((result) => result.page.url),
    );
    expect(pages).toHaveLength(2);
  });

  it("looks for a typo in the shards around the word, not in every shard of its letters", async () => {
    const methods: SearchIndexData = {
      version: "1.14",
      pages: Array.from({ length: 600 }, (_, n) => ({
        url: `/docs/m${n}`,
        title: `method${n}`,
        section: "Docs",
        keywords: [],
        text: "",
      })),
      sections: [],
    };
    const sharded = shardSearchIndex(methods, { shardChars: 400, maxPostings: 60 });
    const shardsOfMe = sharded.shards.filter((shard) =>
      Object.keys(shard).some((term) => term.startsWith("me")),
    );
    expect(shardsOfMe.length).toBeGreaterThan(10);
    const { source, shards } = memorySource(sharded);
    // A typo in the last letter sorts next to the terms it may stand for.
    const results = await createShardedEngine(source).search("method34r");
    expect(results.map((result) => result.page.url)).toEqual(
      expect.arrayContaining(["/docs/m34", "/docs/m345"]),
    );
    expect(shards.length).toBeLessThanOrEqual(3);
  });

  it("rejects when a shard cannot be loaded, so that the modal shows its error screen", async () => {
    const sharded = shardSearchIndex(fixtureIndex, SMALL);
    const engine = createShardedEngine({
      ...memorySource(sharded).source,
      shard: () => Promise.reject(new Error("offline")),
    });
    await expect(engine.search("zoom")).rejects.toThrow("offline");
  });
});

describe("shardSearchIndex", () => {
  /** An index where one word is on every page: its postings would grow with the site. */
  const everywhere = (pageCount: number): SearchIndexData => ({
    version: "1.14",
    pages: Array.from({ length: pageCount }, (_, n) => ({
      url: `/docs/p${n}`,
      title: `Page ${n}`,
      section: "Docs",
      keywords: [],
      text: `marker ${"word ".repeat(n % 7)}`,
    })),
    sections: [],
  });

  it("keeps the best postings of a term, so shards stop growing with the site", () => {
    const options = { shardChars: 6000, maxPostings: 20 };
    const small = shardSearchIndex(everywhere(50), options);
    const large = shardSearchIndex(everywhere(2000), options);
    const postingsOf = (sharded: ShardedIndex) =>
      sharded.shards.find((shard) => shard.marker)?.marker ?? [];
    expect(postingsOf(large)).toHaveLength(20 * 4);
    expect(postingsOf(small)).toHaveLength(20 * 4);
    // Best first: the shortest texts score highest for the word.
    const scores = postingsOf(large).filter((_, at) => at % 4 === 2);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("lists each shard's first term in order, every term in exactly one shard", () => {
    const sharded = shardSearchIndex(fixtureIndex, SMALL);
    expect(sharded.manifest.from).toEqual([...sharded.manifest.from].sort());
    sharded.shards.forEach((shard, index) => {
      const terms = Object.keys(shard);
      expect(terms[0]).toBe(sharded.manifest.from[index]);
      const next = sharded.manifest.from[index + 1];
      if (next) expect(terms.every((term) => term < next)).toBe(true);
    });
    expect(sharded.pages.map((file) => file.page)).toEqual(fixtureIndex.pages);
    expect(sharded.pages.flatMap((file) => file.sections)).toHaveLength(
      fixtureIndex.sections.length,
    );
  });
});
