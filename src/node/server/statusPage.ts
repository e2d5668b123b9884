/**
 * The small HTML page a status without a file of the site carries (301, 400, 405, 412, 413, 414,
 * 416). The Node server writes the page nginx writes, line for line, so the two servers send the
 * same bytes for the same refusal and e2e/conformance.spec.ts can compare body lengths on every
 * row, not only on files.
 */

import { STATUS_CODES } from "node:http";

/** The reason phrases nginx uses where they are not Node's, some older than RFC 9110's. */
const REASONS: Readonly<Record<number, string>> = {
  405: "Not Allowed",
  413: "Request Entity Too Large",
  414: "Request-URI Too Large",
  416: "Requested Range Not Satisfiable",
};

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? STATUS_CODES[status] ?? "Unknown";
}

/**
 * The page for a status. `detail` is the line nginx adds to some 400s under the heading (a header
 * line or the whole head too large: "Request Header Or Cookie Too Large"); it names the title too.
 */
export function statusPage(status: number, detail?: string): string {
  const heading = `${status} ${reasonPhrase(status)}`;
  const title = detail === undefined ? heading : `${status} ${detail}`;
  return [
    "<html>",
    `<head><title>${title}</title></head>`,
    "<body>",
    `<center><h1>${heading}</h1></center>`,
    ...(detail === undefined ? [] : [`<center>${detail}</center>`]),
    "<hr><center>nginx</center>",
    "</body>",
    "</html>",
    "",
  ].join("\r\n");
}

/** nginx's words for a request head that does not fit its buffers (its internal status 494). */
export const HEADER_TOO_LARGE = "Request Header Or Cookie Too Large";
