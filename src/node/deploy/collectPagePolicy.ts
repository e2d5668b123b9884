import fs from "node:fs";
import path from "node:path";
import { inlineScripts, scriptHashSource, scriptsInContent } from "./inlineScripts";
import type { PagePolicy } from "./securityHeaders";
import { thirdPartyOrigins, type ThirdParties } from "./thirdPartyOrigins";

/**
 * More distinct inline scripts than this means one of them changes from page to page: a header
 * CSP would then list one hash per page. The site's pages carry four, identical everywhere.
 */
export const MAX_INLINE_SCRIPTS = 12;

export class InlineScriptError extends Error {}

/** Every HTML file of a build, as paths from the site root (`/docs/about/index.html`). */
export function htmlFiles(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => {
      const relative = path.relative(publicDir, path.join(entry.parentPath, entry.name));
      return `/${relative.split(path.sep).join("/")}`;
    })
    .sort();
}

/**
 * What the Content-Security-Policy must allow for the pages of a build: the hash of each
 * distinct inline script the site emits in its HTML, and the other hosts the build was
 * configured for. Throws when a page's content carries a script of its own (the policy hashes
 * only the site's scripts, never a page's) and when the inline scripts vary per page (naming
 * two pages and the start of a script).
 */
export function collectPagePolicy(publicDir: string, thirdParties: ThirdParties): PagePolicy {
  const firstSeen = new Map<string, { page: string; script: string }>();
  const contentScripts: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const script of scriptsInContent(html)) {
      contentScripts.push(`public${file}: ${JSON.stringify(script)}`);
    }
    for (const script of inlineScripts(html)) {
      const hash = scriptHashSource(script);
      if (!firstSeen.has(hash)) firstSeen.set(hash, { page: file, script });
    }
  }
  if (contentScripts.length > 0) {
    throw new InlineScriptError(
      `the content of ${contentScripts.length} page(s) carries a script the site does not emit ` +
        "(a page's content may hold no script; the Content-Security-Policy lists only the " +
        `site's own): ${contentScripts.slice(0, 5).join("; ")}`,
    );
  }
  if (firstSeen.size > MAX_INLINE_SCRIPTS) {
    const samples = [...firstSeen.values()].slice(-2);
    throw new InlineScriptError(
      `the pages carry ${firstSeen.size} different inline scripts (at most ${MAX_INLINE_SCRIPTS} ` +
        "expected): an inline script changes from page to page, so the Content-Security-Policy " +
        "would need one hash per page. Put the per-page value in a data attribute. Examples: " +
        samples
          .map(({ page, script }) => `${page}: ${JSON.stringify(script.slice(0, 80))}`)
          .join("; "),
    );
  }
  return { scriptHashes: [...firstSeen.keys()].sort(), ...thirdPartyOrigins(thirdParties) };
}
