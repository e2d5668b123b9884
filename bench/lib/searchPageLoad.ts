import zlib from "node:zlib";
import type { Browser, Request } from "playwright-core";

/** The search page opened from a doc page, as the modal's "See all results" opens it. */
export interface SearchPageLoad {
  query: string;
  /** From the click on "See all results" to the results list on screen. */
  ms: number;
  requests: number;
  /** Sum of every response's body, gzip -9 (as the page-load figures count). */
  gzipBytes: number;
  files: string[];
}

/**
 * In a fresh browser context: a doc page loaded and settled, Ctrl+K, the query typed key by key
 * and its hits shown (what the modal costs is the first search's figure, not this one's); then
 * every request from the click on "See all results" until the network is quiet again: the
 * search page's code and data, the index files and the page files of its first screen. The doc
 * page's own links prefetching their page data meanwhile are not the search page's.
 */
export async function measureSearchPage(
  browser: Browser,
  base: string,
  docPath: string,
  query: string,
): Promise<SearchPageLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}${docPath}`, { waitUntil: "networkidle" });
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").pressSequentially(query, { delay: 60 });
    await page.locator(".DocSearch-Hit").first().waitFor();
    await page.waitForLoadState("networkidle");
    await new Promise((resolve) => setTimeout(resolve, 300));

    const counted: Promise<{ url: string; gzip: number }>[] = [];
    const onFinished = (request: Request) =>
      counted.push(
        (async () => {
          const body =
            (await (await request.response())?.body().catch(() => Buffer.alloc(0))) ??
            Buffer.alloc(0);
          return { url: request.url(), gzip: zlib.gzipSync(body, { level: 9 }).length };
        })(),
      );
    page.on("requestfinished", onFinished);
    const start = Date.now();
    await page.getByRole("link", { name: "See all results" }).click();
    await page.getByRole("list", { name: "Search results" }).waitFor();
    const ms = Date.now() - start;
    await page.waitForLoadState("networkidle");
    await new Promise((resolve) => setTimeout(resolve, 300));
    page.off("requestfinished", onFinished);
    const all = await Promise.all(counted);
    const outside = all.filter((file) => !file.url.startsWith(base));
    if (outside.length > 0) throw new Error(`Requests outside ${base}: ${outside[0]?.url}`);
    const prefetch = (url: string) =>
      /\/(page-data|app-data)\.json$/.test(url) && !url.includes("/page-data/search/");
    const files = all.filter((file) => !prefetch(file.url));
    return {
      query,
      ms,
      requests: files.length,
      gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      files: files.map((file) => file.url.replace(base, "")),
    };
  } finally {
    await context.close();
  }
}
