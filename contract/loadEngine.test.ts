import { shardSearchIndex } from "../src/node/search/shardedIndex";
import { loadSearchEngine } from "../src/lib/search/loadEngine";
import { fixtureIndex } from "../src/lib/search/__tests__/fixtureIndex";

const FOLDER = "/static/search/index-1.14-abc/";

/** Serves the fixture's sharded files by URL; `failing` answers 503 while it holds the URL. */
function serve(failing: Set<string>) {
  const sharded = shardSearchIndex(fixtureIndex, {
    shardChars: 200,
    headPostings: 2,
    maxTierPostings: 4,
  });
  const files: Record<string, unknown> = {
    "manifest.json": sharded.manifest,
    ...Object.fromEntries(sharded.shards.map((shard, n) => [`t${n}.json`, shard])),
    ...Object.fromEntries(sharded.pages.map((page, n) => [`p${n}.json`, page])),
    ...Object.fromEntries(sharded.dictionaries.map((terms, n) => [`d${n}.json`, terms])),
    ...Object.fromEntries(
      sharded.tails.flatMap((tiers, id) => tiers.map((tier, k) => [`x${id}-${k + 1}.json`, tier])),
    ),
  };
  const fetchMock = jest.fn(async (url: string) => ({
    ok: !failing.has(url),
    status: failing.has(url) ? 503 : 200,
    json: async () => files[url.slice(FOLDER.length)],
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return Object.assign(fetchMock, { files });
}

describe("loadSearchEngine", () => {
  it("fetches the manifest, then only the files a query needs, each once", async () => {
    const fetchMock = serve(new Set());
    const engine = await loadSearchEngine(`${FOLDER}manifest.json`);
    const results = await engine.search("onMapClick", { maxHits: 1 });
    expect(results[0]?.page.url).toBe("/docs/flutter/Livemap/onMapClick");
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls[0]).toBe(`${FOLDER}manifest.json`);
    expect(urls.filter((url) => /\/p\d+\.json$/.test(url))).toHaveLength(1);
    expect(new Set(urls).size).toBe(urls.length);
    // Every file asked for exists: the loader names them as the build writes them.
    for (const called of urls) expect(fetchMock.files[called.slice(FOLDER.length)]).toBeDefined();
    await (await loadSearchEngine(`${FOLDER}manifest.json`)).search("onMapClick", { maxHits: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(urls.length);
  });

  it("fetches a typo's dictionary and a common word's tail tiers by their names", async () => {
    const fetchMock = serve(new Set());
    const engine = await loadSearchEngine(`${FOLDER.replace("abc", "xyz")}manifest.json`);
    expect((await engine.search("pinpont"))[0]?.page.url).toBeDefined();
    expect((await engine.search("the map", { hitsPerPage: 1 })).length).toBeGreaterThan(2);
    const urls = fetchMock.mock.calls.map(([url]) => String(url).replace("xyz", "abc"));
    expect(urls.some((url) => /\/d\d+\.json$/.test(url))).toBe(true);
    expect(urls.some((url) => /\/x\d+-\d+\.json$/.test(url))).toBe(true);
    for (const called of urls) expect(fetchMock.files[called.slice(FOLDER.length)]).toBeDefined();
  });

  it("forgets a failed fetch, so that the next search tries it again", async () => {
    const failing = new Set<string>();
    const fetchMock = serve(failing);
    const url = `${FOLDER.replace("abc", "def")}manifest.json`;
    failing.add(url);
    await expect(loadSearchEngine(url)).rejects.toThrow("(503)");
    failing.clear();
    const engine = await loadSearchEngine(url);
    expect(engine.version).toBe("1.14");
    expect(fetchMock.mock.calls.filter(([called]) => called === url)).toHaveLength(2);
  });
});
