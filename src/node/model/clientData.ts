import type { NavbarTargets } from "../config/navbarTargets";
import type { Sidebar } from "../sidebars/schema";
import type { DocsModel } from "./docsModel";

/** A version as the navbar's dropdown and the version banner need it. */
export interface ClientVersion {
  name: string;
  label: string;
  isLatest: boolean;
  path: string;
  /** URL of the version's main doc, where the dropdown goes when a page has no equivalent. */
  mainDocUrl: string;
}

/** Data every page's navbar reads: small, shipped once for the whole site. */
export interface NavbarData {
  versions: ClientVersion[];
  /** version → doc id → URL, to find a page's equivalent in another version. */
  docUrls: Record<string, Record<string, string>>;
  targets: NavbarTargets;
}

/** version → sidebar name → sidebar: shipped once, and only to pages that show a sidebar. */
export type SidebarData = Record<string, Record<string, Sidebar>>;

export function toNavbarData(model: DocsModel, targets: NavbarTargets): NavbarData {
  const docUrls: NavbarData["docUrls"] = {};
  for (const doc of model.docs) {
    (docUrls[doc.version] ??= {})[doc.id] = doc.permalink;
  }
  return {
    versions: model.versions.map((version) => ({
      name: version.name,
      label: version.label,
      isLatest: version.isLatest,
      path: version.path,
      mainDocUrl: docUrls[version.name]?.index ?? version.path,
    })),
    docUrls,
    targets,
  };
}

export function toSidebarData(model: DocsModel): SidebarData {
  return model.sidebars;
}
