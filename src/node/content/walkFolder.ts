import fs from "node:fs";
import path from "node:path";

/**
 * Every entry under `root` that `keep` accepts, by absolute path, sorted. Symbolic links are
 * listed as entries but never followed: what a link leads to must not be read. (Node's own
 * recursive readdir follows a linked folder when it lists names only, and not with
 * `withFileTypes`: one walker says it once for every caller.)
 */
export function entriesUnder(root: string, keep: (entry: fs.Dirent) => boolean): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (keep(entry)) found.push(file);
      if (entry.isDirectory()) walk(file);
    }
  };
  walk(root);
  return found.sort();
}
