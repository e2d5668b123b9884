import type { SidebarItem } from "./sidebar";
import { classifyUrl } from "./urlSafety";

/** Whether a sidebar item is, or holds, the page at `path`. */
export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === "link") return item.href === path;
  return item.href === path || item.items.some((child) => containsPath(child, path));
}

/** The first page of the site a sidebar item leads to: its own page, or its first page inside. */
export function firstPageOf(item: SidebarItem): string | undefined {
  if (item.href && classifyUrl(item.href).kind === "site-path") return item.href;
  if (item.type === "link") return undefined;
  if (item.itemsLeftOut) return item.firstPage;
  for (const child of item.items) {
    const page = firstPageOf(child);
    if (page) return page;
  }
  return undefined;
}
