import Link from "../Link";
import * as styles from "./styles.module.css";
import type { ClientVersion } from "../../shared/clientData";

export interface Props {
  version: ClientVersion;
  latest: ClientVersion;
  /** The same page in the latest version, or the latest version's main doc. */
  latestHref: string;
}

/** Tells readers of an older version that newer docs exist, and where this page is in them. */
export default function VersionBanner({ version, latest, latestHref }: Props) {
  return (
    <div className={styles.banner} role="note">
      <p>
        This is documentation for version <strong>{version.label}</strong>, which is no longer the
        latest. For up-to-date documentation, see{" "}
        <Link to={latestHref}>the latest version ({latest.label})</Link>.
      </p>
    </div>
  );
}
