import type { ReactNode } from "react";
import { DocVersionUrlsProvider, NO_VERSION_URLS } from "../../contexts/DocVersionUrls";
import { usePageLocation } from "../../contexts/PageLocation";
import AnnouncementBar from "../AnnouncementBar";
import ErrorBoundary from "../ErrorBoundary";
import Footer from "../Footer";
import HydrateLater from "../HydrateLater";
import Navbar from "../Navbar";
import SkipToContent, { MAIN_CONTENT_ID } from "../SkipToContent";
import { registeredDocFrame } from "./docFrameSlot";
import { docOfPage, showsFooter, type FramePageProps } from "./framePage";
import * as styles from "./styles.module.css";

export interface Props {
  /** The page's props, as Gatsby hands them to wrapPageElement. */
  page: FramePageProps;
  /** The page element. */
  children: ReactNode;
}

/**
 * Every page's frame: skip link, announcement bar, navbar, main content (on docs with the
 * sidebar and the table of contents), footer. gatsby-browser and gatsby-ssr render it around
 * the page element (wrapPageElement), which Gatsby does not remount on a route change: the
 * frame's DOM, its state and the sidebar's scroll position survive a navigation, and only the
 * page inside it changes. Pages set their own head (SiteHead).
 */
export default function Layout({ page, children }: Props) {
  const { pathname } = usePageLocation();
  const doc = docOfPage(page);
  const DocFrame = doc ? registeredDocFrame() : undefined;
  // A new page starts without the previous page's crash.
  const content = <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
  return (
    <DocVersionUrlsProvider value={doc?.versionUrls ?? NO_VERSION_URLS}>
      <SkipToContent />
      <AnnouncementBar />
      <HydrateLater part="navbar">
        <Navbar />
      </HydrateLater>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {doc && DocFrame ? (
          <DocFrame doc={doc} path={pathname}>
            {content}
          </DocFrame>
        ) : (
          content
        )}
      </main>
      {showsFooter(pathname) ? (
        <HydrateLater part="footer">
          <Footer />
        </HydrateLater>
      ) : null}
    </DocVersionUrlsProvider>
  );
}
