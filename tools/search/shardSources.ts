import fs from "node:fs";
import path from "node:path";
import type { ShardSource } from "../../src/shared/search/shardFormat";
import type { ShardedIndex } from "../../src/node/search/shardedIndex";
import type { PageFile, ShardManifest } from "../../src/shared/search/shardFormat";

/** What a query fetched, file by file, as the browser's loader names them. */
export type FetchLog = string[];

function missing(name: string): never {
  throw new Error(`No search file ${name}`);
}

/** The sharded index served from memory, logging each file a query asks for. */
export function memoryShardSource(sharded: ShardedIndex, log: FetchLog = []): ShardSource {
  return {
    manifest: sharded.manifest,
    shard: async (n) => (log.push(`t${n}`), sharded.shards[n] ?? missing(`t${n}`)),
    tail: async (id, tier) => {
      log.push(`x${id}-${tier + 1}`);
      return sharded.tails[id]?.[tier] ?? missing(`x${id}-${tier + 1}`);
    },
    dictionary: async (n) => (log.push(`d${n}`), sharded.dictionaries[n] ?? missing(`d${n}`)),
    page: async (n) => (log.push(`p${n}`), sharded.pages[n] ?? missing(`p${n}`)),
  };
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** A version's index folder as the build wrote it under public/, read from disk. */
export function folderShardSource(folder: string, log: FetchLog = []): ShardSource {
  const file = <T>(name: string): T => (
    log.push(name),
    readJson<T>(path.join(folder, `${name}.json`))
  );
  return {
    manifest: readJson<ShardManifest>(path.join(folder, "manifest.json")),
    shard: async (n) => file(`t${n}`),
    tail: async (id, tier) => file(`x${id}-${tier + 1}`),
    dictionary: async (n) => file(`d${n}`),
    page: async (n) => file(`p${n}`),
  };
}

/** The page files of a built folder, every page's in page order. */
export function pageFilesOfFolder(folder: string): PageFile[] {
  const { pages } = readJson<ShardManifest>(path.join(folder, "manifest.json"));
  return Array.from({ length: pages }, (_, n) =>
    readJson<PageFile>(path.join(folder, `p${n}.json`)),
  );
}

/** The folder of each version's index under a built site's public/. */
export function builtIndexFolders(publicDir: string): Map<string, string> {
  const root = path.join(publicDir, "static", "search");
  const folders = new Map<string, string>();
  for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    const manifest = path.join(root, name, "manifest.json");
    if (fs.existsSync(manifest))
      folders.set(readJson<ShardManifest>(manifest).version, path.join(root, name));
  }
  return folders;
}
