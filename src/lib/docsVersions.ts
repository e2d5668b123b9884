import type { ClientVersion, NavbarData } from "../node/model/clientData";

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

/** The doc id a URL shows in its version, if it is a doc. */
export function docIdOfPath(
  path: string,
  version: ClientVersion,
  data: NavbarData,
): string | undefined {
  const urls = data.docUrls[version.name] ?? {};
  return Object.keys(urls).find((id) => urls[id] === path);
}

/**
 * Where the version dropdown sends a reader of `path` who picks `target`: the same doc in that
 * version, or that version's main doc when the doc does not exist there.
 */
export function equivalentPath(path: string, target: ClientVersion, data: NavbarData): string {
  const current = versionOfPath(path, data.versions);
  const docId = current ? docIdOfPath(path, current, data) : undefined;
  const url = docId ? data.docUrls[target.name]?.[docId] : undefined;
  return url ?? target.mainDocUrl;
}

/** The version a URL belongs to when it is in the docs (under a version's path), else none. */
export function docsVersionOfPath(
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
 * Where a navbar link to a latest-version doc should go: the same doc in the version being read,
 * or, on pages outside the docs, in the reader's preferred version.
 */
export function navbarDocTarget(
  latestUrl: string,
  pathname: string,
  preferred: string | null,
  data: NavbarData,
): string {
  const version = displayedVersion(pathname, preferred, data.versions);
  if (!version || version.isLatest) return latestUrl;
  return equivalentPath(latestUrl, version, data);
}
