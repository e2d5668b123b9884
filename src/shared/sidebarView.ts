import { containsPath, firstPageOf } from "./sidebarItems";
import type { Sidebar } from "./sidebar";

/** What a doc page needs of its sidebar: its own copy, and where the whole sidebar is. */
export interface DocSidebarView {
  /** The sidebar as this page first shows it (see `trimSidebar`). */
  items: Sidebar;
  /** The whole sidebar's JSON file, under the site's root, loaded when a closed category opens. */
  file: string;
}

/**
 * The sidebar as the page at `activePath` shows it when it loads: every category that holds the
 * page or is configured open keeps its items; any other category keeps its label, link and first
 * page but not its items. What a page ships then grows with the depth of the sidebar, not with the
 * number of docs in it; the rest comes from the sidebar's file if the reader opens a category.
 */
export function trimSidebar(items: Sidebar, activePath: string): Sidebar {
  return items.map((item) => {
    if (item.type === "link") return item;
    if (item.collapsed === false || containsPath(item, activePath))
      return { ...item, items: trimSidebar(item.items, activePath) };
    const first = item.href ? undefined : firstPageOf(item);
    return {
      ...item,
      items: [],
      itemsLeftOut: true as const,
      ...(first ? { firstPage: first } : {}),
    };
  });
}
