import fs from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { Parser } from "htmlparser2";

/**
 * The inline scripts every page carries before its bundles (the theme and announcement state,
 * the base-URL check, the router-safe address, Gatsby's chunk map) are written readable in
 * their sources (src/lib/initialScript.ts, src/browser/baseUrl, ...). Minified in the built
 * HTML they take 0.18 KiB less of every first load, gzip as served. The Content-Security-Policy
 * hashes the scripts as written here: the hosting rules are written after this step.
 */

/** Where an inline script's text sits in a document, and the text. */
interface InlineScript {
  start: number;
  end: number;
  text: string;
}

/** Classic scripts only: modules and data blocks (JSON-LD, templates) are left as they are. */
function isClassicScript(attributes: Record<string, string>): boolean {
  if (attributes.src !== undefined) return false;
  const type = (attributes.type ?? "").trim().toLowerCase();
  return type === "" || type === "text/javascript";
}

function inlineScriptsOf(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  let start: number | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      start =
        name === "script" && isClassicScript(attributes) ? (parser.endIndex ?? 0) + 1 : undefined;
    },
    onclosetag(name) {
      if (name === "script" && start !== undefined) {
        const end = parser.startIndex;
        found.push({ start, end, text: html.slice(start, end) });
      }
      start = undefined;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/**
 * One script minified. Its top-level names stay (other scripts and the bundles may read them:
 * gtag, `___chunkMapping`); ES5 stays ES5, as these run in every browser before any bundle.
 */
export function minifyScript(code: string): string {
  return transformSync(code, { minify: true, target: "es5", charset: "utf8" }).code.trim();
}

/**
 * The page with its inline scripts minified. `file` names the page in the error a script that
 * does not parse (or is not ES5) raises.
 */
export function minifyInlineScripts(html: string, file: string): string {
  const scripts = inlineScriptsOf(html);
  let result = html;
  // From the last, so the earlier offsets stay right.
  for (const [index, script] of [...scripts.entries()].reverse()) {
    if (script.text.trim() === "") continue;
    let minified: string;
    try {
      minified = minifyScript(script.text);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      throw new Error(
        `${file}: inline script ${index + 1} of ${scripts.length} could not be minified (expected an ES5 script): ${reason}`,
      );
    }
    // The tag's end must stay the end: minified text never holds "</script".
    if (/<\/script/i.test(minified)) minified = minified.replace(/<\/(script)/gi, "<\\/$1");
    // A page an incremental build did not render again holds the scripts minified already:
    // minifying them again only renames, and every copy of a script must stay the same (one
    // Content-Security-Policy hash each).
    if (minified.length >= script.text.length) continue;
    result = result.slice(0, script.start) + minified + result.slice(script.end);
  }
  return result;
}

/** Minifies the inline scripts of every HTML page under `publicDir`; returns how many changed. */
export function minifyInlineScriptsIn(publicDir: string, files: readonly string[]): number {
  let changed = 0;
  for (const file of files) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, "utf8");
    const minified = minifyInlineScripts(html, file);
    if (minified !== html) {
      fs.writeFileSync(fullPath, minified);
      changed += 1;
    }
  }
  return changed;
}
