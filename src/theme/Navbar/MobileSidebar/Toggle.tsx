import { forwardRef } from "react";
import { useMobileSidebar } from "../../../contexts/MobileSidebar";
import { preloadMobileSidebarPanel } from "./PanelLoader";
import * as styles from "./toggle.module.css";

/**
 * The ☰ button shown on phones; it opens and closes the navigation panel, whose code starts
 * loading when the reader points at, touches or focuses the button.
 */
const MobileSidebarToggle = forwardRef<HTMLButtonElement>(
  function MobileSidebarToggle(_props, ref) {
    const { shown, toggle } = useMobileSidebar();
    return (
      <button
        ref={ref}
        type="button"
        className={styles.toggle}
        aria-label="Toggle navigation bar"
        aria-expanded={shown}
        onClick={toggle}
        onMouseEnter={preloadMobileSidebarPanel}
        onFocus={preloadMobileSidebarPanel}
        onTouchStart={preloadMobileSidebarPanel}
      >
        <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
          <path
            stroke="currentColor"
            strokeLinecap="round"
            strokeWidth="2"
            d="M4 7h22M4 15h22M4 23h22"
          />
        </svg>
      </button>
    );
  },
);

export default MobileSidebarToggle;
