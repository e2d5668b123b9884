import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { DocRecord } from "../content/docRecords";
import type { DocSection } from "../mdx/outline";
import type { DocsModel } from "../model/docsModel";
import { buildSearchIndexes } from "../search/buildSearchIndex";
import { docSearchStylesheet } from "../search/docSearchStylesheet";
import {
  planSearchAssets,
  SEARCH_ASSETS_DIR,
  type SearchAssetNaming,
  type SearchAssets,
} from "../search/searchAssets";
import { searchBackendFromEnv } from "../search/searchMode";
import { projectRoot } from "./paths";
import { writeGeneratedFiles } from "./writeGeneratedFiles";
import type { SearchBackend } from "../../shared/search/searchBackend";

/** The site's theme for DocSearch's modal, from the project's root. */
const MODAL_THEME = "src/theme/SearchModal/docsearch-theme.css";

/**
 * DocSearch's stylesheet, resolved from the project (Gatsby's bundler rewrites `require`), with
 * the site's theme for it.
 */
function searchModalStylesheet(backend: SearchBackend["kind"]): string {
  const resolve = createRequire(path.join(projectRoot, "package.json")).resolve;
  return docSearchStylesheet(
    fs.readFileSync(resolve("@docsearch/css/dist/style.css"), "utf8"),
    { file: MODAL_THEME, css: fs.readFileSync(path.join(projectRoot, MODAL_THEME), "utf8") },
    backend,
  );
}

/**
 * The search files of a build, from the docs model and each doc's sections (from the compile
 * that renders its page). createPages builds them once; the `docsSearch` resolver names them.
 */
export function searchAssetsOf(
  model: DocsModel,
  sectionsOf: (doc: DocRecord) => readonly DocSection[],
  naming: SearchAssetNaming = "hashed",
): SearchAssets {
  const backend = searchBackendFromEnv(process.env).kind;
  const indexes = backend === "embedded" ? buildSearchIndexes(model, sectionsOf) : [];
  return planSearchAssets(indexes, searchModalStylesheet(backend), naming);
}

/** Whether the search files name a folder for each of the model's versions, and no other. */
export function indexesCoverVersions(assets: SearchAssets, model: DocsModel): boolean {
  const named = Object.keys(assets.indexUrls).sort().join("\n");
  return (
    named ===
    model.versions
      .map((version) => version.name)
      .sort()
      .join("\n")
  );
}

/** Writes the files into public/, removing those of earlier builds. */
export function writeSearchAssets(publicDir: string, assets: SearchAssets): void {
  writeGeneratedFiles(publicDir, SEARCH_ASSETS_DIR, assets.files);
}
