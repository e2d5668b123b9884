import type { ReactNode } from "react";
import { usePageLocation } from "../../contexts/PageLocation";
import { useNavbarData } from "../../hooks/useNavbarData";
import { useDocVersionUrls } from "../../contexts/DocVersionUrls";
import { equivalentUrl } from "../../lib/docsVersions";
import Breadcrumbs from "../Breadcrumbs";
import DocFeedback from "../DocFeedback";
import DocPaginator from "../DocPaginator";
import DocTwinActions from "../DocTwinActions";
import VersionBanner from "../VersionBanner";
import * as styles from "./styles.module.css";
import type { DocPageContext } from "../../shared/docPage";
import HydrateLater from "../HydrateLater";

export interface Props {
  context: DocPageContext;
  title: string;
  children: ReactNode;
}

/**
 * A doc: version banner, breadcrumbs, the content and pagination. Its sidebar and table of
 * contents belong to the frame around it (DocFrame), which stays in place between docs.
 */
export default function DocPage({ context, title, children }: Props) {
  const { pathname: path } = usePageLocation();
  const navbar = useNavbarData();
  const versionUrls = useDocVersionUrls();
  const version = navbar.versions.find((entry) => entry.name === context.version);
  const latest = navbar.versions.find((entry) => entry.isLatest);
  return (
    <article className={styles.article}>
      {version && latest && !version.isLatest ? (
        <VersionBanner
          version={version}
          latest={latest}
          latestHref={equivalentUrl(versionUrls, latest)}
        />
      ) : null}
      {context.sidebar ? (
        <HydrateLater part="breadcrumbs">
          <Breadcrumbs
            crumbs={context.breadcrumbs}
            current={title}
            homeHref={version?.mainDocUrl ?? "/docs"}
          />
        </HydrateLater>
      ) : null}
      <h1>{title}</h1>
      <DocTwinActions page={path} version={context.version} />
      <HydrateLater part="article">
        <div className={styles.markdown}>{children}</div>
      </HydrateLater>
      {/* Written out rather than analyticsEnabled(): webpack drops the control's code from a
          build without analytics. */}
      {process.env.GATSBY_ANALYTICS === "on" ? (
        <DocFeedback key={path} page={path} version={context.version} />
      ) : null}
      <DocPaginator previous={context.previous ?? null} next={context.next ?? null} />
    </article>
  );
}
