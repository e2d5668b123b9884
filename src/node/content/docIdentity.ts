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

/**
 * A file's extension at the end of a segment: a dot, then a lower-case letter and one to four
 * lower-case letters or digits (`.md`, `.txt`, `.json`, `.xml`, `.webp`), or one of the types
 * the site's servers and build name pages and files by, in any case (`.HTML`). The build writes
 * files under such names beside the pages (the Markdown twin of `/docs/x` is `/docs/x.md`, each
 * version's `llms.txt`): a page `/docs/x.md` would need a folder where the twin is a file, and
 * hosts pick what they send by the extension. A dot followed by a capital names a type in the
 * SDK reference's style (`types.LivemapProps`, the spec's routes), which stays a page, and so
 * does a version's name (`v1.2`, `2.x`).
 */
const LOWER_CASE_EXTENSION = /\.[a-z][a-z0-9]{1,4}$/;
const KNOWN_EXTENSION = /\.(?:html?|mdx?|txt|json|xml|m?js|css)$/i;

/** Why `segment` cannot be part of a doc's URL, or undefined when it can. */
export function urlSegmentProblem(segment: string): string | undefined {
  if (segment === "") return "has an empty URL segment";
  if (segment === "." || segment === "..")
    return `has the segment "${segment}", which would move the URL to another page`;
  if (!SEGMENT.test(segment))
    return `has the segment "${segment}": use letters, digits, '.', '_', '-' or '~' (no spaces, '%', '?', '#' or '\\')`;
  // Hosts hide dot files or refuse them (static/ may hold none), and some names have a
  // meaning of their own (`.well-known`).
  if (segment.startsWith("."))
    return `has the segment "${segment}", a dot file's name, which hosts hide or refuse to serve: start it with a letter or digit`;
  if (LOWER_CASE_EXTENSION.test(segment) || KNOWN_EXTENSION.test(segment))
    return `has the segment "${segment}", which ends like a file's name (${/\.[^.]*$/.exec(segment)?.[0] ?? ""}): servers would read it as that file's type, and the build writes files under such names (a page's .md twin, llms.txt); drop the extension`;
  return undefined;
}

/**
 * Why a doc's URL is not its own canonical form (src/shared/pagePaths.ts), or undefined: the
 * server and the browser read `/x/index` as `/x`, so a doc served at `/docs/about/index` (a
 * slug `index`) would be redirected to the folder's page, or take it over.
 */
export function canonicalUrlProblem(segment: string): string | undefined {
  if (segment === "index")
    return `has the segment "${segment}" last, which servers read as its folder's page: name the page itself`;
  return undefined;
}

/** Why a doc id (its path without extension) cannot become a URL, or undefined. */
export function docIdProblem(id: string): string | undefined {
  const segments = id.split("/");
  for (const segment of segments) {
    const problem = urlSegmentProblem(segment);
    if (problem) return `the file's path ${problem}`;
  }
  // `index` alone is the version's main page, served at the version's path.
  const last = segments[segments.length - 1] ?? "";
  const problem = id === "index" ? undefined : canonicalUrlProblem(last);
  return problem ? `the file's path ${problem}` : undefined;
}

/**
 * The form under which two URLs are the same page for some reader: a case-insensitive file
 * system (macOS, Windows) serves `/docs/About` for `/docs/about`, and Unicode letters may be
 * composed or not (`é` as one or two code points).
 */
export function urlIdentity(url: string): string {
  return url.normalize("NFC").toLowerCase();
}
