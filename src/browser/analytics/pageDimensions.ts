/**
 * The custom dimensions every page view carries, so marketing can segment by SDK and docs
 * version without regular expressions on paths (docs/analytics.md).
 */
export interface PageDimensions {
  /** The SDK or section the page belongs to (GA4's built-in `content_group`). */
  content_group: string;
  /** The docs version the page belongs to, or "none" outside the docs. */
  doc_version: string;
}

/**
 * The first path segment of a doc (after `/docs` and an archived version's name) → its content
 * group. Every other doc (about, getting started, deep linking, webview, analytics, AR, the docs
 * home) is a guide.
 */
const SECTION_GROUPS: ReadonlyMap<string, string> = new Map([
  ["javascript", "JavaScript"],
  // The examples are complete web pages built on the livemap JavaScript SDK.
  ["examples", "JavaScript"],
  ["android", "Android"],
  ["ios", "iOS"],
  ["flutter", "Flutter"],
  ["react-native", "React Native"],
  ["android-native", "Native SDKs"],
  ["ios-native", "Native SDKs"],
  ["flutter-native", "Native SDKs"],
  ["rest", "REST API"],
  ["services", "Services"],
]);

const GUIDES_GROUP = "Guides";
const NO_VERSION = "none";

/**
 * The dimensions of the page at `path` (without the site's base URL, query or hash).
 * `docVersion` is the version the docs model built the page for (the doc template's
 * `docsearch:version` meta), absent on pages that are not docs: those are "Home", "Search" or
 * "Other" (the not-found page included, even at a `/docs/...` address).
 */
export function pageDimensions(
  path: string,
  docVersion: string | undefined,
  searchPagePath = "/search",
): PageDimensions {
  const segments = path.split("/").filter(Boolean);
  if (!docVersion) {
    const normalised = `/${segments.join("/")}`;
    const content_group =
      normalised === "/" ? "Home" : normalised === searchPagePath ? "Search" : "Other";
    return { content_group, doc_version: NO_VERSION };
  }
  // `/docs/<section>/...` for the latest version, `/docs/<version>/<section>/...` for the others.
  const section = segments[1] === docVersion ? segments[2] : segments[1];
  const content_group = (section && SECTION_GROUPS.get(section)) ?? GUIDES_GROUP;
  return { content_group, doc_version: docVersion };
}

/** `pathname` without the base URL the site is served under (`/` at the root). */
export function stripBaseUrl(pathname: string, baseUrl: string): string {
  const prefix = baseUrl.replace(/\/$/, "");
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return pathname.slice(prefix.length) || "/";
  }
  return pathname;
}

/** The docs version of the page shown, from the doc template's meta; absent outside the docs. */
export function docVersionOf(doc: Document): string | undefined {
  return doc.querySelector('meta[name="docsearch:version"]')?.getAttribute("content") ?? undefined;
}
