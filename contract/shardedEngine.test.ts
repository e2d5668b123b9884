import type { SearchIndexData } from "../src/shared/search/indexData";
import {
  DEFAULT_SHARD_OPTIONS,
  shardSearchIndex,
  type ShardedIndex,
  type ShardOptions,
} from "../src/node/search/shardedIndex";
import type { PageResult } from "../src/lib/search/engineTypes";
import { createSearchEngine } from "./referenceSearchEngine";
import { createShardedEngine } from "../src/lib/search/shardedEngine";
import type { ShardSource } from "../src/shared/search/shardFormat";
import { editDistance } from "../src/shared/search/queryPlan";
import { memoryShardSource } from "../tools/search/shardSources";
import { fixtureIndex } from "../src/lib/search/__tests__/fixtureIndex";

/** A source that serves the files from memory and lists what a query asked for. */
function memorySource(sharded: ShardedIndex) {
  const log: string[] = [];
  const shards: number[] = [];
  const pages: number[] = [];
  const inner = memoryShardSource(sharded, log);
  const source: ShardSource = {
    ...inner,
    shard: (index) => (shards.push(index), inner.shard(index)),
    page: (index) => (pages.push(index), inner.page(index)),
  };
  return { source, log, shards, pages };
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
const SMALL: ShardOptions = { shardChars: 200, headPostings: 2, maxTierPostings: 4 };

const QUERIES = [
  "setPinpoints",
  "setPin",
  "setPinponts",
  "lviemap",
  "pin",
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
      // Scores are stored with five significant digits: equal within a ten-thousandth.
      const scores = (results: readonly PageResult[]) =>
        results.flatMap((result) => result.hits.map((hit) => hit.score));
      const expected = scores(reference.search(query));
      scores(await engine.search(query)).forEach((score, index) =>
        expect(Math.abs(score / (expected[index] ?? 0) - 1)).toBeLessThan(2e-4),
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
    const all = await engine.search("pinpoint", { hitsPerPage: 1 });
    expect(all.length).toBeGreaterThan(2);
    pages.length = 0;
    const firstTwo = await engine.search("pinpoint", { hitsPerPage: 1, maxHits: 2 });
    expect(firstTwo.map((result) => result.page.url)).toEqual(
      all.slice(0, 2).map((result) => result.page.url),
    );
    expect(pages).toHaveLength(2);
  });

  it("looks for a typo among the terms of its first letter, and loads only their shards", async () => {
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
    const sharded = shardSearchIndex(methods, { ...DEFAULT_SHARD_OPTIONS, shardChars: 400 });
    const shardsOfMe = sharded.shards.filter((shard) =>
      Object.keys(shard).some((term) => term.startsWith("me")),
    );
    expect(shardsOfMe.length).toBeGreaterThan(10);
    const { source, shards, log } = memorySource(sharded);
    const results = await createShardedEngine(source).search("method34r");
    expect(results.map((result) => result.page.url)).toEqual(
      expect.arrayContaining(["/docs/m34", "/docs/m345"]),
    );
    expect(log.filter((name) => name.startsWith("d"))).toHaveLength(1);
    // Its candidates (`method34`, `method3`, `method340`...): every shard loaded holds one.
    expect(shards.length).toBeLessThan(shardsOfMe.length);
    for (const index of new Set(shards)) {
      expect(
        Object.keys(sharded.shards[index] ?? {}).some(
          (term) => editDistance("method34r", term, 2) <= 2,
        ),
      ).toBe(true);
    }
  });

  it("loads a common word's tail only as far as the shown pages need", async () => {
    const everywhere: SearchIndexData = {
      version: "1.14",
      pages: Array.from({ length: 400 }, (_, n) => ({
        url: `/docs/p${n}`,
        title: `Page ${n}`,
        section: "Docs",
        keywords: [],
        // Texts of different lengths, so that no two pages score alike for "marker".
        text: `marker ${Array.from({ length: n }, (_, k) => `w${k}`).join(" ")} ${n % 50 === 7 ? "android" : ""}`,
      })),
      sections: [],
    };
    const options = { shardChars: 6000, headPostings: 20, maxTierPostings: 80 };
    const sharded = shardSearchIndex(everywhere, options);
    const { source, log } = memorySource(sharded);
    const engine = createShardedEngine(source);
    const reference = createSearchEngine(everywhere);
    const shownUrls = (results: readonly PageResult[]) => results.map((result) => result.page.url);
    // The best few pages of one word: its head is enough.
    const top = await engine.search("marker", { hitsPerPage: 1, maxHits: 5 });
    expect(shownUrls(top)).toEqual(shownUrls(reference.search("marker").slice(0, 5)));
    expect(log.some((name) => name.startsWith("x"))).toBe(false);
    // Two words: the pages with both are in no head; the tail tiers find every one of them.
    const both = await engine.search("marker android", { hitsPerPage: 1, maxHits: 8 });
    expect(shownUrls(both)).toEqual(shownUrls(reference.search("marker android").slice(0, 8)));
    expect(both).toHaveLength(8);
    expect(log.some((name) => name.startsWith("x"))).toBe(true);
  });

  it("answers as the reference on platform pages, page outlines and fenced code", async () => {
    // The fixture with each page's twin on a platform, and code under every section.
    const twins: SearchIndexData = {
      version: "1.14",
      pages: [
        ...fixtureIndex.pages,
        ...fixtureIndex.pages.map((page) => ({
          ...page,
          url: `${page.url}-android`,
          section: "Android",
          platform: true as const,
          code: `val livemap = ${page.title}()`,
        })),
      ],
      sections: [
        ...fixtureIndex.sections,
        ...fixtureIndex.sections.map((section) => ({
          ...section,
          page: section.page + fixtureIndex.pages.length,
          code: `livemap.${section.anchor}(zoom = 3)`,
        })),
      ],
    };
    const reference = createSearchEngine(twins);
    const engine = createShardedEngine(memorySource(shardSearchIndex(twins, SMALL)).source);
    for (const query of [...QUERIES, "val", "livemap android", "zoom parameters", "pinpoint ios"]) {
      expect({ query, results: shown(await engine.search(query, { hitsPerPage: 3 })) }).toEqual({
        query,
        results: shown(reference.search(query, { hitsPerPage: 3 })),
      });
    }
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

  it("keeps a term's best postings in its shard and the rest in capped tiers, best first", () => {
    const options = { shardChars: 6000, headPostings: 20, maxTierPostings: 160 };
    const small = shardSearchIndex(everywhere(50), options);
    const large = shardSearchIndex(everywhere(2000), options);
    const entryOf = (sharded: ShardedIndex) =>
      sharded.shards.find((shard) => shard.marker)?.marker ?? [];
    const [restMax = 0, tailId = -1, ...head] = entryOf(large);
    expect(head).toHaveLength(20 * 4);
    expect(entryOf(small).slice(2)).toHaveLength(20 * 4);
    const tiers = large.tails[tailId] ?? [];
    // 80, 160, 160...: four times the head, then capped, so that no file grows with the site.
    expect(tiers.map((tier) => (tier.length - 1) / 4)).toEqual([
      80,
      ...Array.from({ length: 11 }, () => 160),
      2000 - 20 - 80 - 11 * 160,
    ]);
    const scores = [...head, ...tiers.flatMap((tier) => tier.slice(1))].filter(
      (_, at) => at % 4 === 2,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Each part names the best score of what follows it.
    expect(restMax).toBe(tiers[0]?.[3]);
    expect(tiers.at(-1)?.[0]).toBe(0);
  });

  it("lists each shard's first term in order, every term in one shard and one dictionary", () => {
    const sharded = shardSearchIndex(fixtureIndex, SMALL);
    expect(sharded.manifest.from).toEqual([...sharded.manifest.from].sort());
    sharded.shards.forEach((shard, index) => {
      const terms = Object.keys(shard);
      expect(terms[0]).toBe(sharded.manifest.from[index]);
      const next = sharded.manifest.from[index + 1];
      if (next) expect(terms.every((term) => term < next)).toBe(true);
    });
    const terms = sharded.shards.flatMap((shard) => Object.keys(shard));
    expect(sharded.dictionaries.flat()).toEqual(terms);
    sharded.dictionaries.forEach((dictionary, index) =>
      expect(
        dictionary.every((term) => term.startsWith(sharded.manifest.letters[index] ?? "")),
      ).toBe(true),
    );
    expect(sharded.pages.map((file) => file.page)).toEqual(fixtureIndex.pages);
    // What is only searched stays out of what hits display.
    const marked = shardSearchIndex({
      ...fixtureIndex,
      pages: fixtureIndex.pages.map((page) => ({ ...page, platform: true as const, code: "x()" })),
      sections: fixtureIndex.sections.map((section) => ({ ...section, code: "y()" })),
    });
    expect(JSON.stringify(marked.pages)).not.toMatch(/"code"|"platform"/);
    expect(sharded.pages.flatMap((file) => file.sections)).toHaveLength(
      fixtureIndex.sections.length,
    );
  });
});
