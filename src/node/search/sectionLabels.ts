import type { Sidebar } from "../../shared/sidebar";

/** The label of docs outside every sidebar (`/docs/analytics`, `/docs/ar`). */
export const DEFAULT_SECTION_LABEL = "Docs";

/** `docs` → `Docs`: a sidebar's name stands for the docs at its top level. */
function labelOfSidebar(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function collectUrls(sidebar: Sidebar): string[] {
  return sidebar.flatMap((item) =>
    item.type === "link"
      ? [item.href]
      : [...(item.href ? [item.href] : []), ...collectUrls(item.items)],
  );
}

/**
 * The section (DocSearch's lvl0) of every doc URL of one version: the top-level sidebar category
 * that holds it, including the category's own page, or the sidebar's name for docs at its top
 * level. A doc listed in two sidebars takes the first.
 */
export function sectionLabels(sidebars: Record<string, Sidebar>): Map<string, string> {
  const labels = new Map<string, string>();
  const assign = (url: string, label: string) => {
    if (!labels.has(url)) labels.set(url, label);
  };
  for (const [name, sidebar] of Object.entries(sidebars)) {
    for (const item of sidebar) {
      if (item.type === "link") assign(item.href, labelOfSidebar(name));
      else for (const url of collectUrls([item])) assign(url, item.label);
    }
  }
  return labels;
}
