import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { SEARCH_ASSETS_DIR } from "../search/searchAssets";
import type { PageFile, Shard } from "../../shared/search/shardFormat";

/** Size limits of what readers download, in KiB of gzip (what a server sends). */
export interface SizeBudgets {
  /** One page's HTML. Over it: a warning. */
  pageHtmlKiB: number;
  /** One page's page-data.json (fetched by client-side navigation). Over it: a warning. */
  pageDataKiB: number;
  /**
   * Each file of a version's sharded search index (a shard, a page's search data, the
   * manifest); a query loads a few of them. Over it: an error.
   */
  searchIndexKiB: number;
}

export interface OverBudget {
  /** The file under public/. */
  file: string;
  what: string;
  gzipBytes: number;
  budgetBytes: number;
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

const SEARCH_FILE = new RegExp(
  `^${SEARCH_ASSETS_DIR}/index-(.+)-[0-9a-f]+/(?:(t|p|d|x)(\\d+)(?:-\\d+)?|manifest)\\.json$`,
);

/** What a search file is, in words: its shard's term range or its page's URL. */
function describeSearchFile(version: string, kind: string | undefined, contents: string): string {
  if (kind === "p") {
    const { page } = JSON.parse(contents) as PageFile;
    return `the search data of ${page.url} (version ${version})`;
  }
  if (kind === "t") {
    const terms = Object.keys(JSON.parse(contents) as Shard);
    return `a search shard of version ${version} (terms "${terms[0] ?? ""}" to "${terms.at(-1) ?? ""}")`;
  }
  if (kind === "d") {
    const [first] = JSON.parse(contents) as string[];
    return `the search dictionary of version ${version} (terms starting with "${[...(first ?? "")][0] ?? ""}")`;
  }
  if (kind === "x") return `a tier of a search term's postings (version ${version})`;
  return `the search manifest of version ${version}`;
}

/**
 * Search files over their budget. The browser loads a version's index in parts (the manifest,
 * the shards a query's words need, the files of the pages it shows), so the budget holds for
 * each part: a first search costs a few of them, whatever the size of the site.
 */
export function searchIndexesOverBudget(
  publicDir: string,
  files: readonly string[],
  budgets: SizeBudgets,
): OverBudget[] {
  const budgetBytes = budgets.searchIndexKiB * KiB;
  return files
    .flatMap((file): OverBudget[] => {
      const match = SEARCH_FILE.exec(file);
      if (!match) return [];
      const contents = fs.readFileSync(path.join(publicDir, file), "utf8");
      const gzipBytes = gzipSize(contents);
      if (gzipBytes <= budgetBytes) return [];
      const what = describeSearchFile(match[1] ?? "", match[2], contents);
      return [{ file, what, gzipBytes, budgetBytes }];
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** One readable paragraph per file over its budget. */
export function formatOverBudget(over: readonly OverBudget[]): string {
  return over
    .map((item) => {
      const head = `public/${item.file}: ${item.what} is ${kib(item.gzipBytes)} gzip, over its budget of ${kib(item.budgetBytes)}`;
      return `  - ${head}`;
    })
    .join("\n");
}

/** The size of one file as a reader downloads it: raw and gzip. */
export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The size of `/llms-full.txt`, every latest doc in one file: no budget holds it (it grows with
 * the docs, and the programs that fetch it want all of it), so the build reports it, to be
 * watched like the pages' budgets. Undefined when the build wrote none.
 */
export function llmsFullSize(publicDir: string, files: readonly string[]): FileSize | undefined {
  const file = files.find((name) => name === "llms-full.txt");
  if (!file) return undefined;
  const contents = fs.readFileSync(path.join(publicDir, file));
  return { file, bytes: contents.length, gzipBytes: gzipSize(contents) };
}

/** One line for the build's report: `public/llms-full.txt: 1108.9 KiB (241.2 KiB gzip)`. */
export function formatFileSize(size: FileSize): string {
  return `public/${size.file}: ${kib(size.bytes)} (${kib(size.gzipBytes)} gzip)`;
}
