/**
 * What the Node server and nginx answer to hostile and odd requests: one table, sent as raw
 * requests to both servers by e2e/conformance.spec.ts, and listed in docs/deploy.md
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
  /**
   * The body's length once gunzipped (0 for HEAD and 304). The spec compares it between the two
   * servers on every row; a row states it where it is known beforehand (a range).
   */
  length?: number;
}

export interface Row {
  /** The class of request, as docs/deploy.md names it. */
  what: string;
  request: {
    method?: string;
    path: string;
    /**
     * Sent as they are, but for the values each server gives its own: `<etag>` and
     * `<last-modified>` (read from that server's answer to a plain GET of the path first) and
     * `<now>` (the time of sending).
     */
    headers?: Record<string, string>;
    /** The length of a body of `x`s to send, with its Content-Length. */
    body?: number;
  };
  expected: Answer;
}

/** The server's own validators and the time, in a row's header values. */
export const PLACEHOLDERS = {
  etag: "<etag>",
  lastModified: "<last-modified>",
  now: "<now>",
} as const;

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
  /** A file without an extension: nginx's default_type. */
  noExtension: "conformance-no-extension",
} as const;

/**
 * The characters RFC 3986 reserves that a file name may hold (`/img/logo@2x.svg`): the spec plants
 * a text file named with each, `conformance-a@b.txt`...
 */
export const RESERVED_CHARACTERS = [..."@+,;=&$:"];
export const reservedName = (character: string) => `conformance-a${character}b.txt`;

/** What the planted files with a reserved name, and the one without an extension, hold. */
export const PLANTED_TEXT = {
  reserved: "A name with a reserved character.\n",
  noExtension: "No type.\n",
};

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
/** Sets of request headers, one row each. */
const each = (...sets: Record<string, string>[]) => sets;
const notModified: Answer = { ...answer(304, "none"), length: 0 };
const part = (length: number): Answer => ({ ...answer(206), length });
/** A date before any file of the build. */
const PAST = "Sat, 01 Jan 2000 00:00:00 GMT";
const { etag: ETAG, lastModified: LAST_MODIFIED, now: NOW } = PLACEHOLDERS;

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
    row("TRACE or CONNECT, whatever the path", { method: "TRACE", path: "/nope" }, page(405)),
    ...["/docs/about", "/nope"].map((path) =>
      row("TRACE or CONNECT, whatever the path", { method: "CONNECT", path }, page(405)),
    ),
    row("CONNECT to a host", { method: "CONNECT", path: "127.0.0.1:443" }, page(400)),
    // Node's parser does not know this method: the server answers it like any other.
    row("A method Node's parser does not know", { method: "FOO", path: "/docs/about" }, page(405)),
    row("A method Node's parser does not know", { method: "FOO", path: "/nope" }, notFound),
    // Ranges, read as nginx reads them.
    row("One range", { path: "/docs/about", headers: { range: "bytes=0-10" } }, part(11)),
    row("One range", { path: "/docs/about", headers: { range: "bytes=-5" } }, part(5)),
    row("One range", { path: "/docs/about", headers: { range: "bytes=0-0" } }, part(1)),
    ...["bytes=100-50", "bytes=abc", "bytes=-0", "bytes=99999999-", "bytes=0-1,abc"].map((range) =>
      row("A range with nothing in it", { path: "/docs/about", headers: { range } }, page(416)),
    ),
    ...["bytes=0-1,5-6", "bytes=0-1,0-1"].map((range) =>
      row("Several ranges", { path: "/docs/about", headers: { range } }, page()),
    ),
    row(
      "A range and an empty one",
      { path: "/docs/about", headers: { range: "bytes=0-1,99999999-" } },
      part(2),
    ),
    ...["items=0-3", "bytes="].map((range) =>
      row("Another unit, or no range", { path: "/docs/about", headers: { range } }, page()),
    ),
    // Conditional requests (RFC 9110 13), with each server's own ETag and Last-Modified.
    ...each(
      { "if-none-match": "*" },
      { "if-none-match": `"stale", ${ETAG}` },
      { "if-none-match": ETAG, "cache-control": "no-cache" },
      { "if-modified-since": NOW },
      { "if-modified-since": LAST_MODIFIED },
    ).map((headers) => row("Not modified", { path: "/docs/about", headers }, notModified)),
    row("Modified since", { path: "/docs/about", headers: { "if-modified-since": PAST } }, page()),
    ...each({ "if-match": '"stale"' }, { "if-unmodified-since": PAST }).map((headers) =>
      row("A precondition that fails", { path: "/docs/about", headers }, page(412)),
    ),
    ...each({ "if-match": ETAG }, { "if-match": "*" }, { "if-unmodified-since": NOW }).map(
      (headers) => row("A precondition that holds", { path: "/docs/about", headers }, page()),
    ),
    ...[ETAG, LAST_MODIFIED].map((ifRange) =>
      row(
        "A range if the file is the same",
        { path: "/docs/about", headers: { "if-range": ifRange, range: "bytes=0-10" } },
        part(11),
      ),
    ),
    // A resumed download of a file that changed gets the whole new file, never a spliced one.
    ...['"stale"', PAST, NOW].map((ifRange) =>
      row(
        "A range if the file is the same, and it is not",
        { path: "/docs/about", headers: { "if-range": ifRange, range: "bytes=0-10" } },
        page(),
      ),
    ),
    row(
      "A range with nothing in it, not modified",
      { path: "/docs/about", headers: { "if-none-match": ETAG, range: "bytes=abc" } },
      notModified,
    ),
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
    // Files for the build and the hosts, not for readers, however the path is spelt: the hosts'
    // rules are in public/ (refused), the servers' files beside it, Gatsby's records deleted.
    ...[
      "/_nginx.conf",
      "/_headers",
      "/_redirects",
      "/_page-policy.json",
      "/webpack.stats.json",
      "/chunk-map.json",
      "/%5Fnginx.conf",
      "/%63hunk-map.json",
      "/nginx-include.conf",
      "/deploy-output/page-policy.json",
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
    // File names with reserved characters, and one without an extension.
    ...RESERVED_CHARACTERS.map((character) =>
      row(
        "A file named with a reserved character",
        { path: `/${reservedName(character)}` },
        {
          ...answer(200, "text/plain"),
          length: PLANTED_TEXT.reserved.length,
        },
      ),
    ),
    row(
      "A file named with a reserved character",
      { path: `/${reservedName("%40")}` },
      { ...answer(200, "text/plain"), length: PLANTED_TEXT.reserved.length },
    ),
    row(
      "A file without an extension",
      { path: `/${PLANTED.noExtension}` },
      {
        ...answer(200, "application/octet-stream"),
        length: PLANTED_TEXT.noExtension.length,
      },
    ),
    // Requests larger than nginx's settings (src/node/deploy/httpSettings.ts).
    row("A 10 MB body", { method: "POST", path: "/docs/about", body: 10 * 1024 * 1024 }, page(413)),
    row("A 10 MB body", { path: "/docs/about", body: 10 * 1024 * 1024 }, page(413)),
    row("A body of 1 MB, the limit", { path: "/docs/about", body: 1024 * 1024 }, page()),
    row(
      "A 16 KB cookie",
      { path: "/docs/about", headers: { cookie: "a".repeat(16 * 1024) } },
      page(400),
    ),
    row("A 9 KB query", { path: `/docs/about?q=${"a".repeat(9 * 1024)}` }, page(414)),
    row("The not-found page by name", { path: "/404.html" }, moved("/404")),
    row("An unknown path", { path: "/nope/a%3Db%20c" }, notFound),
  ];
}

/** One answer as docs/deploy.md writes it: `301 → /docs`, `200 html, gzip`, `206 html, 11 bytes`. */
export function describeAnswer({ status, location, type, encoding, length }: Answer): string {
  if (location !== undefined) return `${status} → \`${location}\``;
  const parts = [`${status} ${type}`];
  if (encoding !== "none") parts.push(encoding);
  if (length !== undefined && status !== 304)
    parts.push(`${length} byte${length === 1 ? "" : "s"}`);
  return parts.join(", ");
}

/** A run of one character, as docs/deploy.md writes it: `a×9216`. */
const shortened = (text: string) =>
  text.replace(/(.)\1{31,}/g, (run, character: string) => `${character}×${run.length}`);

/** One request as docs/deploy.md writes it: `POST /docs/about (Range: bytes=0-10)`. */
export function describeRequest({
  method = "GET",
  path,
  headers = {},
  body,
}: Row["request"]): string {
  const named = Object.entries(headers).map(
    ([name, value]) =>
      `${name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}: ${shortened(value)}`,
  );
  if (body !== undefined) named.push(`a body of ${body.toLocaleString("en-US")} bytes`);
  const spelt = shortened(path.replace(/^\/app-[0-9a-f]{20}\.js/, "/app-<hash>.js"));
  return `\`${method} ${spelt}${named.length > 0 ? ` (${named.join(", ")})` : ""}\``;
}
