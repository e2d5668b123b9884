import type { DocNavigation, NavLink } from "../../shared/docPage";
import type { Sidebar, SidebarItem } from "../../shared/sidebar";

interface Visit {
  link: NavLink;
  /** Plain links (to other sites or site pages) take no part in previous/next. */
  isDoc: boolean;
  trail: { label: string; href?: string }[];
}

/** Pages of a sidebar in reading order: a category's own page comes before its items. */
function flatten(items: readonly SidebarItem[], trail: Visit["trail"]): Visit[] {
  return items.flatMap((item): Visit[] => {
    if (item.type === "link") {
      return [
        { link: { label: item.label, href: item.href }, isDoc: item.docId !== undefined, trail },
      ];
    }
    const crumb = { label: item.label, ...(item.href ? { href: item.href } : {}) };
    const own: Visit[] = item.href
      ? [{ link: { label: item.label, href: item.href }, isDoc: true, trail }]
      : [];
    return [...own, ...flatten(item.items, [...trail, crumb])];
  });
}

/**
 * Previous/next and breadcrumbs for every doc that appears in a sidebar, keyed by the doc's URL.
 * The sidebars' resolution refuses a doc placed twice, so each doc has one place.
 */
export function computeNavigation(sidebars: Record<string, Sidebar>): Map<string, DocNavigation> {
  const result = new Map<string, DocNavigation>();
  for (const [name, sidebar] of Object.entries(sidebars)) {
    const pages = flatten(sidebar, []).filter((visit) => visit.isDoc);
    pages.forEach((visit, index) => {
      if (result.has(visit.link.href)) return;
      const previous = pages[index - 1]?.link;
      const next = pages[index + 1]?.link;
      result.set(visit.link.href, {
        sidebar: name,
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
        breadcrumbs: visit.trail,
      });
    });
  }
  return result;
}
