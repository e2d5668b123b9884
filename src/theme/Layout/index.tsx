import type { ReactNode } from "react";
import AnnouncementBar from "../AnnouncementBar";
import ErrorBoundary from "../ErrorBoundary";
import Footer from "../Footer";
import Navbar from "../Navbar";
import SiteHead, { type Props as HeadProps } from "../SiteHead";
import SkipToContent, { MAIN_CONTENT_ID } from "../SkipToContent";
import * as styles from "./styles.module.css";

export interface Props extends HeadProps {
  children: ReactNode;
  /** Pages such as the search page may go without the footer. */
  noFooter?: boolean;
}

/** Every page's frame: skip link, announcement bar, navbar, main content, footer. */
export default function Layout({ children, noFooter = false, ...head }: Props) {
  return (
    <>
      <SiteHead {...head} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
      {noFooter ? null : <Footer />}
    </>
  );
}
