import type { GatsbySSR } from "gatsby";
import siteConfig from "./site.config";
import BaseUrlCheck from "./src/browser/baseUrl/BaseUrlCheck";
import { ROUTER_SAFE_URL_SCRIPT } from "./src/browser/navigation/routerPathname";
import { initialScript } from "./src/lib/initialScript";
import { withPagePathAttribute } from "./src/node/deploy/pagePathScript";
import { algoliaEnvironment, searchBackendFromEnv } from "./src/node/search/searchMode";
import { PageProviders, RootProviders } from "./src/theme/Root";
import SearchPreconnect from "./src/theme/SearchPreconnect";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders location={props.location}>{element}</PageProviders>
);

// Both run before any bundle: the theme and a dismissed announcement are applied before the
// first paint (no flash), and a banner appears when the site is served under another base URL.
// In hosted search mode the head also gets a preconnect hint to Algolia.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHeadComponents([
    <SearchPreconnect
      key="search-preconnect"
      backend={searchBackendFromEnv(algoliaEnvironment())}
    />,
  ]);
  setPreBodyComponents([
    // Before the router's module reads the address: see src/browser/navigation/routerPathname.
    <script key="router-safe-url" dangerouslySetInnerHTML={{ __html: ROUTER_SAFE_URL_SCRIPT }} />,
    <script
      key="wemap-initial-state"
      dangerouslySetInnerHTML={{
        __html: initialScript({
          ...siteConfig.colorMode,
          announcementId: siteConfig.announcementBar?.id,
        }),
      }}
    />,
    <BaseUrlCheck key="base-url-check" pagePath={pathname} />,
  ]);
};

// Gatsby's per-page inline script reads the page path from an attribute instead, so every page
// carries the same inline scripts and the Content-Security-Policy lists one hash for each.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withPagePathAttribute(getPostBodyComponents(), pathname));
};
