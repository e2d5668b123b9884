import { transformSync, type Message } from "esbuild";
import { inlineScriptsWithPlaces } from "../deploy/inlineScripts";

/**
 * The inline scripts every page carries before its bundles (the theme and announcement state,
 * the base-URL check, the router-safe address, Gatsby's chunk map) are written readable in
 * their sources (src/lib/initialScript.ts, src/browser/baseUrl, ...). Minified in the built
 * HTML they take 0.18 KiB less of every first load, gzip as served. The Content-Security-Policy
 * hashes the scripts as written here: the hosting rules are written after this step.
 */

/**
 * One script minified. Its top-level names stay (other scripts and the bundles may read them:
 * gtag, `___chunkMapping`); ES5 stays ES5, as these run in every browser before any bundle.
 */
export function minifyScript(code: string): string {
  return transformSync(code, { minify: true, target: "es5", charset: "utf8" }).code.trim();
}

/** esbuild's first message, with its line and column in the script. */
function failureReason(error: unknown): string {
  const first = (error as { errors?: Message[] }).errors?.[0];
  if (first)
    return first.location
      ? `line ${first.location.line}, column ${first.location.column}: ${first.text}`
      : first.text;
  return error instanceof Error ? error.message : String(error);
}

/** Minified texts by source text: most pages carry the same few scripts. */
export type MinifiedScripts = Map<string, string>;

/**
 * The page with its inline scripts minified. `file` names the page in the error a script that
 * does not parse (or is not ES5) raises; `known` holds the scripts minified already.
 */
export function minifyInlineScripts(
  html: string,
  file: string,
  known: MinifiedScripts = new Map(),
): string {
  const scripts = inlineScriptsWithPlaces(html);
  let result = html;
  // From the last, so the earlier offsets stay right.
  for (const [index, script] of [...scripts.entries()].reverse()) {
    // Modules are left as they are: the ES5 target is the classic scripts'.
    if (script.module || script.text.trim() === "") continue;
    let minified = known.get(script.text);
    if (minified === undefined) {
      try {
        minified = minifyScript(script.text);
      } catch (error) {
        const reason = failureReason(error);
        throw new Error(
          `${file}: inline script ${index + 1} of ${scripts.length} could not be minified (expected an ES5 script): ${reason}`,
        );
      }
      // The tag's end must stay the end: minified text never holds "</script".
      minified = minified.replace(/<\/(script)/gi, "<\\/$1");
      // A page an incremental build did not render again holds the scripts minified already:
      // minifying them again only renames, and every copy of a script must stay the same (one
      // Content-Security-Policy hash each).
      if (minified.length >= script.text.length) minified = script.text;
      known.set(script.text, minified);
    }
    const tag = tidyStartTag(html.slice(script.tagStart, script.start));
    result = result.slice(0, script.tagStart) + tag + minified + result.slice(script.end);
  }
  return result;
}

/**
 * A script's start tag without the line breaks and indentation Gatsby writes around its
 * attributes (`<script\n            id="gatsby-chunk-mapping"\n          >`). Only the tag's two
 * ends are touched: whitespace there is never inside an attribute's quotes.
 */
export function tidyStartTag(tag: string): string {
  return tag.replace(/^(<script)\s+/i, "$1 ").replace(/\s+>$/, ">");
}
