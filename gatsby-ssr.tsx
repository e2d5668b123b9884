import type { GatsbySSR } from "gatsby";
import { algoliaEnvironment, searchBackendFromEnv } from "./src/node/search/searchMode";
import { PageProviders, RootProviders } from "./src/theme/Root";
import SearchPreconnect from "./src/theme/SearchPreconnect";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders location={props.location}>{element}</PageProviders>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <SearchPreconnect
      key="search-preconnect"
      backend={searchBackendFromEnv(algoliaEnvironment())}
    />,
  ]);
};
