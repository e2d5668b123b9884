import type { SearchClientConfig } from "../shared/search/searchBackend";
import { useSiteData } from "./useSiteData";

/** The search backend and the URLs of its files, computed at build time, shipped once. */
export function useSearchConfig(): SearchClientConfig {
  return useSiteData().docsSearch;
}
