import type { GatsbySSR } from "gatsby";
import siteConfig from "./site.config";
import BaseUrlCheck from "./src/browser/baseUrl/BaseUrlCheck";
import { initialScript } from "./src/lib/initialScript";
import { algoliaEnvironment, searchBackendFromEnv } from "./src/node/search/searchMode";
import { PageWrapper, RootProviders } from "./src/theme/Root";
import SearchPreconnect from "./src/theme/SearchPreconnect";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper props={props}>{element}</PageWrapper>
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
    <script
      key="wemap-initial-state"
      dangerouslySetInnerHTML={{
        __html: initialScript({
          ...siteConfig.colorMode,
          announcementId: siteConfig.announcementBar?.id,
        }),
      }}
    />,
    // The base-URL check belongs to production builds: the development server renders one
    // HTML shell for every path, so the check would see a mismatch on every page.
    ...(process.env.NODE_ENV === "production"
      ? [<BaseUrlCheck key="base-url-check" pagePath={pathname} />]
      : []),
  ]);
};
