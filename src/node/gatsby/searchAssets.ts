import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import matter from "gray-matter";
import type { DocRecord } from "../content/docRecords";
import type { DocsModel } from "../model/docsModel";
import { buildSearchIndexes } from "../search/buildSearchIndex";
import { toSearchClientConfig, type SearchClientConfig } from "../search/clientConfig";
import { planSearchAssets, SEARCH_ASSETS_DIR, type SearchAssets } from "../search/searchAssets";
import { searchBackendFromEnv } from "../search/searchMode";
import { projectRoot } from "./paths";

/** DocSearch's stylesheet, resolved from the project (Gatsby's bundler rewrites `require`). */
function docSearchStylesheet(): string {
  const resolve = createRequire(path.join(projectRoot, "package.json")).resolve;
  return fs.readFileSync(resolve("@docsearch/css/dist/style.css"), "utf8");
}

function readBody(absolutePath: string): string {
  return matter(fs.readFileSync(absolutePath, "utf8")).content;
}

const assetsByModel = new WeakMap<DocsModel, SearchAssets>();

/**
 * The search files of a build, from the docs model and each doc's source file. createPages
 * writes them and the `docsSearch` resolver names them: they are built once per model.
 */
export function searchAssetsOf(
  model: DocsModel,
  contentFileOf: (doc: DocRecord) => string,
): SearchAssets {
  const known = assetsByModel.get(model);
  if (known) return known;
  const embedded = searchBackendFromEnv(process.env).kind === "embedded";
  const indexes = embedded ? buildSearchIndexes(model, (doc) => readBody(contentFileOf(doc))) : [];
  const assets = planSearchAssets(indexes, docSearchStylesheet());
  assetsByModel.set(model, assets);
  return assets;
}

export function searchClientConfigOf(assets: SearchAssets): SearchClientConfig {
  return toSearchClientConfig(searchBackendFromEnv(process.env), assets);
}

/** Writes the files into public/, removing those of earlier builds. */
export function writeSearchAssets(publicDir: string, assets: SearchAssets): void {
  const dir = path.join(publicDir, SEARCH_ASSETS_DIR);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const { file, contents } of assets.files) {
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, contents);
  }
}
