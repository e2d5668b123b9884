import type { SidebarItem } from "../../node/sidebars/schema";

/** Whether a sidebar item is, or holds, the page at `path`. */
export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === "link") return item.href === path;
  return item.href === path || item.items.some((child) => containsPath(child, path));
}
