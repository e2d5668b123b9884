import type { NavbarTargets } from "../../shared/clientData";
import { BuildError, type Problem } from "../errors/BuildError";
import type { ConfigLink } from "../links/checkLinks";
import type { SiteConfig } from "../../shared/siteConfig/schema";
import type { Sidebar } from "../../shared/sidebar";

function firstHref(sidebar: Sidebar): string | undefined {
  for (const item of sidebar) {
    if (item.type === "link" && item.docId) return item.href;
    if (item.type === "category") {
      const inner = item.href ?? firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * Resolves every navbar `doc` and `docSidebar` item against the latest version; an item naming a
 * doc or sidebar that does not exist fails the build with the valid names.
 */
export function resolveNavbarTargets(
  file: string,
  config: SiteConfig,
  docUrls: ReadonlyMap<string, string>,
  sidebars: Record<string, Sidebar>,
): NavbarTargets {
  const problems: Problem[] = [];
  const targets: NavbarTargets = { docs: {}, sidebars: {} };
  config.navbar.items.forEach((item, index) => {
    const at = `navbar.items[${index}]`;
    if (item.type === "doc") {
      const url = docUrls.get(item.docId);
      if (url) targets.docs[item.docId] = url;
      else
        problems.push({
          at: `${at}.docId`,
          message: `navbar item "${item.label}" points at doc "${item.docId}", which does not exist. Valid doc ids: ${[...docUrls.keys()].sort().join(", ")}`,
        });
    }
    if (item.type === "docSidebar") {
      const sidebar = sidebars[item.sidebarId];
      const url = sidebar ? firstHref(sidebar) : undefined;
      if (url) targets.sidebars[item.sidebarId] = url;
      else
        problems.push({
          at: `${at}.sidebarId`,
          message: `navbar item "${item.label}" points at sidebar "${item.sidebarId}", which does not exist or has no doc. Sidebars: ${Object.keys(sidebars).join(", ")}`,
        });
    }
  });
  if (problems.length > 0) throw new BuildError(file, problems);
  return targets;
}

/** Site paths named by the navbar, footer and announcement bar, for the link checker. */
export function collectConfigLinks(file: string, config: SiteConfig): ConfigLink[] {
  const links: ConfigLink[] = [];
  config.navbar.items.forEach((item, index) => {
    const at = `navbar.items[${index}]`;
    if (item.type === "link" && item.to) links.push({ file, at, href: item.to });
    if (item.type === "dropdown") {
      item.items.forEach((child, childIndex) => {
        if (child.to) links.push({ file, at: `${at}.items[${childIndex}]`, href: child.to });
      });
    }
  });
  config.footer.links.forEach((column, columnIndex) => {
    column.items.forEach((item, itemIndex) => {
      const at = `footer.links[${columnIndex}].items[${itemIndex}]`;
      if (item.to) links.push({ file, at, href: item.to });
    });
  });
  const announcement = config.announcementBar?.link;
  if (announcement) links.push({ file, at: "announcementBar.link", href: announcement.to });
  return links;
}
