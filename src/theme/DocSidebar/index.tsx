import SidebarItems from "./Items";
import * as styles from "./styles.module.css";
import type { Sidebar } from "../../shared/sidebar";

export interface Props {
  sidebar: Sidebar;
  activePath: string;
  /** Identifies the sidebar (version and name) for remembering its categories' state. */
  sidebarKey?: string;
}

/** The docs navigation of the sidebar the page belongs to. */
export default function DocSidebar({ sidebar, activePath, sidebarKey = "sidebar" }: Props) {
  return (
    <nav className={styles.sidebar} aria-label="Docs sidebar">
      <ul className={styles.list}>
        <SidebarItems items={sidebar} activePath={activePath} stateKey={sidebarKey} />
      </ul>
    </nav>
  );
}
