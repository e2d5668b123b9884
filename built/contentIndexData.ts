import { spawnSync } from "node:child_process";
import path from "node:path";
import type { SearchIndexData } from "../src/shared/search/indexData";

const projectRoot = path.join(__dirname, "..");

let indexes: SearchIndexData[] | undefined;

/**
 * The search index of `version` as the build makes it from content/, with what its page files
 * leave out (the fenced code and the platform mark that ranking reads), made through tsx once
 * for every version.
 */
export function contentIndexData(version: string): SearchIndexData {
  if (!indexes) {
    const result = spawnSync(
      path.join(projectRoot, "node_modules", ".bin", "tsx"),
      [path.join(__dirname, "contentIndexData.cli.ts")],
      { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`indexing content/ failed: ${result.stderr}`);
    indexes = JSON.parse(result.stdout) as SearchIndexData[];
  }
  const index = indexes.find((entry) => entry.version === version);
  if (!index) throw new Error(`content/ has no docs version ${version}`);
  return index;
}
