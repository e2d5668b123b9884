/** How a search hit's URL is opened: inside the app, or by loading another site's page. */
export type HitTarget = { kind: "internal"; path: string } | { kind: "external"; url: string };

/**
 * Hits whose URL matches the configured external pattern load as a full page; others are paths
 * of this site (hosted results carry the site's absolute URL: its origin is dropped) and
 * navigate client-side.
 */
export function hitTarget(url: string, siteUrl: string, externalUrlRegex?: string): HitTarget {
  const origin = siteUrl.replace(/\/+$/, "");
  if (url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}#`)) {
    return { kind: "internal", path: url.slice(origin.length) || "/" };
  }
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) {
    return { kind: "external", url };
  }
  return /^[a-z][a-z\d+.-]*:/i.test(url)
    ? { kind: "external", url }
    : { kind: "internal", path: url };
}
