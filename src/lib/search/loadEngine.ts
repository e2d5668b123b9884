import type { SearchEngine } from "./engineTypes";
import { createShardedEngine } from "./shardedEngine";
import type { ShardSource } from "../../shared/search/shardFormat";
import type { PageFile, Shard, ShardManifest, TailTier } from "../../shared/search/shardFormat";

const engines = new Map<string, Promise<SearchEngine>>();

/**
 * Under `gatsby develop` the index files keep their names while the writer edits (createPages
 * rewrites them in place), so nothing is kept between searches and each fetch asks the server.
 */
const filesChangeInPlace = process.env.NODE_ENV === "development";

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, filesChangeInPlace ? { cache: "no-cache" } : undefined);
  if (!response.ok) throw new Error(`The search index could not be loaded (${response.status}).`);
  return (await response.json()) as T;
}

/**
 * Each file fetched once for the visit; a failed fetch is forgotten so that the next search
 * tries again (and this one shows DocSearch's error screen).
 */
function cachedFetch<T>(): (url: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (url) => {
    const cached = cache.get(url);
    if (cached) return cached;
    const loading = fetchJson<T>(url);
    cache.set(url, loading);
    loading.catch(() => cache.delete(url));
    return loading;
  };
}

/** The shards, tails, dictionaries and page files next to the manifest at `manifestUrl`. */
function fetchShardSource(manifestUrl: string, manifest: ShardManifest): ShardSource {
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf("/") + 1);
  const shard = cachedFetch<Shard>();
  const tail = cachedFetch<TailTier>();
  const dictionary = cachedFetch<string[]>();
  const page = cachedFetch<PageFile>();
  return {
    manifest,
    shard: (index) => shard(`${folder}t${index}.json`),
    tail: (id, tier) => tail(`${folder}x${id}-${tier + 1}.json`),
    dictionary: (index) => dictionary(`${folder}d${index}.json`),
    page: (index) => page(`${folder}p${index}.json`),
  };
}

/**
 * The engine over the sharded index whose manifest is at `url`: the manifest is fetched on
 * first use, then each query fetches the shards and page files it needs, kept for the visit.
 */
export function loadSearchEngine(url: string): Promise<SearchEngine> {
  const cached = filesChangeInPlace ? undefined : engines.get(url);
  if (cached) return cached;
  const loading = fetchJson<ShardManifest>(url).then((manifest) =>
    createShardedEngine(fetchShardSource(url, manifest)),
  );
  engines.set(url, loading);
  loading.catch(() => engines.delete(url));
  return loading;
}
