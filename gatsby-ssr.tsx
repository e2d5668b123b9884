import type { GatsbySSR } from "gatsby";
import { PageProviders, RootProviders } from "./src/theme/Root";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders location={props.location}>{element}</PageProviders>
);
