import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from "@docsearch/react";
import { withPrefix } from "gatsby";
import Link from "../Link";
import { useCallback, useMemo } from "react";
import siteConfig from "../../../site.config";
import {
  createLocalSearch,
  MODAL_HITS_PER_PAGE,
  MODAL_PAGES,
  withErrorScreen,
  withResultsListener,
} from "../../lib/search/docsearchClient";
import { hitTarget } from "../../lib/search/hitUrls";
import { loadSearchEngine } from "../../lib/search/loadEngine";
import { createSearchTracker } from "../../lib/search/searchAnalytics";
import { searchPageUrl } from "../../lib/search/searchPageUrl";
import HitLink from "./HitLink";
import { openHit } from "./openHit";
import type { SearchClientConfig } from "../../shared/search/searchBackend";

export interface Props {
  config: SearchClientConfig;
  /** The docs version whose pages the hits come from. */
  version: string;
  onClose: () => void;
}

/** Recent and favourite searches are kept per index name, so per version here. */
const localIndexName = (version: string) => `wemap-docs-${version}`;

const tracker = createSearchTracker();
const navigator = { navigate: openHit };

/** Hosted results carry the site's absolute URLs; hits of this site become paths. */
function toSitePaths(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => {
    const target = hitTarget(item.url, siteConfig.url, siteConfig.search.externalUrlRegex);
    return target.kind === "internal" ? { ...item, url: target.path } : item;
  });
}

/**
 * DocSearch's modal, loaded on first use. It asks the embedded index of `version`, or Algolia
 * DocSearch filtered on `version` when the build was given its keys.
 */
export default function SearchModal({ config, version, onClose }: Props) {
  const { backend } = config;
  const indexUrl = config.indexUrls[version];
  // DocSearch rebuilds its state whenever these change, so each is kept stable.
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      const search =
        backend.kind === "algolia"
          ? client.search
          : createLocalSearch(() =>
              indexUrl
                ? loadSearchEngine(withPrefix(indexUrl))
                : Promise.reject(new Error(`No search index for version ${version}.`)),
            );
      return {
        ...client,
        search: withErrorScreen(withResultsListener(search, tracker.record)),
      };
    },
    [backend.kind, indexUrl, version],
  );
  const searchParameters = useMemo(
    () =>
      backend.kind === "algolia" && siteConfig.search.contextualSearch
        ? { facetFilters: [`version:${version}`] }
        : undefined,
    [backend.kind, version],
  );
  const initialScrollY = useMemo(() => window.scrollY, []);
  // The search page opens on the version the reader was searching.
  const seeAllResults = useCallback(
    ({ state }: { state: { query: string } }) => (
      <Link to={searchPageUrl(state.query)} state={{ version }}>
        See all results
      </Link>
    ),
    [version],
  );
  // Its styles, DocSearch's with the site's theme, are loaded with it (SearchModalLoader;
  // src/node/search/docSearchStylesheet.ts).
  return (
    <DocSearchModal
      appId={backend.kind === "algolia" ? backend.appId : "embedded"}
      apiKey={backend.kind === "algolia" ? backend.apiKey : "embedded"}
      indexName={backend.kind === "algolia" ? backend.indexName : localIndexName(version)}
      placeholder="Search docs"
      initialScrollY={initialScrollY}
      onClose={onClose}
      searchParameters={searchParameters}
      transformSearchClient={transformSearchClient}
      transformItems={backend.kind === "algolia" ? toSitePaths : undefined}
      navigator={navigator}
      hitComponent={HitLink}
      // DocSearch shows 5 hits a section unless told: the pages the engine chose show whole.
      maxResultsPerGroup={
        backend.kind === "algolia" ? undefined : MODAL_PAGES * MODAL_HITS_PER_PAGE
      }
      resultsFooterComponent={seeAllResults}
      getMissingResultsUrl={() => siteConfig.search.reportIssueUrl}
    />
  );
}
