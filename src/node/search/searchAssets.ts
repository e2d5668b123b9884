import { contentHash } from "../output/contentHash";
import type { SearchIndexData } from "../../shared/search/indexData";
import { shardSearchIndex } from "./shardedIndex";

/** Where the build writes the search files, under public/. `static/` is cached for good. */
export const SEARCH_ASSETS_DIR = "static/search";

interface SearchAsset {
  /** Path under public/, with the content hash in the name. */
  file: string;
  contents: string;
}

export interface SearchAssets {
  files: SearchAsset[];
  /** version → URL of its index's manifest, without the site's path prefix. */
  indexUrls: Record<string, string>;
  /** URL of DocSearch's stylesheet, loaded with the modal. */
  stylesheetUrl: string;
}

function asset(name: string, extension: string, contents: string): SearchAsset {
  return { file: `${SEARCH_ASSETS_DIR}/${name}-${contentHash(contents)}.${extension}`, contents };
}

/**
 * How the index folders are named. `hashed` (production): after the hash of their files, so a
 * cache may keep them forever. `stable` (development): after the version only, so an edit
 * rewrites the files in place and the site's search configuration, which names the folders,
 * stays the same: createPages can then rebuild the index after the page has updated.
 */
export type SearchAssetNaming = "hashed" | "stable";

/** A version's folder, planned again only when its index changed. */
function indexFolder(
  index: SearchIndexData,
  naming: SearchAssetNaming,
): { manifest: string; files: SearchAsset[] } {
  const source = JSON.stringify(index);
  const key = `${naming} ${index.version}`;
  const cached = lastFolders.get(key);
  if (cached?.source === source) return cached.folder;
  const folder = shardedFolder(index, naming);
  lastFolders.set(key, { source, folder });
  return folder;
}

/**
 * The last folder of each version, with the index it came from: in development every edit
 * plans the files again, and a version the edit did not touch keeps its shards as they were.
 */
const lastFolders = new Map<
  string,
  { source: string; folder: { manifest: string; files: SearchAsset[] } }
>();

/**
 * One version's sharded index (see shardedIndex.ts) in a folder named after the hash of all its
 * files: the manifest, shards `t<n>.json`, tails `x<id>-<tier>.json`, dictionaries `d<n>.json`
 * and page files `p<n>.json` keep short names (the
 * manifest lists no hash per file) and a change to any of them still renames the folder.
 */
function shardedFolder(
  index: SearchIndexData,
  naming: SearchAssetNaming,
): { manifest: string; files: SearchAsset[] } {
  const sharded = shardSearchIndex(index);
  const named = [
    { name: "manifest.json", contents: JSON.stringify(sharded.manifest) },
    ...sharded.shards.map((shard, n) => ({ name: `t${n}.json`, contents: JSON.stringify(shard) })),
    ...sharded.tails.flatMap((tiers, id) =>
      tiers.map((tier, k) => ({ name: `x${id}-${k + 1}.json`, contents: JSON.stringify(tier) })),
    ),
    ...sharded.dictionaries.map((terms, n) => ({
      name: `d${n}.json`,
      contents: JSON.stringify(terms),
    })),
    ...sharded.pages.map((page, n) => ({ name: `p${n}.json`, contents: JSON.stringify(page) })),
  ];
  const folder =
    naming === "stable"
      ? `${SEARCH_ASSETS_DIR}/index-${index.version}-dev`
      : `${SEARCH_ASSETS_DIR}/index-${index.version}-${contentHash(
          named.map(({ name, contents }) => `${name}\n${contents}`).join("\n"),
        )}`;
  return {
    manifest: `${folder}/manifest.json`,
    files: named.map(({ name, contents }) => ({ file: `${folder}/${name}`, contents })),
  };
}

/**
 * The files search needs in the browser: one sharded index per version and DocSearch's
 * stylesheet. A content hash in every name means a cache can keep them forever and never serve
 * a stale one; the same input always gives the same names, so the page data and the files agree.
 */
export function planSearchAssets(
  indexes: readonly SearchIndexData[],
  stylesheet: string,
  naming: SearchAssetNaming = "hashed",
): SearchAssets {
  const folders = indexes.map((index) => ({
    version: index.version,
    ...indexFolder(index, naming),
  }));
  const css = asset("docsearch", "css", stylesheet);
  return {
    files: [...folders.flatMap((folder) => folder.files), css],
    indexUrls: Object.fromEntries(
      folders.map(({ version, manifest }) => [version, `/${manifest}`]),
    ),
    stylesheetUrl: `/${css.file}`,
  };
}
