import fs from "node:fs";
import path from "node:path";
import { runtimeBlocksRender } from "./runtimeBlocksRender";

/**
 * The webpack runtime moved into each built page's head to hold the first paint
 * (runtimeBlocksRender.ts). Returns how many pages changed; a page an incremental build did not
 * render again has its runtime there already and stays as it is.
 */
export function finishBuiltPages(publicDir: string, files: readonly string[]): number {
  let changed = 0;
  for (const file of files) {
    const fullPath = path.join(publicDir, file);
    const html = fs.readFileSync(fullPath, "utf8");
    const finished = runtimeBlocksRender(html, file);
    if (finished !== html) {
      fs.writeFileSync(fullPath, finished);
      changed += 1;
    }
  }
  return changed;
}
