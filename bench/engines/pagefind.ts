/**
 * Pagefind, as a static site would use it: one HTML page per docs page (title as h1 with the
 * `title` meta, keywords as a weighted paragraph with a `keywords` meta, each section under an
 * h2/h3 carrying its anchor), indexed through Pagefind's Node API, written out, served on
 * 127.0.0.1 and searched by Pagefind's own browser runtime in Chromium with its default ranking.
 * The first-search figure counts every request that runtime makes.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sendFile from "send";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../lib/measureBytes";
import { gzip9 } from "./bytes";
import type { SearchIndexData } from "../../src/shared/search/indexData";
import { WEIGHTS, type EngineAdapter, type FetchedFile } from "./types";

/** Pagefind's default UI shows five results before "Load more": their fragments are fetched. */
const SHOWN = 5;
const port = Number(process.env.ENGINES_PORT ?? 9600);

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The HTML Pagefind indexes for each page, with the shared field weights. */
function pagesAsHtml(data: SearchIndexData): { url: string; content: string }[] {
  return data.pages.map((page, index) => {
    const sections = data.sections
      .filter((section) => section.page === index)
      .map(
        (section) =>
          `<h${section.level} id="${escape(section.anchor)}" data-pagefind-weight="${WEIGHTS.heading}">${escape(section.heading)}</h${section.level}><p>${escape(section.text)}</p>`,
      );
    const keywords = page.keywords.join(" ");
    const body = [
      `<h1 data-pagefind-meta="title" data-pagefind-weight="${WEIGHTS.title}">${escape(page.title)}</h1>`,
      keywords
        ? `<p data-pagefind-meta="keywords" data-pagefind-weight="${WEIGHTS.keywords}">${escape(keywords)}</p>`
        : "",
      `<p>${escape(page.text)}</p>`,
      ...sections,
    ].join("");
    return {
      url: page.url,
      content: `<!doctype html><html lang="en"><body><main data-pagefind-body>${body}</main></body></html>`,
    };
  });
}

/** Pagefind's index and fragment files are gzip already; anything else is gzipped -9. */
function servedBytes(body: Buffer): number {
  return body[0] === 0x1f && body[1] === 0x8b ? body.length : gzip9(body);
}

const SEARCH_SCRIPT = (query: string, shown: number) => `(async () => {
  const pagefind = await import("/pagefind/pagefind.js");
  const search = await pagefind.search(${JSON.stringify(query)});
  const data = await Promise.all(search.results.slice(0, ${shown}).map((result) => result.data()));
  return data.map((entry) => entry.url);
})()`;

async function writeIndex(data: SearchIndexData, folder: string): Promise<void> {
  const pagefind = await import("pagefind");
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  for (const page of pagesAsHtml(data)) {
    const added = await index.addHTMLFile(page);
    if (added.errors.length > 0)
      throw new Error(`Pagefind ${page.url}: ${added.errors.join("; ")}`);
  }
  const written = await index.writeFiles({ outputPath: path.join(folder, "pagefind") });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  await pagefind.close();
  fs.writeFileSync(path.join(folder, "index.html"), "<!doctype html><title>search</title>");
}

export const pagefindAdapter: EngineAdapter = {
  name: "Pagefind",
  packageName: "pagefind",
  options: `HTML per page, data-pagefind-weight ${JSON.stringify(WEIGHTS)}, meta title and keywords, default ranking, lang en; ${SHOWN} results' fragments loaded`,
  async build(data) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "engines-pagefind-"));
    const start = performance.now();
    await writeIndex(data, folder);
    const indexMs = performance.now() - start;
    // The folder as any static host serves it (its index.html at `/`), with the file sender the
    // site's own server uses.
    const server = http.createServer((request, response) => {
      const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1");
      sendFile(request, pathname, { root: folder }).pipe(response);
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser: Browser = await launchChromium().catch(async (error: unknown) => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(folder, { recursive: true, force: true });
      throw error;
    });
    const open = async (): Promise<Page> => {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${base}/`);
      return page;
    };
    const warm = await open();
    return {
      indexMs,
      // Ten results' data, to read their URLs: the score looks at the first ten pages.
      search: async (query) => warm.evaluate<string[]>(SEARCH_SCRIPT(query, 10)),
      async firstSearch(query) {
        const page = await open();
        const counted: Promise<FetchedFile>[] = [];
        page.on("requestfinished", (request) =>
          counted.push(
            (async () => {
              const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
              return { name: new URL(request.url()).pathname, gzipBytes: servedBytes(body) };
            })(),
          ),
        );
        await page.evaluate<string[]>(SEARCH_SCRIPT(query, SHOWN));
        // Playwright reports a finished request a little after the page has its body: wait for
        // half a second without a new one (at most five seconds).
        for (let quiet = 0, seen = -1, polls = 0; quiet < 5 && polls < 50; polls += 1) {
          quiet = counted.length === seen ? quiet + 1 : 0;
          seen = counted.length;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const files = await Promise.all(counted);
        await page.context().close();
        return files;
      },
      async close() {
        await browser.close();
        await new Promise((resolve) => server.close(resolve));
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  },
};
