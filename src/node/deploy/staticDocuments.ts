import { canonicalPathname } from "../../shared/pagePaths";
import { isInternalPath } from "./internalFiles";
import { isDocumentType, servedTypeOf } from "./servedTypes";

/**
 * The files of a build a browser opens as a document (HTML, SVG: the types the servers send that
 * can run script, src/node/deploy/servedTypes.ts) that the site did not render: `static/`'s
 * SVGs, copied as they are, and Gatsby's slice file. Every host serves them with
 * STATIC_DOCUMENT_POLICY (src/node/deploy/securityHeaders.ts): the check refused any script in
 * them (src/node/content/staticFiles.ts), and the policy would stop one that got through. Any
 * other XML is no type the servers name, so they send it as a download. Files no reader is
 * served (isInternalPath) are left out: no rule may name them.
 */
export function staticDocuments(files: readonly string[], pageFiles: readonly string[]): string[] {
  const rendered = new Set(pageFiles);
  return files
    .filter(
      (file) => isDocumentType(servedTypeOf(file)) && !rendered.has(file) && !isInternalPath(file),
    )
    .sort();
}

/**
 * The addresses a reader gets a static document at, as resolveRequest and the nginx rules
 * answer: `/x/index.html` at `/x` (its other spellings move there); `/x.html` at itself unless
 * the page `/x` exists, which takes it over; any other file at itself.
 */
export function addressesOf(file: string, files: ReadonlySet<string>): string[] {
  if (file.endsWith("/index.html")) return [file.slice(0, -"/index.html".length) || "/"];
  const canonical = canonicalPathname(file);
  if (canonical !== file && files.has(`${canonical === "/" ? "" : canonical}/index.html`)) {
    return [];
  }
  return [file];
}
