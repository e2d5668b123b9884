import crypto from "node:crypto";
import { Parser } from "htmlparser2";

/**
 * The text of every inline `<script>` of an HTML document (scripts with `src` excluded), as the
 * browser hashes it for a CSP `'sha256-…'` source: the raw characters between the tags.
 * JSON-LD and other data blocks are skipped: browsers never run them, and CSP ignores them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script") return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        const runs = type === "" || type === "text/javascript" || type === "module";
        current = attributes.src === undefined && runs ? "" : undefined;
      },
      ontext(text) {
        if (current !== undefined) current += text;
      },
      onclosetag(name) {
        if (name === "script" && current !== undefined) scripts.push(current);
        current = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(script: string): string {
  return `'sha256-${crypto.createHash("sha256").update(script, "utf8").digest("base64")}'`;
}
