/**
 * The security headers every response carries, and the Content-Security-Policy built from what
 * the pages actually contain (see contentSecurityPolicy).
 */

/** What the build found the pages need beyond their own origin. */
export interface PagePolicy {
  /** `'sha256-…'` sources of every inline script the pages carry (identical on every page). */
  scriptHashes: string[];
  /** Other origins per directive: hosted search, analytics. */
  scriptOrigins: string[];
  connectOrigins: string[];
  imgOrigins: string[];
}

export const EMPTY_PAGE_POLICY: PagePolicy = {
  scriptHashes: [],
  scriptOrigins: [],
  connectOrigins: [],
  imgOrigins: [],
};

/**
 * Scripts run only from the site and from the hashed inline scripts: no `'unsafe-eval'`, no
 * `'unsafe-inline'` for scripts. Styles keep `'unsafe-inline'`: Gatsby inlines each page's CSS
 * modules in a `<style>` that differs per page, and components set `style` attributes (the
 * progress bar, the search modal). Nothing may frame the site.
 */
export function contentSecurityPolicy(policy: PagePolicy): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...policy.scriptHashes, ...policy.scriptOrigins]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...policy.imgOrigins]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...policy.connectOrigins]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(" ")}`).join("; ");
}

/** Headers for every response of the site, whatever the file. */
export function securityHeaders(policy: PagePolicy): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(policy),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/**
 * The policy of the HTML, SVG and XML files of the build the site did not render (`static/`'s):
 * nothing runs (`sandbox` without `allow-scripts` stops scripts and handlers even where another
 * policy of a host is joined to this one), nothing loads from elsewhere, and what an SVG or a
 * plain page needs to show still works: inline styles (an SVG's `<style>`, `style=""`), and
 * images and fonts of the site or `data:`. An SVG shown by `<img>` needs none of it: Chromium
 * applies no policy of the image's own there (e2e/csp.spec.ts), and never runs its scripts.
 */
export const STATIC_DOCUMENT_POLICY = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "sandbox",
].join("; ");

/** Headers for a static document (above): the site's, with the policy that runs nothing. */
export function staticDocumentHeaders(policy: PagePolicy): Record<string, string> {
  return { ...securityHeaders(policy), "Content-Security-Policy": STATIC_DOCUMENT_POLICY };
}

/**
 * Headers for a download (src/node/deploy/servedTypes.ts isDownload: an extension the servers
 * name no type for): a static document's, and `Content-Disposition: attachment`, so that no
 * browser renders it, also where a page would ask for it as a document (`<object type>` takes
 * the element's type for an application/octet-stream answer).
 */
export function downloadHeaders(policy: PagePolicy): Record<string, string> {
  return { ...staticDocumentHeaders(policy), "Content-Disposition": "attachment" };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
