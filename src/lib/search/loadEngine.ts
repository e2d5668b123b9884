import type { SearchIndexData } from "../../node/search/indexData";
import { createSearchEngine, type SearchEngine } from "./engine";

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchIndex(url: string): Promise<SearchIndexData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The search index could not be loaded (${response.status}).`);
  return (await response.json()) as SearchIndexData;
}

/**
 * The engine over the index at `url`: fetched and built on first use, then kept for the visit.
 * A failed load is forgotten so that the next search tries again.
 */
export function loadSearchEngine(url: string): Promise<SearchEngine> {
  const cached = engines.get(url);
  if (cached) return cached;
  const loading = fetchIndex(url).then(createSearchEngine);
  engines.set(url, loading);
  loading.catch(() => engines.delete(url));
  return loading;
}
