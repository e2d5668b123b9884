import { servedTypeOf } from "./servedTypes";
import { textTypeFor } from "./textTypes";

/**
 * Which responses are sent gzipped, one rule for the Node server and the generated nginx
 * configuration, so both send the same bytes for the same request: the types below, from
 * GZIP_MIN_LENGTH bytes up, to a client that accepts gzip. nginx always gzips `text/html` and
 * warns when `gzip_types` names it again, so its list leaves it out.
 */
const GZIP_TYPES: readonly string[] = [
  "text/html",
  "text/css",
  "text/plain",
  "text/markdown",
  "text/xml",
  "application/javascript",
  "text/javascript",
  "application/json",
  "application/manifest+json",
  "application/xml",
  "image/svg+xml",
];

/**
 * nginx's `gzip_min_length` and compression's `threshold`: smaller bodies are sent as they are.
 * From 256 bytes gzip pays for its 18-byte frame: the logo and favicon (300 to 430 bytes) and the
 * static-query results (about 300) every first load fetches shrink by a quarter to a half, where
 * compression's default of 1 KiB sent them whole.
 */
export const GZIP_MIN_LENGTH = 256;

/**
 * The gzip level of both servers (nginx's `gzip_comp_level`, whose default is 1; compression's
 * `level`): 6 is zlib's own default, most of level 9's saving for a fraction of its time.
 */
export const GZIP_LEVEL = 6;

/** The `gzip_types` directive of the generated nginx configuration. */
export function nginxGzipTypes(): string {
  return GZIP_TYPES.filter((type) => type !== "text/html").join(" ");
}

/** True when a response of this Content-Type (parameters aside) may be gzipped. */
export function isGzipType(contentType: string | number | string[] | undefined): boolean {
  const type = String(contentType ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  return type !== undefined && GZIP_TYPES.includes(type);
}

/**
 * True when the client accepts gzip as nginx reads Accept-Encoding: `gzip` listed, without
 * `q=0` (`*` and `x-gzip` do not count).
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const codings = (Array.isArray(header) ? header.join(",") : header).split(",");
  return codings.some((coding) => {
    const [name = "", ...parameters] = coding.split(";").map((part) => part.trim().toLowerCase());
    if (name !== "gzip") return false;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * True when a file of the build would be sent gzipped to this client: the Node server then
 * answers a `Range` request with the whole file, gzipped, as nginx does (its gzip filter drops
 * the length, and its range filter serves parts of a response of known length only).
 */
export function sentGzipped(
  file: string,
  size: number,
  acceptEncoding: string | string[] | undefined,
): boolean {
  const type = textTypeFor(file) ?? servedTypeOf(file) ?? "";
  return size >= GZIP_MIN_LENGTH && isGzipType(type) && acceptsGzip(acceptEncoding);
}
