import crypto from "node:crypto";
import { Parser } from "htmlparser2";

/** An inline script of a document: where its text sits, the text, and whether it is a module. */
export interface InlineScript {
  /** Offset of its start tag's `<` in the document. */
  tagStart: number;
  /** Offsets of its text in the document (between the tags). */
  start: number;
  end: number;
  text: string;
  module: boolean;
}

/**
 * Every inline `<script>` of an HTML document that runs (scripts with `src` excluded), with its
 * text as the browser hashes it for a CSP `'sha256-…'` source: the raw characters between the
 * tags. JSON-LD and other data blocks are skipped: browsers never run them, and CSP ignores them.
 */
export function inlineScriptsWithPlaces(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  let current: { tagStart: number; start: number; module: boolean } | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      current = undefined;
      if (name !== "script" || attributes.src !== undefined) return;
      const type = (attributes.type ?? "").trim().toLowerCase();
      if (type !== "" && type !== "text/javascript" && type !== "module") return;
      current = {
        tagStart: parser.startIndex,
        start: (parser.endIndex ?? 0) + 1,
        module: type === "module",
      };
    },
    onclosetag(name) {
      if (name === "script" && current !== undefined) {
        const end = parser.startIndex;
        scripts.push({ ...current, end, text: html.slice(current.start, end) });
      }
      current = undefined;
    },
  });
  parser.write(html);
  parser.end();
  return scripts;
}

/** The text of every inline script of an HTML document that runs (above). */
export function inlineScripts(html: string): string[] {
  return inlineScriptsWithPlaces(html).map((script) => script.text);
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The element React renders the pages into (Gatsby's root): writers' content lives inside. */
const CONTENT_ROOT_ID = "___gatsby";

/**
 * Every `<script>` inside the page's content root, inline or with `src`, described for an error
 * message. The site emits its scripts in the head and around the root (gatsby-ssr.tsx, Gatsby
 * itself); a script inside the root came from content, and the build refuses it rather than
 * hashing it into the Content-Security-Policy.
 */
export function scriptsInContent(html: string): string[] {
  const found: string[] = [];
  // Open elements inside the root, the root included; 0 when outside.
  let depth = 0;
  let current: { src?: string; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (depth === 0 && attributes.id === CONTENT_ROOT_ID) depth = 1;
        else if (depth > 0) depth += 1;
        if (depth > 0 && name === "script") current = { src: attributes.src, text: "" };
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(name) {
        if (name === "script" && current) {
          found.push(
            current.src !== undefined
              ? `<script src=${JSON.stringify(current.src)}>`
              : `<script>${current.text.slice(0, 60)}`,
          );
          current = undefined;
        }
        if (depth > 0) depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
