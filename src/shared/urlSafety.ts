/**
 * What a URL written by a writer or in the site configuration is, decided once for the whole
 * site: the build refuses anything `unsafe` (MDX links and images, JSX `href`/`to`/`src`,
 * navbar, footer, announcement bar) and the link components render it inert.
 */
export type UrlClass =
  /** `http://` or `https://` with a host. */
  | { kind: "external"; url: string }
  | { kind: "mailto"; url: string }
  | { kind: "tel"; url: string }
  /** A path of this site: starts with one `/`. */
  | { kind: "site-path"; url: string }
  /** A path relative to the page or file (`../Model/Coordinates.mdx`, `img/map.png`, `?q=x`). */
  | { kind: "relative"; url: string }
  /** `#id` on the same page, or an empty URL. */
  | { kind: "anchor"; url: string }
  /** Anything else: a script or data URL, another scheme, a host without a scheme. */
  | { kind: "unsafe"; scheme: string; reason: string };

/** Schemes a link of the site may carry. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * Characters browsers drop from a URL before reading its scheme (WHATWG URL: leading and
 * trailing C0 controls and spaces, and every tab or newline anywhere), plus invisible Unicode
 * spaces a browser keeps: dropping those too can only make the check stricter.
 */
const EDGE_JUNK =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
  /^[\u0000-\u0020\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** A scheme as a browser reads it: a letter, then letters, digits, `+`, `-`, `.`, then `:`. */
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Character references a later HTML stage could decode into a scheme (`javascript&#58;`,
 * `javascript&colon;`): the build reads the URL as it would be after such a decoding too.
 */
const NAMED_REFERENCES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  amp: "&",
  num: "#",
};

function decodeCharacterReferences(text: string): string {
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]+)|#(\d+)|([A-Za-z]+));?/g,
    (whole, hex?: string, decimal?: string, name?: string) => {
      const code = hex ? parseInt(hex, 16) : decimal ? parseInt(decimal, 10) : undefined;
      if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      return NAMED_REFERENCES[(name ?? "").toLowerCase()] ?? whole;
    },
  );
}

function normalise(url: string): string {
  return url.replace(EDGE_JUNK, "").replace(TAB_OR_NEWLINE, "");
}

function classifyNormalised(url: string, original: string): UrlClass {
  if (url === "" || url.startsWith("#")) return { kind: "anchor", url: original };
  // `//host`, `/\host` and `\\host` name another host with the page's scheme.
  if (/^[/\\]{2}/.test(url)) {
    return {
      kind: "unsafe",
      scheme: "",
      reason: "a URL starting with // names another host: write it in full with https://",
    };
  }
  if (url.startsWith("/") || url.startsWith("\\")) {
    return { kind: "site-path", url: original };
  }
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return { kind: "relative", url: original };
  if (!ALLOWED_SCHEMES.has(scheme)) {
    return {
      kind: "unsafe",
      scheme,
      reason: `the scheme "${scheme}:" is not allowed (only http:, https:, mailto:, tel:, site paths and relative files)`,
    };
  }
  if (scheme === "mailto") return { kind: "mailto", url: original };
  if (scheme === "tel") return { kind: "tel", url: original };
  if (!/^https?:\/\/[^/\\?#]/i.test(url)) {
    return {
      kind: "unsafe",
      scheme,
      reason: `an ${scheme}: URL needs a host, as in ${scheme}://example.com/`,
    };
  }
  return { kind: "external", url: original };
}

/**
 * Classifies a URL the way a browser would read its scheme, so that `JaVaScRiPt:`, leading
 * spaces or control characters, tabs inside the scheme and character references such as
 * `javascript&#58;` cannot hide one. Only `http:`/`https:` URLs with a host, `mailto:`, `tel:`,
 * site paths (`/docs/x`), relative files (`../x.mdx`, `img/a.png`, `?q=`) and anchors (`#id`)
 * are safe; everything else, `//host` included, is `{ kind: "unsafe", scheme, reason }`.
 *
 * Call it on the URL as the writer's source gives it (Markdown and MDX JSX attribute values
 * after their own decoding); the build refuses `unsafe` naming the file, line and URL.
 *
 * @example classifyUrl("JaVaScRiPt:alert(1)") // { kind: "unsafe", scheme: "javascript", ... }
 * @example classifyUrl("../Model/Coordinates.mdx") // { kind: "relative", ... }
 */
export function classifyUrl(url: string): UrlClass {
  const direct = classifyNormalised(normalise(url), url);
  if (direct.kind === "unsafe" || !url.includes("&")) return direct;
  const decoded = classifyNormalised(normalise(decodeCharacterReferences(url)), url);
  return decoded.kind === "unsafe" ? decoded : direct;
}

/** True when `classifyUrl` lets the URL through. */
export function isSafeUrl(url: string): boolean {
  return classifyUrl(url).kind !== "unsafe";
}

/**
 * The URL to put in an `href` or `src` at render time: the URL itself when safe, `undefined`
 * (an inert link) otherwise. The build already refuses unsafe URLs; this is the second line.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return isSafeUrl(url) ? url : undefined;
}

/** One line for an error message: why the URL is refused. */
export function describeUnsafeUrl(url: string): string | undefined {
  const result = classifyUrl(url);
  return result.kind === "unsafe" ? `${JSON.stringify(url)}: ${result.reason}` : undefined;
}
