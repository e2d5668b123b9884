import fs from "node:fs";
import path from "node:path";
import { minifyInlineScripts, type MinifiedScripts } from "./minifyInlineScripts";
import { runtimeBlocksRender } from "./runtimeBlocksRender";

/**
 * The last changes a production build makes to its HTML pages, each page read and written once:
 * its inline scripts minified (the Content-Security-Policy hashes them afterwards), then the
 * webpack runtime moved into its head to hold the first paint. Returns how many pages changed;
 * a page an incremental build did not render again is already finished and stays as it is.
 */
export function finishBuiltPages(publicDir: string, files: readonly string[]): number {
  const known: MinifiedScripts = new Map();
  let changed = 0;
  for (const file of files) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, "utf8");
    const finished = runtimeBlocksRender(minifyInlineScripts(html, file, known), file);
    if (finished !== html) {
      fs.writeFileSync(fullPath, finished);
      changed += 1;
    }
  }
  return changed;
}
