import { useCallback, useRef, type RefObject } from "react";
import siteConfig from "../../../../site.config";
import { useMobileSidebar } from "../../../contexts/MobileSidebar";
import { usePageLocation } from "../../../contexts/PageLocation";
import { useFocusTrap } from "../../../hooks/useFocusTrap";
import { useMobileSidebarClosing } from "../../../hooks/useMobileSidebarClosing";
import ColorModeToggle from "../../ColorModeToggle";
import NavbarItem from "../Item";
import Logo from "../Logo";
import VersionDropdown from "../VersionDropdown";
import * as styles from "./styles.module.css";

export interface Props {
  /** Where focus returns when the panel closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in navigation on phones: the navbar items (primary menu) and, on doc pages, the
 * doc sidebar (secondary menu) with a button back to the main menu and, when the navbar has
 * one, the version dropdown: the panel opens on the docs menu, where a reader switches version.
 * Focus stays inside while it is open and returns to the toggle after.
 */
export default function MobileSidebarPanel({ toggleRef }: Props) {
  const { shown, close, secondary, showSecondary, setShowSecondary } = useMobileSidebar();
  const { pathname } = usePageLocation();
  const panel = useRef<HTMLDivElement>(null);
  const closeAndRefocus = useCallback(() => {
    close();
    toggleRef.current?.focus();
  }, [close, toggleRef]);
  useMobileSidebarClosing(shown, pathname, close);
  useFocusTrap(panel, shown, closeAndRefocus);
  if (!shown) return null;
  const onSecondary = Boolean(secondary) && showSecondary;
  const hasVersions = siteConfig.navbar.items.some((item) => item.type === "docsVersionDropdown");
  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Site navigation"
        tabIndex={-1}
      >
        <div className={styles.header}>
          <Logo />
          <span className={styles.spacer} />
          <ColorModeToggle />
          <button
            type="button"
            className={styles.close}
            aria-label="Close navigation bar"
            onClick={closeAndRefocus}
          >
            ×
          </button>
        </div>
        {onSecondary ? (
          <div className={styles.secondary}>
            <button type="button" className={styles.back} onClick={() => setShowSecondary(false)}>
              ← Back to main menu
            </button>
            {hasVersions ? (
              <div className={styles.version}>
                <VersionDropdown id="mobile-version-menu" />
              </div>
            ) : null}
            {secondary}
          </div>
        ) : (
          <div className={styles.primary}>
            <nav aria-label="Main menu" className={styles.items}>
              {siteConfig.navbar.items
                .filter((item) => item.type !== "search")
                .map((item, index) => (
                  <NavbarItem key={index} item={item} slot={`mobile-${index}`} />
                ))}
            </nav>
            {secondary ? (
              <button type="button" className={styles.back} onClick={() => setShowSecondary(true)}>
                Docs menu →
              </button>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
