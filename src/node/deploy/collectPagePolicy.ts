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

class InlineScriptError extends Error {}

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
 * distinct inline script the site emits in the HTML of the pages it rendered (`pageFiles`, from
 * the site root; a page without its file is skipped, all of them is an error), and the other hosts the build was
 * configured for. Any other HTML of the output is not read: a file of `static/` never adds a
 * hash (the probe's `static/demo/index.html` had its inline script allowed on every page).
 * Throws when a page's content carries a script of its own (the policy hashes only the site's
 * scripts, never a page's) and when the inline scripts vary per page (naming two pages and the
 * start of a script).
 */
export function collectPagePolicy(
  publicDir: string,
  pageFiles: readonly string[],
  thirdParties: ThirdParties,
): PagePolicy {
  const firstSeen = new Map<string, { page: string; script: string }>();
  const contentScripts: string[] = [];
  let read = 0;
  for (const file of pageFiles) {
    let html: string;
    try {
      html = fs.readFileSync(path.join(publicDir, file), "utf8");
    } catch {
      continue;
    }
    read += 1;
    for (const script of scriptsInContent(html)) {
      contentScripts.push(`public${file}: ${JSON.stringify(script)}`);
    }
    for (const script of inlineScripts(html)) {
      const hash = scriptHashSource(script);
      if (!firstSeen.has(hash)) firstSeen.set(hash, { page: file, script });
    }
  }
  if (read === 0 && pageFiles.length > 0) {
    // Gatsby named its pages elsewhere than pageHtmlFile thinks: no hash, every page broken.
    throw new InlineScriptError(
      `none of the ${pageFiles.length} rendered pages was found in ${publicDir} (${pageFiles[0]}...)`,
    );
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
