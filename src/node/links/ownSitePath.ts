/** The site's own address, as the link checks need it. */
export interface SiteAddress {
  /** The site's URL (`https://developers.getwemap.com`): absolute links on it are the site's. */
  siteUrl: string;
  /** The base path every page is served under (`""` or `/developers`). */
  pathPrefix: string;
  /**
   * Codes of the locales other than the default (`fr`): each is a build of its own, served
   * under `/<code>/`, so links there are not this build's to check.
   */
  otherLocales?: readonly string[];
}

/** Where a link on the site's own address leads, as this build can check it. */
export type OwnSiteTarget =
  /** Not this build's to check: another site, or outside the base path, or another locale. */
  | { kind: "elsewhere" }
  /** On the site's origin under the base path would be required, and it is not. */
  | { kind: "outside-prefix"; reason: string }
  /** A page or file of this build: the path under the base path (decoded) and the anchor. */
  | { kind: "site"; path: string; anchor: string };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Where `url` (already resolved against the page it is on) leads on this site. One reading for
 * the source check of the docs and configuration (src/node/links/checkLinks.ts) and the check
 * of the written output (src/node/output/checkOutput.ts): a link written as
 * `https://developers.getwemap.com/docs/x` is a link to `/docs/x`, and both refuse it alike
 * when no such page exists. `absolute` says the link was written with a scheme and host: such
 * a link outside the base path is another application on the same host, not a broken link.
 */
export function ownSiteTarget(url: URL, site: SiteAddress, absolute: boolean): OwnSiteTarget {
  if (url.origin !== new URL(site.siteUrl).origin) return { kind: "elsewhere" };
  const prefix = site.pathPrefix;
  // `/developers` itself is the site's root under the prefix `/developers`.
  const underPrefix = url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  if (!underPrefix) {
    return absolute || !prefix
      ? { kind: "elsewhere" }
      : { kind: "outside-prefix", reason: `does not start with the path prefix ${prefix}` };
  }
  const path = safeDecode(url.pathname.slice(prefix.length)) || "/";
  const locale = path.split("/")[1] ?? "";
  if (site.otherLocales?.includes(locale)) return { kind: "elsewhere" };
  return { kind: "site", path, anchor: safeDecode(url.hash.slice(1)) };
}
