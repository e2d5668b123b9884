/**
 * How a browser reads a file opened by its address: as HTML, or as XML, where an element of the
 * XHTML namespace runs script as in HTML (SVG, XHTML, feeds, any `+xml` type nginx and the Node
 * server know). Every such file of `static/` is checked before it is published
 * (src/node/content/staticMarkup.ts), and served with a policy that runs nothing
 * (src/node/deploy/staticDocuments.ts).
 */
export type MarkupKind = "html" | "xml";

const KINDS: Readonly<Record<string, MarkupKind>> = {
  html: "html",
  htm: "html",
  shtml: "html",
  xhtml: "xml",
  xht: "xml",
  xml: "xml",
  xsl: "xml",
  xslt: "xml",
  svg: "xml",
  rss: "xml",
  atom: "xml",
  kml: "xml",
  xspf: "xml",
  mml: "xml",
};

/** A gzipped SVG: no check reads it, and browsers get it as an SVG document all the same. */
export const COMPRESSED_SVG_EXTENSION = "svgz";

function extensionOf(file: string): string {
  return /\.([^./\\]+)$/.exec(file)?.[1]?.toLowerCase() ?? "";
}

/** How the browser reads the file, or `undefined` when it is no document that can run script. */
export function markupKindOf(file: string): MarkupKind | undefined {
  return KINDS[extensionOf(file)];
}

/** True for a compressed SVG (`.svgz`). */
export function isCompressedSvg(file: string): boolean {
  return extensionOf(file) === COMPRESSED_SVG_EXTENSION;
}

/** True for every file a browser may open as a document that runs script, `.svgz` included. */
export function isMarkupFile(file: string): boolean {
  return markupKindOf(file) !== undefined || isCompressedSvg(file);
}
