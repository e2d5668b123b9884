import { Link } from "gatsby";
import siteConfig from "../../../../site.config";
import { usePageLocation } from "../../../contexts/PageLocation";
import { useNavbarData } from "../../../hooks/useNavbarData";
import { equivalentPath, versionOfPath } from "../../../lib/docsVersions";
import { getStorage } from "../../../lib/storage";
import { STORAGE_KEYS } from "../../../lib/storageKeys";
import Dropdown from "../Dropdown";

/**
 * Lists the docs versions, the latest marked. Each entry opens the same doc in that version, or
 * the version's main doc when the doc does not exist there, and remembers the choice.
 */
export default function VersionDropdown() {
  const data = useNavbarData();
  const { pathname } = usePageLocation();
  const current = versionOfPath(pathname, data.versions);
  const remember = (name: string) => {
    if (siteConfig.docs.versionPersistence === "localStorage") {
      getStorage().set(STORAGE_KEYS.preferredVersion(siteConfig.docs.pluginId), name);
    }
  };
  return (
    <Dropdown
      label={current ? `v${current.label}` : "Versions"}
      ariaLabel={`Docs version: ${current?.label ?? "none"}. Choose another version`}
      align="right"
    >
      {data.versions.map((version) => (
        <Link
          key={version.name}
          role="menuitem"
          to={equivalentPath(pathname, version, data)}
          aria-current={version.name === current?.name ? "true" : undefined}
          onClick={() => remember(version.name)}
        >
          {version.label}
          {version.isLatest ? " (latest)" : ""}
        </Link>
      ))}
    </Dropdown>
  );
}
