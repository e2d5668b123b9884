import { extensionOfPath } from "../deploy/servedTypes";

/**
 * The kinds of file `static/` may hold: files a browser shows or downloads as they are and that
 * run nothing. Everything else is refused by `npm run check`, `gatsby develop` and the build
 * (src/node/content/staticFiles.ts), naming the file and this list. What the site needs decides
 * it: its logos and favicon (SVG), images a doc shows, fonts, PDFs a doc links to, and plain text
 * (`robots.txt`, `/.well-known/security.txt`).
 *
 * Left out on purpose: HTML and every XML type but SVG (a document that can run script, which
 * no check reads as a browser does; a search console's verification file has the DNS record or
 * the `<meta>` tag instead), scripts and style sheets (the site's own come from its bundles),
 * JSON (the build's page data and search files are JSON: one of static/ could pass for them),
 * Markdown (the docs' twins), `.svgz` (compressed: no check reads it), and anything the servers
 * would type by guessing (src/node/deploy/servedTypes.ts sends every type outside their table as
 * a download). A new kind is added here with the reason it runs nothing, and to the servers'
 * table (a test keeps this list inside it).
 */
export const STATIC_FILE_TYPES: Readonly<Record<string, string>> = {
  png: "images",
  jpg: "images",
  jpeg: "images",
  gif: "images",
  webp: "images",
  avif: "images",
  ico: "images",
  // Judged by the SVG check before it is published (src/node/content/staticMarkup.ts), and
  // served under the policy that runs nothing (src/node/deploy/staticDocuments.ts).
  svg: "images",
  woff: "fonts",
  woff2: "fonts",
  // Chromium's PDF viewer runs a PDF's own script inside the viewer, never in the site's pages.
  pdf: "documents",
  txt: "text",
};

/** True when `static/` may hold a file of this name's type (any letter case: `.PNG`). */
export function isAllowedStaticFile(file: string): boolean {
  return Object.hasOwn(STATIC_FILE_TYPES, extensionOfPath(file));
}

/** The allowed types as a message lists them: `.png, .jpg, ... (images), ...`. */
export function allowedStaticTypesText(): string {
  const byKind = new Map<string, string[]>();
  for (const [extension, kind] of Object.entries(STATIC_FILE_TYPES)) {
    byKind.set(kind, [...(byKind.get(kind) ?? []), `.${extension}`]);
  }
  return [...byKind].map(([kind, extensions]) => `${extensions.join(", ")} (${kind})`).join("; ");
}
