import type { NavbarData } from "../../shared/clientData";
import type { DocsModel } from "./docsModel";
import type { NavbarTargets } from "../../shared/clientData";

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
