import type { GatsbySSR } from "gatsby";
import siteConfig from "./site.config";
import { initialScript } from "./src/lib/initialScript";
import { PageProviders, RootProviders } from "./src/theme/Root";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProviders>{element}</RootProviders>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders location={props.location}>{element}</PageProviders>
);

// Runs before the first paint of every page: theme and dismissed announcement, no flash.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setPreBodyComponents }) => {
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
  ]);
};
