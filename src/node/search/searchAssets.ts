import crypto from "node:crypto";
import type { SearchIndexData } from "./indexData";

/** Where the build writes the search files, under public/. `static/` is cached for good. */
export const SEARCH_ASSETS_DIR = "static/search";

export interface SearchAsset {
  /** Path under public/, with the content hash in the name. */
  file: string;
  contents: string;
}

export interface SearchAssets {
  files: SearchAsset[];
  /** version → URL of its index, without the site's path prefix. */
  indexUrls: Record<string, string>;
  /** URL of DocSearch's stylesheet, loaded with the modal. */
  stylesheetUrl: string;
}

function contentHash(contents: string): string {
  return crypto.createHash("sha256").update(contents).digest("hex").slice(0, 16);
}

function asset(name: string, extension: string, contents: string): SearchAsset {
  return { file: `${SEARCH_ASSETS_DIR}/${name}-${contentHash(contents)}.${extension}`, contents };
}

/**
 * The files search needs in the browser: one index per version and DocSearch's stylesheet. A
 * content hash in every name means a cache can keep them forever and never serve a stale one;
 * the same input always gives the same names, so the page data and the files agree.
 */
export function planSearchAssets(
  indexes: readonly SearchIndexData[],
  stylesheet: string,
): SearchAssets {
  const indexFiles = indexes.map((index) => ({
    version: index.version,
    ...asset(`index-${index.version}`, "json", JSON.stringify(index)),
  }));
  const css = asset("docsearch", "css", stylesheet);
  return {
    files: [...indexFiles.map(({ file, contents }) => ({ file, contents })), css],
    indexUrls: Object.fromEntries(indexFiles.map(({ version, file }) => [version, `/${file}`])),
    stylesheetUrl: `/${css.file}`,
  };
}
