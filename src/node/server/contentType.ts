import { DEFAULT_TYPE } from "../deploy/httpSettings";
import { servedTypeOf } from "../deploy/servedTypes";
import { textTypeFor } from "../deploy/textTypes";

/**
 * The Content-Type the Node server sends a file of the build with: the site's text types (the
 * Markdown twins and llms files, in UTF-8), else the type the servers' closed table gives its
 * extension (src/node/deploy/servedTypes.ts, which nginx reads too), pages naming their charset,
 * else nginx's `default_type` (a file without an extension, or with one the table does not name,
 * which is then a download). It is decided before the file is sent, from the same lookup the
 * gzip policy reads, so a file is gzipped exactly when its type says so.
 */
export function contentTypeFor(file: string): string {
  const type = textTypeFor(file) ?? servedTypeOf(file);
  if (type === undefined) return DEFAULT_TYPE;
  return type === "text/html" ? "text/html; charset=utf-8" : type;
}
