import type { BuildArgs } from "gatsby";
import { checkBuiltSite } from "./checkBuiltSite";
import { writeDataFilesAfterBuild } from "./createDocPages";
import { writeHostingRules } from "./writeHostingRules";

/**
 * What a production build does last, in order: write the search, sidebar and twin files (only once
 * the pages exist), check what ships (every link and anchor of the written pages, the size
 * budgets, which read the search files), then write the hosting rules, whose
 * Content-Security-Policy hashes the pages' inline scripts. Any failure here restores the previous
 * public/ (src/node/gatsby/outputGuard.ts).
 */
export async function afterBuild(args: BuildArgs): Promise<void> {
  writeDataFilesAfterBuild();
  await checkBuiltSite(args);
  writeHostingRules(args);
}
