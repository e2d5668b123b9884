import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { SearchIndexData } from "../search/indexData";
import { SEARCH_ASSETS_DIR } from "../search/searchAssets";

/** Size limits of what readers download, in KiB of gzip (what a server sends). */
export interface SizeBudgets {
  /** One page's HTML. Over it: a warning. */
  pageHtmlKiB: number;
  /** One page's page-data.json (fetched by client-side navigation). Over it: a warning. */
  pageDataKiB: number;
  /** One version's search index, fetched when search is first opened. Over it: an error. */
  searchIndexKiB: number;
}

export interface OverBudget {
  /** The file under public/. */
  file: string;
  what: string;
  gzipBytes: number;
  budgetBytes: number;
  /** For a search index: its heaviest pages, biggest first. */
  heaviest?: { url: string; bytes: number }[];
}

const KiB = 1024;
const gzipSize = (contents: Buffer | string) => zlib.gzipSync(contents).length;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/**
 * Pages whose HTML or page data passes its budget. Gzip never makes a file bigger than the
 * budget allows when the raw file is within it, so only files over it raw are compressed.
 */
export function pagesOverBudget(
  publicDir: string,
  files: readonly string[],
  budgets: SizeBudgets,
): OverBudget[] {
  const over: OverBudget[] = [];
  for (const file of files) {
    const isHtml = file.endsWith(".html") && !file.startsWith("_gatsby/");
    const isPageData = file.startsWith("page-data/") && file.endsWith("/page-data.json");
    if (!isHtml && !isPageData) continue;
    const budgetBytes = (isHtml ? budgets.pageHtmlKiB : budgets.pageDataKiB) * KiB;
    const absolute = path.join(publicDir, file);
    if (fs.statSync(absolute).size <= budgetBytes) continue;
    const gzipBytes = gzipSize(fs.readFileSync(absolute));
    if (gzipBytes > budgetBytes) {
      over.push({ file, what: isHtml ? "HTML" : "page data", gzipBytes, budgetBytes });
    }
  }
  return over.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const SEARCH_INDEX = new RegExp(`^${SEARCH_ASSETS_DIR}/index-(.+)-[0-9a-f]+\\.json$`);

/** The pages that weigh most in a search index: each page's record and its sections. */
function heaviestPages(index: SearchIndexData, count: number): { url: string; bytes: number }[] {
  const bytes = index.pages.map((page) => JSON.stringify(page).length);
  for (const section of index.sections) {
    bytes[section.page] = (bytes[section.page] ?? 0) + JSON.stringify(section).length;
  }
  return index.pages
    .map((page, position) => ({ url: page.url, bytes: bytes[position] ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/** Search indexes (one per version) over their budget, with their heaviest pages. */
export function searchIndexesOverBudget(
  publicDir: string,
  files: readonly string[],
  budgets: SizeBudgets,
): OverBudget[] {
  const budgetBytes = budgets.searchIndexKiB * KiB;
  return files.flatMap((file): OverBudget[] => {
    const version = SEARCH_INDEX.exec(file)?.[1];
    if (version === undefined) return [];
    const contents = fs.readFileSync(path.join(publicDir, file), "utf8");
    const gzipBytes = gzipSize(contents);
    if (gzipBytes <= budgetBytes) return [];
    const index = JSON.parse(contents) as SearchIndexData;
    return [
      {
        file,
        what: `the search index of version ${version}`,
        gzipBytes,
        budgetBytes,
        heaviest: heaviestPages(index, 5),
      },
    ];
  });
}

/** One readable paragraph per file over its budget. */
export function formatOverBudget(over: readonly OverBudget[]): string {
  return over
    .map((item) => {
      const head = `public/${item.file}: ${item.what} is ${kib(item.gzipBytes)} gzip, over its budget of ${kib(item.budgetBytes)}`;
      if (!item.heaviest) return `  - ${head}`;
      const pages = item.heaviest.map((page) => `${page.url} (${kib(page.bytes)} raw)`).join(", ");
      return `  - ${head}. Heaviest pages: ${pages}`;
    })
    .join("\n");
}
