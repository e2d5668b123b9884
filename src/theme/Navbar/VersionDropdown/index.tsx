import Link from "../../Link";
import { useEffect } from "react";
import { usePageLocation } from "../../../contexts/PageLocation";
import { usePreferredVersion } from "../../../contexts/PreferredVersion";
import { useNavbarData } from "../../../hooks/useNavbarData";
import { useDocVersionUrls } from "../../../contexts/DocVersionUrls";
import { displayedVersion, equivalentUrl } from "../../../lib/docsVersions";
import Dropdown from "../Dropdown";

/**
 * Lists the docs versions, the latest marked. Each entry opens the same doc in that version, or
 * the version's main doc when the doc does not exist there, and remembers the choice. Its label
 * is the version of the page being read, else the reader's choice, else the latest.
 */
/** `id`: the menu's element id, unique on the page. */
export default function VersionDropdown({ id }: { id: string }) {
  const data = useNavbarData();
  const versionUrls = useDocVersionUrls();
  const { pathname } = usePageLocation();
  const { preferred, choose, forgetUnless } = usePreferredVersion();
  const current = displayedVersion(pathname, preferred, data.versions);
  // A stored version this build no longer has (removed, renamed) is forgotten.
  useEffect(
    () => forgetUnless(data.versions.map((version) => version.name)),
    [data.versions, forgetUnless],
  );
  return (
    <Dropdown
      id={id}
      label={current ? `v${current.label}` : "Versions"}
      ariaLabel={`Docs version: ${current?.label ?? "none"}. Choose another version`}
      align="right"
    >
      {data.versions.map((version) => (
        <Link
          key={version.name}
          role="menuitem"
          to={equivalentUrl(versionUrls, version)}
          aria-current={version.name === current?.name ? "true" : undefined}
          onClick={() => choose(version.name)}
        >
          {version.label}
          {version.isLatest ? " (latest)" : ""}
        </Link>
      ))}
    </Dropdown>
  );
}
