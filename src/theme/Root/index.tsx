import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { AnnouncementBarProvider } from "../../contexts/AnnouncementBar";
import { PageLocationProvider, type PageLocation } from "../../contexts/PageLocation";
import { TabChoiceProvider } from "../../contexts/TabChoice";
import MDXComponentsProvider from "../mdx/MDXComponentsProvider";

/**
 * Providers for state that outlives a page. gatsby-browser and gatsby-ssr both wrap the root
 * with this one component, so server and browser render the same tree.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <AnnouncementBarProvider id={siteConfig.announcementBar?.id}>
      <TabChoiceProvider>
        <MDXComponentsProvider>{children}</MDXComponentsProvider>
      </TabChoiceProvider>
    </AnnouncementBarProvider>
  );
}

/** Per-page wrapper: gives every component the page's URL. */
export function PageProviders({
  location,
  children,
}: {
  location: PageLocation;
  children: ReactNode;
}) {
  return <PageLocationProvider location={location}>{children}</PageLocationProvider>;
}
