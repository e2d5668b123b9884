import { withPrefix } from "gatsby";
import { useEffect, useMemo, useState } from "react";
import siteConfig from "../../../site.config";
import { usePreferredVersion } from "../../contexts/PreferredVersion";
import { useNavbarData } from "../../hooks/useNavbarData";
import { useSearchConfig } from "../../hooks/useSearchConfig";
import { loadSearchEngine } from "../../lib/search/loadEngine";
import { toResultGroups } from "../../lib/search/pageResults";
import { createSearchTracker } from "../../lib/search/searchAnalytics";
import { queryOfSearch, searchPageUrl } from "../../lib/search/searchPageUrl";
import { useDebouncedValue } from "./useDebouncedValue";
import Results, { type PageSearch } from "./Results";
import * as styles from "./styles.module.css";

export interface Props {
  /** The page's URL query (`?q=...`), from Gatsby's location. */
  search: string;
  /** The version the modal was searching, when the reader came from "See all results". */
  version?: string;
}

/** How long typing must pause before the results and the URL follow. */
const TYPING_PAUSE_MS = 300;

/** Matching sections listed under each page. */
const HITS_PER_PAGE = 5;

/**
 * The full search page: reads `q` from the URL, writes it back as the reader types, and lists
 * the results of the chosen docs version page by page.
 */
export default function SearchPage({ search, version: requestedVersion }: Props) {
  const { versions } = useNavbarData();
  const config = useSearchConfig();
  const latest = versions.find((entry) => entry.isLatest)?.name ?? "";
  const { preferred } = usePreferredVersion();
  const [query, setQuery] = useState("");
  const [version, setVersion] = useState(latest);
  // The query the address gave: searched at once, where a typed one waits for the typing to pause.
  const [addressQuery, setAddressQuery] = useState<string>();
  const debouncedQuery = useDebouncedValue(query, TYPING_PAUSE_MS);
  const settledQuery = (query === addressQuery ? query : debouncedQuery).trim();
  const tracker = useMemo(() => createSearchTracker(), []);

  // Whether the query has been read from the address: until then the address is left alone.
  const [queryRead, setQueryRead] = useState(false);
  // Read after hydration: the server-rendered page had no query, and must match it first.
  useEffect(() => {
    const fromAddress = queryOfSearch(search);
    setQuery(fromAddress);
    setAddressQuery(fromAddress);
    setQueryRead(true);
  }, [search]);
  // The version the modal was searching, else the reader's preferred version (as the preferred
  // version context keeps it: not at all when the configuration keeps none).
  useEffect(() => {
    const chosen = [requestedVersion, preferred].find((name) =>
      versions.some((entry) => entry.name === name),
    );
    if (chosen) setVersion(chosen);
  }, [requestedVersion, preferred, versions]);
  // The address follows the query once typing has settled; never before the query was read from
  // it, nor while the debounced value still lags the field: the address of `/search?q=x` would
  // otherwise lose its query for a moment, and whatever reads it then (the language menu's
  // links) would keep the address without it.
  const typedQuery = query.trim();
  useEffect(() => {
    if (!queryRead || settledQuery !== typedQuery) return;
    const url = withPrefix(searchPageUrl(settledQuery));
    if (`${window.location.pathname}${window.location.search}` !== url) {
      window.history.replaceState(window.history.state, "", url);
    }
  }, [settledQuery, typedQuery, queryRead]);

  const { backend } = config;
  const indexUrl = config.indexUrls[version];
  const load = useMemo(
    () => async (): Promise<PageSearch> => {
      if (backend.kind === "algolia") {
        // Hosted search only: builds on the embedded index never download Algolia's client.
        const { searchAlgolia } = await import("../../lib/search/algoliaSearch");
        const filter = siteConfig.search.contextualSearch ? version : undefined;
        return async (text, pages) => (await searchAlgolia(backend, text, filter)).slice(0, pages);
      }
      if (!indexUrl) throw new Error(`No search index for version ${version}.`);
      const engine = await loadSearchEngine(withPrefix(indexUrl));
      return async (text, pages) =>
        toResultGroups(await engine.search(text, { hitsPerPage: HITS_PER_PAGE, maxPages: pages }));
    },
    [backend, indexUrl, version],
  );

  return (
    <div className={styles.page}>
      <h1>{settledQuery ? `Search results for “${settledQuery}”` : "Search the documentation"}</h1>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          className={styles.input}
          aria-label="Search the documentation"
          placeholder="Search docs"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label className={styles.version}>
          <span>Version</span>
          <select value={version} onChange={(event) => setVersion(event.target.value)}>
            {versions.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.label}
                {entry.isLatest ? " (latest)" : ""}
              </option>
            ))}
          </select>
        </label>
      </form>
      {settledQuery ? (
        <Results key={version} load={load} query={settledQuery} tracker={tracker} />
      ) : (
        <p className={styles.empty}>
          Type a word or the name of a method, class or option to search every page of the
          documentation.
        </p>
      )}
    </div>
  );
}
