import type { GatsbyBrowser } from "gatsby";
import "./src/theme/global.css";
import { PageWrapper, RootProviders } from "./src/theme/Root";

export {
  onClientEntry,
  onInitialClientRender,
  onRouteUpdate,
  shouldUpdateScroll,
} from "./src/browser/gatsbyBrowserHooks";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper props={props}>{element}</PageWrapper>
);
