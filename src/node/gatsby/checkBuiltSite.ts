import type { ParentSpanPluginArgs } from "gatsby";
import siteConfig from "../../../site.config";
import { validateSiteConfig } from "../config/validateSiteConfig";
import { findBrokenOutputLinks, formatBrokenOutputLinks } from "../output/checkOutput";
import { loadMdxToolchain } from "../mdx/toolchain";
import { llmsFullProblem, readMarkdownPages } from "../output/readMarkdownFiles";
import { renderLlmsFull } from "../twins/llmsTxt";
import { siteRootOf } from "./twinAssets";
import { listFiles, readBuiltPages } from "../output/readPages";
import {
  formatFileSize,
  formatOverBudget,
  llmsFullSize,
  pagesOverBudget,
  searchIndexesOverBudget,
} from "../output/sizeBudgets";
import { siteAddressOf } from "../site/siteLinks";
import { publicRoot } from "./paths";

/**
 * onPostBuild: what ships is what is checked. Every link of every written page, Markdown twin
 * and llms file must lead to a page, file or anchor of the output; pages over their size budget
 * are reported; a search index over its budget fails the build. Runs after the search and twin
 * files are written.
 */
export async function checkBuiltSite({
  reporter,
  pathPrefix,
}: ParentSpanPluginArgs): Promise<void> {
  const started = Date.now();
  const config = validateSiteConfig("site.config.ts", siteConfig);
  const files = listFiles(publicRoot);
  const markdownPages = readMarkdownPages(publicRoot, files, await loadMdxToolchain());
  const pages = [...readBuiltPages(publicRoot, files), ...markdownPages];
  const llmsFull = llmsFullProblem(
    publicRoot,
    files,
    markdownPages.find((page) => page.file === "llms.txt"),
    siteRootOf(config),
    renderLlmsFull,
  );
  // The site's address as the source check reads it, with the path prefix Gatsby built under.
  const broken = findBrokenOutputLinks({
    ...siteAddressOf(config),
    pathPrefix: pathPrefix ?? "",
    pages,
    files,
  });
  const linkCount = pages.reduce((sum, page) => sum + page.links.length, 0);
  reporter.info(
    `Checked ${linkCount} links of ${pages.length} built pages and Markdown files in ${Date.now() - started} ms`,
  );
  const fullSize = llmsFullSize(publicRoot, files);
  if (fullSize) reporter.info(`Size of every latest doc in one file: ${formatFileSize(fullSize)}`);
  const heavyPages = pagesOverBudget(publicRoot, files, config.budgets);
  if (heavyPages.length > 0) {
    reporter.warn(
      `${heavyPages.length} page file(s) over the size budget (site.config.ts budgets):\n${formatOverBudget(heavyPages.slice(0, 10))}`,
    );
  }
  // Both failures at once, so one build tells the writer everything.
  const heavyIndexes = searchIndexesOverBudget(publicRoot, files, config.budgets);
  const failures = [
    ...(broken.length > 0 ? [formatBrokenOutputLinks(broken)] : []),
    ...(llmsFull ? [llmsFull] : []),
    ...(heavyIndexes.length > 0
      ? [
          `Search index over its budget (site.config.ts budgets.searchIndexKiB):\n${formatOverBudget(heavyIndexes)}`,
        ]
      : []),
  ];
  if (failures.length > 0) reporter.panicOnBuild(failures.join("\n"));
}
