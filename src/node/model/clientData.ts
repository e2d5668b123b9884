import type { NavbarTargets } from "../config/navbarTargets";
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

/**
 * Data every page's navbar reads, shipped once for the whole site. Its size follows the config
 * (versions, navbar items), not the number of docs: a page's equivalents in other versions are in
 * the page's own data (`versionUrls`).
 */
export interface NavbarData {
  versions: ClientVersion[];
  /**
   * version name → where the navbar's `doc` and `docSidebar` items lead in that version: the same
   * doc as in the latest version, or the version's main doc when it has no such doc.
   */
  targets: Record<string, NavbarTargets>;
}

/** version → doc id → URL, for every doc of the model. */
export function docUrlsByVersion(model: DocsModel): Record<string, Record<string, string>> {
  const docUrls: Record<string, Record<string, string>> = {};
  for (const doc of model.docs) {
    (docUrls[doc.version] ??= {})[doc.id] = doc.permalink;
  }
  return docUrls;
}

export function toNavbarData(
  model: DocsModel,
  latestTargets: NavbarTargets,
  docUrls = docUrlsByVersion(model),
): NavbarData {
  const latest = model.versions.find((version) => version.isLatest)?.name ?? "";
  const latestIds = new Map(
    Object.entries(docUrls[latest] ?? {}).map(([id, permalink]) => [permalink, id]),
  );
  const versions = model.versions.map((version) => ({
    name: version.name,
    label: version.label,
    isLatest: version.isLatest,
    path: version.path,
    mainDocUrl: docUrls[version.name]?.index ?? version.path,
  }));
  const targets: NavbarData["targets"] = {};
  for (const version of versions) {
    const inVersion = (latestUrl: string) => {
      const id = latestIds.get(latestUrl);
      return (id !== undefined ? docUrls[version.name]?.[id] : undefined) ?? version.mainDocUrl;
    };
    const mapValues = (entries: Record<string, string>) =>
      Object.fromEntries(Object.entries(entries).map(([key, url]) => [key, inVersion(url)]));
    targets[version.name] = version.isLatest
      ? latestTargets
      : { docs: mapValues(latestTargets.docs), sidebars: mapValues(latestTargets.sidebars) };
  }
  return { versions, targets };
}
