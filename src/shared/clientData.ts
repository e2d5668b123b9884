/** What the build gives every page of the site, once: versions and navbar data. */

/** What navbar items of type `doc` and `docSidebar` resolve to, for the theme. */
export interface NavbarTargets {
  /** doc id → URL, in the latest version. */
  docs: Record<string, string>;
  /** sidebar id → URL of its first doc, in the latest version. */
  sidebars: Record<string, string>;
}

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
