/**
 * What the Node server and nginx answer to hostile and odd requests: one table, sent as raw
 * requests to both servers by e2e/conformance.spec.ts, and listed in the README's Deploy section
 * (contract/readmeLists.test.ts fails when the two differ).
 */

export interface Answer {
  status: number;
  /** The Location's path, when there is one. */
  location: string | undefined;
  /** The class of the content type: html, json, js or the type itself; none without a body. */
  type: string;
  /** The Content-Encoding: gzip or none. */
  encoding: string;
}

export interface Row {
  /** The class of request, as the README names it. */
  what: string;
  request: { method?: string; path: string; headers?: Record<string, string> };
  expected: Answer;
}

/** Files the spec puts into public/ for its rows (both servers serve that folder). */
export const PLANTED = {
  /** A symbolic link to a file outside the build. */
  linkOut: "conformance-link-out.txt",
  /** A symbolic link to a file of the build. */
  linkIn: "conformance-link-in.html",
  /** A symbolic link to a folder outside the build. */
  folderOut: "conformance-folder-out",
  /** Under 1,024 bytes: never gzipped, so a range of it is served. */
  smallText: "conformance-small.txt",
  /** An image: never gzipped, whatever its size. */
  image: "conformance-image.png",
  /** A file under `/.well-known/`, the one dot path served. */
  wellKnown: ".well-known/conformance.txt",
} as const;

const answer = (status: number, type = "html", encoding = "none"): Answer => ({
  status,
  location: undefined,
  type,
  encoding,
});
const page = (status = 200): Answer => answer(status);
const notFound = page(404);
const moved = (location: string): Answer => ({
  status: 301,
  location,
  type: "html",
  encoding: "none",
});
const GZIP = { "accept-encoding": "gzip" };

/** The table; `bundle` is the path of the site's `app-<hash>.js`. */
export function conformanceRows(bundle: string): Row[] {
  const row = (what: string, request: Row["request"], expected: Answer): Row => ({
    what,
    request,
    expected,
  });
  return [
    row("A page", { path: "/docs/about" }, page()),
    row("A page, HEAD", { method: "HEAD", path: "/docs/about" }, page()),
    // Methods: a static site takes nothing.
    ...["POST", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "OPTIONS"].map((method) =>
      row("Another method on a page", { method, path: "/docs/about" }, page(405)),
    ),
    row("Another method on a file", { method: "POST", path: bundle }, page(405)),
    row("Another method on an unknown path", { method: "POST", path: "/nope" }, notFound),
    row(
      "Another method on another spelling",
      { method: "POST", path: "/docs/about/" },
      moved("/docs/about"),
    ),
    // Ranges, read as nginx reads them.
    row("One range", { path: "/docs/about", headers: { range: "bytes=0-10" } }, page(206)),
    row("One range", { path: "/docs/about", headers: { range: "bytes=-5" } }, page(206)),
    ...["bytes=100-50", "bytes=abc", "bytes=-0", "bytes=99999999-"].map((range) =>
      row("A range with nothing in it", { path: "/docs/about", headers: { range } }, page(416)),
    ),
    row("Several ranges", { path: "/docs/about", headers: { range: "bytes=0-1,5-6" } }, page()),
    row(
      "A range and an empty one",
      { path: "/docs/about", headers: { range: "bytes=0-1,99999999-" } },
      page(206),
    ),
    row("Another unit", { path: "/docs/about", headers: { range: "items=0-3" } }, page()),
    // Compression: gzip only, and a file sent gzipped is sent whole.
    row("A gzip client", { path: "/docs/about", headers: GZIP }, answer(200, "html", "gzip")),
    row(
      "A client without gzip",
      { path: "/docs/about", headers: { "accept-encoding": "br, deflate" } },
      page(),
    ),
    row(
      "A range from a gzip client",
      { path: "/docs/about", headers: { ...GZIP, range: "bytes=0-10" } },
      answer(200, "html", "gzip"),
    ),
    row(
      "A range from a gzip client",
      { path: "/docs/about", headers: { ...GZIP, range: "bytes=100-50" } },
      answer(200, "html", "gzip"),
    ),
    row(
      "A range from a gzip client",
      { path: `/${PLANTED.smallText}`, headers: { ...GZIP, range: "bytes=0-3" } },
      answer(206, "text/plain"),
    ),
    row(
      "A range from a gzip client",
      { path: `/${PLANTED.image}`, headers: { ...GZIP, range: "bytes=0-3" } },
      answer(206, "image/png"),
    ),
    // Files for the build and the hosts, not for readers, however the path is spelt.
    ...[
      "/_nginx.conf",
      "/_headers",
      "/_redirects",
      "/_page-policy.json",
      "/webpack.stats.json",
      "/chunk-map.json",
      `${bundle}.map`,
      "/%5Fheaders",
      "//_headers",
      "/docs/../_redirects",
      "/_headers?x=1",
    ].map((path) => row("A file for the hosts or the build", { path }, notFound)),
    row("A file for the hosts or the build", { path: "/_headers/" }, notFound),
    ...["/.env", "/docs/.hidden", "/%2eenv", "/.git/config", "/docs/%2Ehidden/x"].map((path) =>
      row("A dot path", { path }, notFound),
    ),
    row("A dot path", { path: `/${PLANTED.wellKnown}` }, answer(200, "text/plain")),
    // Paths, normalised alike.
    row("Dot segments and doubled slashes", { path: "/docs/about/..%2f..%2f" }, page()),
    row("Dot segments and doubled slashes", { path: "//docs/about" }, page()),
    row("Dot segments and doubled slashes", { path: "/docs//about" }, page()),
    row("Dot segments and doubled slashes", { path: "///" }, page()),
    row("Dot segments and doubled slashes", { path: "/docs/./about" }, page()),
    row("Dot segments and doubled slashes", { path: "//etc/passwd" }, notFound),
    row("Another spelling of a page", { path: "/docs/about/." }, moved("/docs/about")),
    row("Another spelling of a page", { path: "/docs/about/.." }, moved("/docs")),
    row("Another spelling of a page", { path: "/%2Fdocs/about/" }, moved("/docs/about")),
    row("A climb above the root", { path: "/../../etc/passwd" }, page(400)),
    row("A climb above the root", { path: "/%2e%2e/%2e%2e/etc/passwd" }, page(400)),
    row("A climb above the root", { path: "/docs/..%2f..%2f..%2fetc/passwd" }, page(400)),
    row("A climb above the root", { path: "/docs/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd" }, page(400)),
    row("A NUL byte or a bad escape", { path: "/docs/about%00.html" }, page(400)),
    row("A NUL byte or a bad escape", { path: "/docs/a%zz" }, page(400)),
    row("A backslash", { path: "/docs%5cabout" }, notFound),
    row("A backslash", { path: "/docs\\..\\_headers" }, notFound),
    // Symbolic links under the root are not followed, wherever they lead.
    row("A symbolic link in the build", { path: `/${PLANTED.linkOut}` }, notFound),
    row("A symbolic link in the build", { path: `/${PLANTED.linkIn}` }, notFound),
    row("A symbolic link in the build", { path: `/${PLANTED.folderOut}/hostname` }, notFound),
    row("The not-found page by name", { path: "/404.html" }, moved("/404")),
    row("An unknown path", { path: "/nope/a%3Db%20c" }, notFound),
  ];
}

/** One answer as the README writes it: `301 → /docs`, `200 html, gzip`. */
export function describeAnswer({ status, location, type, encoding }: Answer): string {
  if (location !== undefined) return `${status} → \`${location}\``;
  return `${status} ${type}${encoding === "none" ? "" : `, ${encoding}`}`;
}

/** One request as the README writes it: `POST /docs/about (Range: bytes=0-10)`. */
export function describeRequest({ method = "GET", path, headers = {} }: Row["request"]): string {
  const named = Object.entries(headers).map(
    ([name, value]) =>
      `${name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}: ${value}`,
  );
  const spelt = path.replace(/^\/app-[0-9a-f]{20}\.js/, "/app-<hash>.js");
  return `\`${method} ${spelt}${named.length > 0 ? ` (${named.join(", ")})` : ""}\``;
}
