import type { ReactNode } from "react";
import siteConfig from "../../../site.config";
import { AnnouncementBarProvider } from "../../contexts/AnnouncementBar";
import { ColorModeProvider } from "../../contexts/ColorMode";
import { MobileSidebarProvider } from "../../contexts/MobileSidebar";
import { PreferredVersionProvider } from "../../contexts/PreferredVersion";
import { SidebarCategoriesProvider } from "../../contexts/SidebarCategories";
import { PageLocationProvider, type PageLocation } from "../../contexts/PageLocation";
import Layout from "../Layout";
import type { FramePageProps } from "../Layout/framePage";

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
            <SidebarCategoriesProvider>{children}</SidebarCategoriesProvider>
          </PreferredVersionProvider>
        </MobileSidebarProvider>
      </AnnouncementBarProvider>
    </ColorModeProvider>
  );
}

/**
 * Around every page element: the page's URL for every component, and the frame (navbar, doc
 * sidebar, table of contents, footer). Gatsby keeps this wrapper mounted across route changes;
 * only the page element inside it is replaced.
 */
export function PageWrapper({
  props,
  children,
}: {
  props: FramePageProps & { location: PageLocation };
  children: ReactNode;
}) {
  return (
    <PageLocationProvider location={props.location}>
      <Layout page={props}>{children}</Layout>
    </PageLocationProvider>
  );
}
