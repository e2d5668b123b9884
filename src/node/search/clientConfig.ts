import type { SearchAssets } from "./searchAssets";
import type { SearchBackend } from "./searchMode";

/** What the browser needs to search: shipped once through a static query, a few hundred bytes. */
export interface SearchClientConfig {
  backend: SearchBackend;
  /** version → URL of the embedded index (none in hosted mode). */
  indexUrls: Record<string, string>;
  stylesheetUrl: string;
}

export function toSearchClientConfig(
  backend: SearchBackend,
  assets: SearchAssets,
): SearchClientConfig {
  return {
    backend,
    indexUrls: backend.kind === "embedded" ? assets.indexUrls : {},
    stylesheetUrl: assets.stylesheetUrl,
  };
}
