/**
 * The types both servers send, by extension: one closed table for the Node server
 * (src/node/server/contentType.ts) and the generated nginx configuration (its `types` block, which
 * replaces the system's mime.types), so that neither types a file by a list the other lacks. A
 * type database types hundreds of extensions, many as XML documents a browser renders and runs
 * script in (an `.xsd` was sent as application/xml, and Chromium ran the XHTML script inside it).
 * Here a file whose extension the table does not name is a download (isDownload): sent as
 * application/octet-stream, `Content-Disposition: attachment`, under the policy that runs nothing.
 *
 * The table holds what the build writes (pages, bundles, styles, page data and search files,
 * the Markdown twins and llms files, licence files) and what static/ may hold
 * (src/node/content/staticFileTypes.ts; a test keeps that list inside this one).
 */
export const SERVED_TYPES: Readonly<Record<string, string>> = {
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  json: "application/json",
  md: "text/markdown",
  txt: "text/plain",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
  pdf: "application/pdf",
};

/**
 * The types a browser opens as a document that can run script: a file of these types that the
 * site did not render is served under the policy that runs nothing (staticDocuments.ts).
 */
const DOCUMENT_TYPES = new Set(["text/html", "image/svg+xml"]);

/**
 * The extension of the last segment of a path, lower-cased, as nginx reads it for its types:
 * after the last dot, which must not begin the name; "" when there is none.
 */
export function extensionOfPath(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The type the servers send a file with, without parameters, or `undefined` when no type. */
export function servedTypeOf(file: string): string | undefined {
  const extension = extensionOfPath(file);
  return Object.hasOwn(SERVED_TYPES, extension) ? SERVED_TYPES[extension] : undefined;
}

/**
 * True for a file whose name has an extension the table does not name (`.xsd`, `.xml`, `.exe`):
 * both servers send it as a download. A file without an extension is sent as
 * application/octet-stream (nginx's `default_type`) and no rule names it: nginx could not tell
 * it from a page's address (`/docs/about`) before looking for the file.
 */
export function isDownload(file: string): boolean {
  return extensionOfPath(file) !== "" && servedTypeOf(file) === undefined;
}

/** True for a type a browser opens as a document that can run script (HTML, SVG). */
export function isDocumentType(type: string | undefined): boolean {
  return type !== undefined && DOCUMENT_TYPES.has(type);
}

/**
 * The generated nginx configuration's `types` block (the table above, by type), and the
 * location that sends every other extension as a download: a path whose last segment has an
 * extension the table does not name. Read by PCRE, case-insensitively as nginx reads types.
 */
export function nginxTypes(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(SERVED_TYPES)) {
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  }
  return `types { ${[...byType].map(([type, extensions]) => `${type} ${extensions.join(" ")};`).join(" ")} }`;
}

/** The regular expression of the download location (nginx `~*`; JavaScript with the `i` flag). */
export const DOWNLOAD_PATH_PATTERN = `[^/]\\.(?!(?:${Object.keys(SERVED_TYPES).join("|")})$)[^./]+$`;
