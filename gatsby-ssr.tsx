import type { GatsbySSR } from "gatsby";
import siteConfig from "./site.config";
import { consentDefaultScript } from "./src/browser/analytics/consent";
import { consentHandlingEnabled } from "./src/browser/analytics/siteConsent";
import BaseUrlCheck from "./src/browser/baseUrl/BaseUrlCheck";
import { ROUTER_SAFE_URL_SCRIPT } from "./src/browser/navigation/routerPathname";
import { initialScript } from "./src/lib/initialScript";
import { STORAGE_KEYS } from "./src/lib/storageKeys";
import { withPagePathAttribute } from "./src/node/deploy/pagePathScript";
import { algoliaEnvironment, searchBackendFromEnv } from "./src/node/search/searchMode";
import { PageWrapper, RootProviders } from "./src/theme/Root";
import SearchPreconnect from "./src/theme/SearchPreconnect";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper props={props}>{element}</PageWrapper>
);

// These run before any bundle: the theme and a dismissed announcement are applied before the
// first paint (no flash), a banner appears when the site is served under another base URL, and
// with analytics and consent handling on, Consent Mode's defaults are declared.
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
    // The base-URL check belongs to production builds: the development server renders one
    // HTML shell for every path, so the check would see a mismatch on every page.
    ...(process.env.NODE_ENV === "production"
      ? [<BaseUrlCheck key="base-url-check" pagePath={pathname} />]
      : []),
    // Consent Mode's defaults, before gatsby-plugin-google-gtag's config at the end of the body.
    ...(consentHandlingEnabled()
      ? [
          <script
            key="wemap-consent-default"
            dangerouslySetInnerHTML={{
              __html: consentDefaultScript(STORAGE_KEYS.analyticsConsent),
            }}
          />,
        ]
      : []),
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
