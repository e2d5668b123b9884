import { useCallback, useState } from "react";
import { usePageLocation } from "../../../contexts/PageLocation";
import { useNavbarData } from "../../../hooks/useNavbarData";
import { useSearchConfig } from "../../../hooks/useSearchConfig";
import { useSearchShortcuts } from "../../../hooks/useSearchShortcuts";
import { versionOfPath } from "../../../lib/docsVersions";
import siteConfig from "../../../../site.config";
import SearchModalLoader, { preloadSearchModal } from "./SearchModalLoader";
import * as styles from "./styles.module.css";

/**
 * The navbar's search button. It stays tiny: DocSearch's modal and the search engine load on
 * the first sign of intent (hover, focus, touch) and open on click or a shortcut, which works
 * before they have loaded.
 */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcuts(open, setOpen);
  const config = useSearchConfig();
  const { versions } = useNavbarData();
  const { pathname } = usePageLocation();
  const version = siteConfig.search.contextualSearch
    ? versionOfPath(pathname, versions)
    : versions.find((entry) => entry.isLatest);
  const preload = () => preloadSearchModal(config);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => setOpen(true)}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>Search</span>
      </button>
      {open ? (
        <SearchModalLoader config={config} version={version?.name ?? ""} onClose={close} />
      ) : null}
    </>
  );
}
