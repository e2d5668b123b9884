import type { Sidebar, SidebarItem } from "../node/sidebars/schema";

/** What a doc page needs of its sidebar: its own copy, and where the whole sidebar is. */
export interface DocSidebarView {
  /** The sidebar's name, for the categories' remembered state. */
  name: string;
  /** The sidebar as this page first shows it (see `trimSidebar`). */
  items: Sidebar;
  /** The whole sidebar's JSON file, under the site's root, loaded when a closed category opens. */
  file: string;
}

/** Whether an item is, or holds, the page at `path`. */
function holds(item: SidebarItem, path: string): boolean {
  if (item.type === "link") return item.href === path;
  return item.href === path || item.items.some((child) => holds(child, path));
}

function firstPage(items: Sidebar): string | undefined {
  for (const item of items) {
    if (item.href?.startsWith("/")) return item.href;
    if (item.type === "category") {
      const inner = item.firstPage ?? firstPage(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
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
    if (item.collapsed === false || holds(item, activePath))
      return { ...item, items: trimSidebar(item.items, activePath) };
    const { items: children, ...rest } = item;
    const first = item.href ? undefined : firstPage(children);
    return {
      ...rest,
      items: [],
      itemsLeftOut: true as const,
      ...(first ? { firstPage: first } : {}),
    };
  });
}
