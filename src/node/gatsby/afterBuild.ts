import type { BuildArgs } from "gatsby";
import { finishBuiltPages } from "../output/finishBuiltPages";
import { htmlPages, listFiles } from "../output/readPages";
import { checkBuiltSite } from "./checkBuiltSite";
import { writeDataFilesAfterBuild } from "./createDocPages";
import { leverOn } from "./levers";
import { publicRoot } from "./paths";
import { writeHostingRules } from "./writeHostingRules";

/**
 * What a production build does last, in order: write the search, sidebar and twin files (only once
 * the pages exist), move the webpack runtime into each page's head (src/node/output/finishBuiltPages.ts,
 * the `runtime-in-head` lever), check what ships (every link and anchor of the written pages, the
 * size budgets, which read the search files), then write the hosting rules, whose
 * Content-Security-Policy hashes the pages' inline scripts. Any failure here restores the previous
 * public/ (src/node/gatsby/outputGuard.ts).
 */
export async function afterBuild(args: BuildArgs): Promise<void> {
  writeDataFilesAfterBuild();
  try {
    if (leverOn("runtime-in-head")) {
      const changed = finishBuiltPages(publicRoot, htmlPages(listFiles(publicRoot)));
      args.reporter.info(`The webpack runtime moved to the head in ${changed} pages`);
    }
  } catch (error) {
    args.reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
    return;
  }
  await checkBuiltSite(args);
  writeHostingRules(args);
}
