/**
 * Which backend the search modal and page use, chosen at build time. Hosted Algolia DocSearch
 * when all three variables are given; otherwise the index the build embeds in the site, which
 * needs no account and sends no request to another host.
 */
export type SearchBackend =
  { kind: "embedded" } | { kind: "algolia"; appId: string; apiKey: string; indexName: string };

/** The Algolia host the modal will query, so the browser can open the connection early. */
export function preconnectOrigin(backend: SearchBackend): string | undefined {
  return backend.kind === "algolia" ? `https://${backend.appId}-dsn.algolia.net` : undefined;
}

/** What the browser needs to search: shipped once through a static query, a few hundred bytes. */
export interface SearchClientConfig {
  backend: SearchBackend;
  /** version → URL of the embedded index (none in hosted mode). */
  indexUrls: Record<string, string>;
  stylesheetUrl: string;
}
