import fs from "node:fs";
import path from "node:path";
import { stripBom } from "../content/encoding";
import type { DocFile } from "./assembleSite";

/**
 * Every doc file of the content folder (`.mdx` and `.md`), read from disk, as the build's data
 * layer would list them. `npm run check` uses it to check the content without Gatsby.
 */
export function readContentFolder(contentRoot: string): DocFile[] {
  if (!fs.existsSync(contentRoot)) return [];
  return fs
    .readdirSync(contentRoot, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((absolutePath) => ({
      absolutePath,
      source: stripBom(fs.readFileSync(absolutePath, "utf8")),
    }));
}
