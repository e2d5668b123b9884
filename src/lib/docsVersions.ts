import type { NavbarTargets, ClientVersion, NavbarData } from "../shared/clientData";

/** The version a URL belongs to: the archived version whose path prefixes it, else the latest. */
export function versionOfPath(
  path: string,
  versions: readonly ClientVersion[],
): ClientVersion | undefined {
  const archived = versions.find(
    (version) =>
      !version.isLatest && (path === version.path || path.startsWith(`${version.path}/`)),
  );
  return archived ?? versions.find((version) => version.isLatest);
}

/**
 * Where the version dropdown sends a reader who picks `target`: the same doc in that version
 * (`versionUrls`, from the page's data: the doc's URL in each version that has it), or that
 * version's main doc when the page is not a doc or the doc does not exist there.
 */
export function equivalentUrl(
  versionUrls: Readonly<Record<string, string>>,
  target: ClientVersion,
): string {
  return versionUrls[target.name] ?? target.mainDocUrl;
}

/** The version a URL belongs to when it is in the docs (under a version's path), else none. */
function docsVersionOfPath(
  path: string,
  versions: readonly ClientVersion[],
): ClientVersion | undefined {
  const inDocs = versions.some(
    (version) => path === version.path || path.startsWith(`${version.path}/`),
  );
  return inDocs ? versionOfPath(path, versions) : undefined;
}

/**
 * The version the navbar shows as the one being read: the version of the page in the docs, else
 * the reader's preferred version when it is one of the site's, else the latest.
 */
export function displayedVersion(
  pathname: string,
  preferred: string | null,
  versions: readonly ClientVersion[],
): ClientVersion | undefined {
  return (
    docsVersionOfPath(pathname, versions) ??
    versions.find((version) => version.name === preferred) ??
    versions.find((version) => version.isLatest)
  );
}

/**
 * Where the navbar's doc links lead: to the docs of the version being read, or, on pages outside
 * the docs, of the reader's preferred version (the latest's when neither applies).
 */
export function navbarTargetsFor(
  pathname: string,
  preferred: string | null,
  data: NavbarData,
): NavbarTargets {
  const version = displayedVersion(pathname, preferred, data.versions);
  const latest = data.versions.find((entry) => entry.isLatest);
  return (
    (version && data.targets[version.name]) ??
    (latest && data.targets[latest.name]) ?? { docs: {}, sidebars: {} }
  );
}
