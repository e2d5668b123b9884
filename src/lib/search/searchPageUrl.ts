import siteConfig from "../../../site.config";

/** The search page for `query`: `/search?q=<encoded query>`, or `/search` with none. */
export function searchPageUrl(query: string): string {
  const trimmed = query.trim();
  return trimmed
    ? `${siteConfig.search.searchPagePath}?q=${encodeURIComponent(trimmed)}`
    : siteConfig.search.searchPagePath;
}

/** The query a search page URL holds (`?q=`), decoded. */
export function queryOfSearch(search: string): string {
  return new URLSearchParams(search).get("q") ?? "";
}
