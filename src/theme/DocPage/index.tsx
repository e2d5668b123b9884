import { useMemo, type ReactNode } from "react";
import { useSecondaryMenu } from "../../contexts/MobileSidebar";
import type { DocPageContext } from "../../node/pages/planDocPages";
import { useNavbarData } from "../../hooks/useNavbarData";
import { useSidebars } from "../../hooks/useSidebars";
import { equivalentPath } from "../../lib/docsVersions";
import Breadcrumbs from "../Breadcrumbs";
import DocFeedback from "../DocFeedback";
import DocPaginator from "../DocPaginator";
import DocSidebar from "../DocSidebar";
import TOC from "../TOC";
import type { TocEntry } from "../TOC/filterHeadings";
import VersionBanner from "../VersionBanner";
import * as styles from "./styles.module.css";

export interface Props {
  context: DocPageContext;
  path: string;
  title: string;
  toc: readonly TocEntry[];
  children: ReactNode;
}

/** A doc: sidebar, version banner, breadcrumbs, the content, pagination and the TOC. */
export default function DocPage({ context, path, title, toc, children }: Props) {
  const sidebars = useSidebars();
  const navbar = useNavbarData();
  const sidebar = context.sidebar ? sidebars[context.version]?.[context.sidebar] : undefined;
  const version = navbar.versions.find((entry) => entry.name === context.version);
  const latest = navbar.versions.find((entry) => entry.isLatest);
  const sidebarKey = `${context.version}:${context.sidebar ?? ""}`;
  // On phones the sidebar lives in the navbar's slide-in panel, as its secondary menu.
  const mobileSidebar = useMemo(
    () =>
      sidebar ? (
        <DocSidebar sidebar={sidebar} activePath={path} sidebarKey={`mobile:${sidebarKey}`} />
      ) : null,
    [sidebar, path, sidebarKey],
  );
  useSecondaryMenu(mobileSidebar);
  return (
    <div className={`${styles.docPage} ${sidebar ? "" : styles.noSidebar}`}>
      {sidebar ? (
        <aside className={styles.sidebar}>
          <DocSidebar sidebar={sidebar} activePath={path} sidebarKey={sidebarKey} />
        </aside>
      ) : null}
      <div className={styles.main}>
        <article className={styles.article}>
          {version && latest && !version.isLatest ? (
            <VersionBanner
              version={version}
              latest={latest}
              latestHref={equivalentPath(path, latest, navbar)}
            />
          ) : null}
          {sidebar ? (
            <Breadcrumbs
              crumbs={context.breadcrumbs}
              current={title}
              homeHref={version?.mainDocUrl ?? "/docs"}
            />
          ) : null}
          <h1>{title}</h1>
          <div className={styles.markdown}>{children}</div>
          <DocFeedback key={path} page={path} version={context.version} />
          <DocPaginator previous={context.previous ?? null} next={context.next ?? null} />
        </article>
        {toc.length > 0 ? (
          <div className={styles.toc}>
            <TOC entries={toc} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
