import type { SearchClientConfig } from "../../shared/search/searchBackend";
import type { SearchAssets } from "./searchAssets";
import type { SearchBackend } from "../../shared/search/searchBackend";

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
