/**
 * What a doc's URL may be made of. A doc's id comes from its file path and its last URL segment
 * may be replaced by `slug`; both end up in a URL and in a file name under public/, so a
 * segment must mean the same thing before and after encoding, and in every browser and server.
 */

/**
 * Letters and digits of any script, `.`, `_`, `-` and `~`: nothing a URL encodes into another
 * meaning (`%`, `?`, `#`, `/`, `\`), no spaces or controls.
 */
const SEGMENT = /^[\p{L}\p{N}\p{M}._~-]+$/u;

/** Why `segment` cannot be part of a doc's URL, or undefined when it can. */
export function urlSegmentProblem(segment: string): string | undefined {
  if (segment === "") return "has an empty URL segment";
  if (segment === "." || segment === "..")
    return `has the segment "${segment}", which would move the URL to another page`;
  if (!SEGMENT.test(segment))
    return `has the segment "${segment}": use letters, digits, '.', '_', '-' or '~' (no spaces, '%', '?', '#' or '\\')`;
  return undefined;
}

/** Why a doc id (its path without extension) cannot become a URL, or undefined. */
export function docIdProblem(id: string): string | undefined {
  for (const segment of id.split("/")) {
    const problem = urlSegmentProblem(segment);
    if (problem) return `the file's path ${problem}`;
  }
  return undefined;
}

/**
 * The form under which two URLs are the same page for some reader: a case-insensitive file
 * system (macOS, Windows) serves `/docs/About` for `/docs/about`, and Unicode letters may be
 * composed or not (`é` as one or two code points).
 */
export function urlIdentity(url: string): string {
  return url.normalize("NFC").toLowerCase();
}
