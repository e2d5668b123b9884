import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { AnnouncementBarProvider } from "../../contexts/AnnouncementBar";
import { ColorModeProvider } from "../../contexts/ColorMode";
import { MobileSidebarProvider } from "../../contexts/MobileSidebar";
import { PreferredVersionProvider } from "../../contexts/PreferredVersion";
import { SidebarCategoriesProvider } from "../../contexts/SidebarCategories";
import { PageLocationProvider, type PageLocation } from "../../contexts/PageLocation";
import { TabChoiceProvider } from "../../contexts/TabChoice";

/**
 * Providers for state that outlives a page. gatsby-browser and gatsby-ssr both wrap the root
 * with this one component, so server and browser render the same tree.
 */
export function RootProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider settings={siteConfig.colorMode}>
      <AnnouncementBarProvider id={siteConfig.announcementBar?.id}>
        <MobileSidebarProvider>
          <PreferredVersionProvider
            pluginId={siteConfig.docs.pluginId}
            persist={siteConfig.docs.versionPersistence === "localStorage"}
          >
            <SidebarCategoriesProvider>
              <TabChoiceProvider>{children}</TabChoiceProvider>
            </SidebarCategoriesProvider>
          </PreferredVersionProvider>
        </MobileSidebarProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
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
