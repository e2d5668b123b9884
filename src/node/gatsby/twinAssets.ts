import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../output/readPages";
import type { MdxToolchain } from "../mdx/toolchain";
import type { AssembledSite } from "../site/assembleSite";
import { LLMS_FULL_FILE, twinFilesOf } from "../twins/twinFiles";
import type { TwinNode } from "../twins/twinTree";
import type { GeneratedFile } from "./writeGeneratedFiles";

/** The site's address with its base path and no trailing slash: what twins' links start with. */
export function siteRootOf(config: { url: string; baseUrl: string }): string {
  return `${config.url.replace(/\/+$/, "")}${config.baseUrl.replace(/\/+$/, "")}`;
}

/** The Markdown twins and llms files of an assembled site (none without a model or config). */
export function twinAssetsOf(
  site: AssembledSite,
  tools: Pick<MdxToolchain, "toMarkdown">,
): GeneratedFile[] {
  if (!site.model || !site.config) return [];
  return twinFilesOf(
    {
      model: site.model,
      processed: site.processed,
      sourceFiles: site.sourceFiles,
      siteRoot: siteRootOf(site.config),
      title: site.config.title,
      tagline: site.config.tagline,
    },
    (tree: TwinNode) => tools.toMarkdown(tree),
  );
}

/** Whether a file of public/ is one twinFilesOf writes: a `.md` under docs/ or an llms file. */
function isTwinAsset(file: string): boolean {
  return (
    file === "llms.txt" ||
    file === LLMS_FULL_FILE ||
    (file.startsWith("docs/") && (file.endsWith(".md") || file.endsWith("/llms.txt")))
  );
}

/**
 * Writes the twins and llms files into public/ and removes those of docs that are gone, so an
 * unknown `.md` address answers 404. Each file is written beside its place and renamed into it:
 * a reader of the development server never gets half a file.
 */
export function writeTwinAssets(publicDir: string, files: readonly GeneratedFile[]): void {
  const wanted = new Set(files.map((file) => file.file));
  for (const { file, contents } of files) {
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    fs.writeFileSync(partial, contents);
    fs.renameSync(partial, target);
  }
  for (const file of listFiles(publicDir)) {
    if (isTwinAsset(file) && !wanted.has(file)) fs.rmSync(path.join(publicDir, file));
  }
}
