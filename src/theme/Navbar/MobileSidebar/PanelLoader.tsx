import { useState } from "react";
import { useMobileSidebar } from "../../../contexts/MobileSidebar";
import Lazy from "../../Lazy";
import type { Props } from "./Panel";
import * as styles from "./toggle.module.css";

/** The panel's code, fetched the first time it is wanted (webpack keeps the one promise). */
function loadPanel() {
  return import("./Panel").then((module) => module.default);
}

/** Starts loading the panel ahead of a click, when the reader shows intent. */
export function preloadMobileSidebarPanel(): void {
  loadPanel().catch(() => {
    // The click loads it again and shows the error, with a Retry button.
  });
}

/**
 * The phone navigation panel, loaded on first opening: a closed panel renders nothing, so a
 * first load carries only the toggle. Once opened it stays mounted (and renders nothing while
 * closed), as the panel did before it was split off.
 */
export default function MobileSidebarPanelLoader(props: Props) {
  const { shown } = useMobileSidebar();
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  if (!wanted && !shown) return null;
  return (
    <div className={styles.loading}>
      <Lazy load={loadPanel} props={props} />
    </div>
  );
}
