import type { BuildArgs } from "gatsby";
import { minifyInlineScriptsIn } from "../output/minifyInlineScripts";
import { htmlPages, listFiles } from "../output/readPages";
import { runtimeBlocksRenderIn } from "../output/runtimeBlocksRender";
import { checkBuiltSite } from "./checkBuiltSite";
import { writeDataFilesAfterBuild } from "./createDocPages";
import { publicRoot } from "./paths";
import { writeHostingRules } from "./writeHostingRules";

/**
 * What a production build does last, in order: write the search, sidebar and twin files (only once
 * the pages exist), minify the pages' inline scripts, move the webpack runtime into each head
 * (src/node/output/runtimeBlocksRender.ts), check what ships (every link and anchor of the
 * written pages, the size budgets, which read the search files), then write the hosting rules,
 * whose Content-Security-Policy hashes the inline scripts as minified. Any failure here restores the previous
 * public/ (src/node/gatsby/outputGuard.ts).
 */
export async function afterBuild(args: BuildArgs): Promise<void> {
  writeDataFilesAfterBuild();
  try {
    const pages = htmlPages(listFiles(publicRoot));
    const changed = minifyInlineScriptsIn(publicRoot, pages);
    args.reporter.info(`Inline scripts minified in ${changed} pages`);
    const moved = runtimeBlocksRenderIn(publicRoot, pages);
    args.reporter.info(`Webpack runtime moved into the head of ${moved} pages`);
  } catch (error) {
    args.reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return;
  }
  await checkBuiltSite(args);
  writeHostingRules(args);
}
