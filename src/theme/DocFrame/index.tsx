import { useMemo, type ReactNode } from "react";
import { TabChoiceProvider } from "../../contexts/TabChoice";
import { useDocSidebar } from "../../hooks/useDocSidebar";
import DocSidebar from "../DocSidebar";
import { LoadAllItemsProvider } from "../DocSidebar/loadAllItems";
import { DESKTOP_MEDIA_QUERY, WIDE_MEDIA_QUERY } from "../breakpoints";
import HydrateLater from "../HydrateLater";
import type { FrameDoc } from "../Layout/framePage";
import TOC from "../TOC";
import SecondaryMenu from "./SecondaryMenu";
import * as styles from "./styles.module.css";

export interface Props {
  doc: FrameDoc;
  /** The page's path without the base URL, to mark the current page in the sidebar. */
  path: string;
  /** The doc itself (DocPage, inside the page's error boundary). */
  children: ReactNode;
}

/**
 * The part of the frame around a doc: its sidebar on the left, the table of contents on the
 * right. Part of the layout, so a navigation between docs keeps the same sidebar element (and
 * its scroll position and open categories) and updates what it marks.
 */
export default function DocFrame({ doc, path, children }: Props) {
  const { context, toc } = doc;
  const { items: sidebar, loadAll } = useDocSidebar(doc.sidebar);
  const sidebarKey = `${context.version}:${context.sidebar ?? ""}`;
  // On phones the sidebar lives in the navbar's slide-in panel, as its secondary menu.
  const mobileSidebar = useMemo(
    () =>
      sidebar ? (
        <LoadAllItemsProvider value={loadAll}>
          <DocSidebar sidebar={sidebar} activePath={path} sidebarKey={`mobile:${sidebarKey}`} />
        </LoadAllItemsProvider>
      ) : null,
    [sidebar, path, sidebarKey, loadAll],
  );
  return (
    <div className={`${styles.docPage} ${sidebar ? "" : styles.noSidebar}`}>
      {sidebar ? (
        <HydrateLater part="sidebar" media={DESKTOP_MEDIA_QUERY}>
          <aside className={styles.sidebar}>
            <LoadAllItemsProvider value={loadAll}>
              <DocSidebar sidebar={sidebar} activePath={path} sidebarKey={sidebarKey} />
            </LoadAllItemsProvider>
          </aside>
        </HydrateLater>
      ) : null}
      <div className={styles.main}>
        {/* Tabs are only in docs; the provider lives as long as the frame, across docs. */}
        <TabChoiceProvider>{children}</TabChoiceProvider>
        {toc.length > 0 ? (
          <HydrateLater part="toc" media={WIDE_MEDIA_QUERY}>
            <div className={styles.toc}>
              <TOC entries={toc} />
            </div>
          </HydrateLater>
        ) : null}
      </div>
      <SecondaryMenu content={mobileSidebar} />
    </div>
  );
}
