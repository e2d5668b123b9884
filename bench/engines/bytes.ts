import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import type { FetchedFile } from "./types";

export const gzip9 = (body: string | Uint8Array) => zlib.gzipSync(body, { level: 9 }).length;

/** A file served as static JSON or JavaScript: its body gzip -9. */
export const servedFile = (name: string, body: string | Uint8Array): FetchedFile => ({
  name,
  gzipBytes: gzip9(body),
});

/**
 * The engine's browser code: `entry` (ES module source importing what the page needs from the
 * package) bundled and minified by esbuild as an ES module, as a site would ship it. Resolved
 * from bench/, as Node resolves the adapters' imports: bench/node_modules (bench/package.json's
 * engines), then the project's.
 */
export async function libraryFile(name: string, entry: string): Promise<FetchedFile> {
  const result = await build({
    stdin: { contents: entry, resolveDir: path.join(__dirname, ".."), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${name}`);
  return servedFile(name, output.contents);
}
