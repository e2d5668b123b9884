import type { GatsbySSR } from "gatsby";
import BaseUrlCheck from "./src/browser/baseUrl/BaseUrlCheck";
import { PageProviders, RootProviders } from "./src/theme/Root";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders location={props.location}>{element}</PageProviders>
);

// Runs before any bundle: a banner when the site is served under another base URL.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setPreBodyComponents }) => {
  setPreBodyComponents([<BaseUrlCheck key="base-url-check" pagePath={pathname} />]);
};
