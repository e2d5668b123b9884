import { lookup } from "mrmime";
import { DEFAULT_TYPE } from "../deploy/httpSettings";
import { textTypeFor } from "../deploy/textTypes";

/**
 * The Content-Type the Node server sends a file of the build with: the site's text types (the
 * Markdown twins and llms files, in UTF-8), else the type of its extension, pages naming their
 * charset, else nginx's `default_type` (a file without an extension, or with one no list knows).
 * It is decided before the file is sent, from the same lookup the gzip policy reads, so a file is
 * gzipped exactly when its type says so.
 */
export function contentTypeFor(file: string): string {
  const type = textTypeFor(file) ?? lookup(file);
  if (type === undefined) return DEFAULT_TYPE;
  return type === "text/html" ? "text/html; charset=utf-8" : type;
}
