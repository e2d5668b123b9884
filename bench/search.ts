/**
 * Search benchmark (issues 7 and 14 read its output): index size per version, whole and in
 * shards, time to build the index, query latency over the 100 queries of
 * bench/search-queries.json, relevance (hit@1, hit@5, MRR) over bench/relevance-queries.json
 * for the in-memory MiniSearch engine (before sharding) and the sharded engine (after), and the
 * first search in Chromium (open the modal, type a query, see hits: every request counted) on
 * the served build and on a generated corpus of SEARCH_CORPUS_PAGES pages (3000; 0 skips it).
 *
 *   npx gatsby build && npx tsx bench/search.ts
 *
 * Prints a summary and writes bench/results/search.json. Needs public/ from a build in
 * embedded mode, and Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium by default).
 * BENCH_PORT picks the port of the servers it starts on 127.0.0.1 (9212 and 9213 by default).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, Request } from "playwright-core";
import { makeSiteCopy, removeSiteCopy } from "../integration/siteCopy";
import { compileDocs } from "./engines/records";
import { generateCorpus } from "./generateCorpus";
import { launchChromium } from "./lib/measureBytes";
import { measureRelevance, readRelevanceQueries } from "./lib/relevance";
import { startServer, stopServer } from "./lib/server";
import { timedBuild } from "./lib/timedBuild";
import { measureSearchPage, type SearchPageLoad } from "./lib/searchPageLoad";
import { createSearchEngine as createBaselineEngine } from "./baseline/miniSearchEngine";
import { readEvalSet, scoreHalf, scoreSecondHeldOut } from "./lib/evalSet";
import { createShardedEngine } from "../src/lib/search/shardedEngine";
import type { ShardSource } from "../src/shared/search/shardFormat";
import { memoryShardSource } from "../tools/search/shardSources";
import { shardSearchIndex } from "../src/node/search/shardedIndex";
import { buildDocsModel } from "../src/node/model/docsModel";
import { buildSearchIndexes } from "../src/node/search/buildSearchIndex";
import type { SearchIndexData } from "../src/shared/search/indexData";

const root = path.join(__dirname, "..");
const contentRoot = path.join(root, "content");
const publicDir = path.join(root, "public");
const port = Number(process.env.BENCH_PORT ?? 9212);
const RUNS = 5;

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(2));
}

/**
 * Builds the indexes the way the build does, from the real content, RUNS times. The docs are
 * compiled once first (the build compiles them for their pages anyway); the time is the model
 * and the indexes.
 */
async function measureIndexBuild(): Promise<{ indexes: SearchIndexData[]; buildMs: number }> {
  const { rawDocs, sectionsOf } = await compileDocs(contentRoot);
  const times: number[] = [];
  let indexes: SearchIndexData[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const model = buildDocsModel({ projectRoot: root, contentRoot, rawDocs, includeDrafts: false });
    indexes = buildSearchIndexes(model, sectionsOf);
    times.push(performance.now() - start);
  }
  return { indexes, buildMs: median(times) };
}

function indexSizes(indexes: SearchIndexData[]) {
  return Object.fromEntries(
    indexes.map((index) => {
      const json = JSON.stringify(index);
      return [
        index.version,
        {
          pages: index.pages.length,
          sections: index.sections.length,
          rawBytes: Buffer.byteLength(json),
          gzipBytes: zlib.gzipSync(json, { level: 9 }).length,
        },
      ];
    }),
  );
}

/**
 * Query latency of the sharded engine the browser runs, over the fixed queries, after a
 * warm-up pass (which loads the shards from memory: the time is the engine's, not the
 * network's).
 */
async function measureQueries(index: SearchIndexData) {
  const queries = JSON.parse(
    fs.readFileSync(path.join(__dirname, "search-queries.json"), "utf8"),
  ) as string[];
  const engine = createShardedEngine(memorySource(index));
  const options = { hitsPerPage: 3, maxHits: 20 };
  for (const query of queries) await engine.search(query, options);
  const times: number[] = [];
  const noResults: string[] = [];
  for (const query of queries) {
    const begin = performance.now();
    const results = await engine.search(query, options);
    times.push(performance.now() - begin);
    if (results.length === 0) noResults.push(query);
  }
  return {
    queries: queries.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
    queriesWithoutResults: noResults,
  };
}

const gzipOf = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

/** The sharded index of a version: how many files, how big, what one file can cost. */
function shardSizes(index: SearchIndexData) {
  const start = performance.now();
  const sharded = shardSearchIndex(index);
  const shardMs = Number((performance.now() - start).toFixed(1));
  const shards = sharded.shards.map((shard) => gzipOf(JSON.stringify(shard)));
  const pages = sharded.pages.map((page) => gzipOf(JSON.stringify(page)));
  return {
    shardMs,
    shards: shards.length,
    shardsGzipBytes: shards.reduce((sum, bytes) => sum + bytes, 0),
    largestShardGzipBytes: Math.max(...shards),
    pageFiles: pages.length,
    largestPageFileGzipBytes: Math.max(...pages),
    manifestGzipBytes: gzipOf(JSON.stringify(sharded.manifest)),
  };
}

/** An in-memory source over the sharded index, as the browser's loader would fetch it. */
function memorySource(index: SearchIndexData): ShardSource {
  return memoryShardSource(shardSearchIndex(index));
}

/**
 * Relevance of the engine the site used before (MiniSearch over the whole index, every word
 * required) and of the sharded engine: on the project's 66 queries, and on both halves of the
 * evaluation set (bench/search-eval/queries.json), whose held-out half no ranking was tuned on.
 */
async function measureRelevanceOf(indexes: SearchIndexData[]) {
  const set = readRelevanceQueries();
  const index = indexes.find((entry) => entry.version === set.version);
  if (!index) throw new Error(`No index of version ${set.version} for the relevance queries`);
  const before = createBaselineEngine(index);
  const sharded = createShardedEngine(memorySource(index));
  const beforePages = async (query: string) =>
    before.search(query).map((result) => result.page.url);
  const afterPages = async (query: string) =>
    (await sharded.search(query)).map((result) => result.page.url);
  const evalSet = readEvalSet();
  const halves = async (pagesFor: (query: string) => Promise<string[]>) => ({
    dev: await scoreHalf(evalSet, "dev", pagesFor),
    heldout: await scoreHalf(evalSet, "heldout", pagesFor),
  });
  return {
    version: set.version,
    before: await measureRelevance(set, beforePages),
    after: await measureRelevance(set, afterPages),
    evalSet: { before: await halves(beforePages), after: await halves(afterPages) },
    secondHeldOut: {
      before: await scoreSecondHeldOut(beforePages),
      after: await scoreSecondHeldOut(afterPages),
    },
  };
}

interface FirstSearch {
  query: string;
  /** From Ctrl+K to the first hit shown. */
  ms: number;
  requests: number;
  /** Sum of every response's body, gzip -9 (as the page-load figures count). */
  gzipBytes: number;
  /** What went over the wire: headers plus bodies as the server sent them. */
  transferredBytes: number;
  files: string[];
  /** Page-data prefetches of the doc page's own links seen meanwhile, not counted above. */
  pagePrefetches: number;
  /** The next query of the same visit (FURTHER_QUERY), typed the same way. */
  further: { query: string; gzipBytes: number; requests: number; files: string[] };
}

/** The query typed after the first one in the same visit. */
const FURTHER_QUERY = "fitBounds padding";

/**
 * In a fresh browser context (empty cache), after a doc page has loaded and settled: Ctrl+K,
 * type the query, wait for a hit and for the network to be quiet. Every request counts: the
 * modal's code, DocSearch's styles, the manifest, the shards and the page files.
 */
async function measureFirstSearch(
  browser: Browser,
  base: string,
  docPath: string,
  query: string,
): Promise<FirstSearch> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${docPath}`, { waitUntil: "networkidle" });
  const counted: Promise<{ url: string; gzip: number; transferred: number }>[] = [];
  const onFinished = (request: Request) =>
    counted.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.body().catch(() => Buffer.alloc(0))) ?? Buffer.alloc(0);
        const sizes = await request
          .sizes()
          .catch(() => ({ responseHeadersSize: 0, responseBodySize: body.length }));
        return {
          url: request.url(),
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
        };
      })(),
    );
  page.on("requestfinished", onFinished);
  const start = Date.now();
  await page.keyboard.press("Control+k");
  // Typed as a reader types, a key every 60 ms: every prefix on the way is a query of its own.
  await page.locator(".DocSearch-Input").pressSequentially(query, { delay: 60 });
  await page.locator(".DocSearch-Hit").first().waitFor();
  const ms = Date.now() - start;
  await page.waitForLoadState("networkidle");
  await new Promise((resolve) => setTimeout(resolve, 300));
  const firstCount = counted.length;
  await page.locator(".DocSearch-Input").fill("");
  await page.locator(".DocSearch-Input").pressSequentially(FURTHER_QUERY, { delay: 60 });
  await page.waitForLoadState("networkidle");
  await new Promise((resolve) => setTimeout(resolve, 300));
  page.off("requestfinished", onFinished);
  const all = await Promise.all(counted);
  // The doc page's own links keep prefetching their page data while the reader searches (Gatsby
  // queues them for idle time, later on a busy machine); search hits prefetch on hover only. Those
  // requests are counted apart, not as the search's.
  const isPagePrefetch = (file: { url: string }) => /\/(page-data|app-data)\.json$/.test(file.url);
  const prefetches = all.filter(isPagePrefetch).length;
  const files = all.slice(0, firstCount).filter((file) => !isPagePrefetch(file));
  const later = all.slice(firstCount).filter((file) => !isPagePrefetch(file));
  await context.close();
  const outside = all.filter((file) => !file.url.startsWith(base));
  if (outside.length > 0) throw new Error(`Requests outside ${base}: ${outside[0]?.url}`);
  return {
    query,
    ms,
    requests: files.length,
    pagePrefetches: prefetches,
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    transferredBytes: files.reduce((sum, file) => sum + file.transferred, 0),
    files: files.map((file) => file.url.replace(base, "")),
    further: {
      query: FURTHER_QUERY,
      gzipBytes: later.reduce((sum, file) => sum + file.gzip, 0),
      requests: later.length,
      files: later.map((file) => file.url.replace(base, "")),
    },
  };
}

/**
 * `measure` for each query in turn, in a fresh browser context each, on a server of
 * `publicRoot` started for them and stopped after.
 */
async function measureEach<T>(
  publicRoot: string,
  serverPort: number,
  queries: readonly string[],
  measure: (base: string, query: string) => Promise<T>,
): Promise<T[]> {
  const server = await startServer(publicRoot, serverPort);
  try {
    const base = `http://127.0.0.1:${serverPort}`;
    const results: T[] = [];
    for (const query of queries) results.push(await measure(base, query));
    return results;
  } finally {
    stopServer(server);
  }
}

function measureFirstSearches(
  browser: Browser,
  publicRoot: string,
  serverPort: number,
  docPath: string,
  queries: readonly string[],
): Promise<FirstSearch[]> {
  return measureEach(publicRoot, serverPort, queries, (base, query) =>
    measureFirstSearch(browser, base, docPath, query),
  );
}

/** The search page opened from the modal for each query, on a server of `publicRoot`. */
function measureSearchPages(
  browser: Browser,
  publicRoot: string,
  serverPort: number,
  docPath: string,
  queries: readonly string[],
): Promise<SearchPageLoad[]> {
  return measureEach(publicRoot, serverPort, queries, (base, query) =>
    measureSearchPage(browser, base, docPath, query),
  );
}

/** The same first searches on a generated corpus, built in a copy of the site. */
async function measureCorpusFirstSearches(browser: Browser, pages: number) {
  const copy = makeSiteCopy();
  try {
    generateCorpus(pages, path.join(copy, "content"));
    const build = timedBuild(`${pages} pages, search`, copy);
    if (!build.ok) throw new Error(`The ${pages}-page corpus did not build`);
    const index = fs
      .readdirSync(path.join(copy, "public", "static", "search"))
      .find((name) => name.startsWith("index-"));
    const folder = path.join(copy, "public", "static", "search", index ?? "");
    const files = fs.readdirSync(folder);
    const gzipOfFile = (name: string) => gzipOf(fs.readFileSync(path.join(folder, name), "utf8"));
    return {
      pages,
      buildSeconds: build.seconds,
      shards: files.filter((name) => name.startsWith("t")).length,
      largestShardGzipBytes: Math.max(
        ...files.filter((name) => name.startsWith("t")).map(gzipOfFile),
      ),
      firstSearch: await measureFirstSearches(
        browser,
        path.join(copy, "public"),
        port + 1,
        "/docs/android/group0/page0",
        CORPUS_QUERIES,
      ),
      searchPage: await measureSearchPages(
        browser,
        path.join(copy, "public"),
        port + 3,
        "/docs/android/group0/page0",
        CORPUS_PAGE_QUERIES,
      ),
    };
  } finally {
    removeSiteCopy(copy);
  }
}

/** Queries of the first-search figures: a task, an API name, a typo. */
const SITE_QUERIES = ["add marker", "setPinpoints", "geocodng"];
/** The corpus has no such API names; its words are on every page, its methods on one. */
const CORPUS_QUERIES = ["add marker", "pinpoint", "method1234"];
const corpusPages = Number(process.env.SEARCH_CORPUS_PAGES ?? 3000);
/**
 * Queries of the search page's figures: the most common words of the site's index (the
 * product's name, a platform, an entity), two common words, and a rare one.
 */
const SITE_PAGE_QUERIES = ["livemap", "android", "pinpoint", "map marker", "geocoding timezone"];
/** The corpus's words on every page, and a method on one page. */
const CORPUS_PAGE_QUERIES = ["pinpoint", "add marker", "method1234"];
/** The search page's first screen, from the click on "See all results". */
const SEARCH_PAGE_REQUESTS = 12;
const SEARCH_PAGE_MS = 500;
/** A first search typed key by key, DocSearch's code included; each further query. */
const FIRST_SEARCH_BUDGET = 70 * 1024;
const FIRST_SEARCH_REQUESTS = 12;
const FURTHER_QUERY_BUDGET = 25 * 1024;

async function main() {
  const { indexes, buildMs } = await measureIndexBuild();
  const latest = indexes[0];
  if (!latest) throw new Error("No docs version to index");
  const browser = await launchChromium();
  try {
    const site = await measureFirstSearches(
      browser,
      publicDir,
      port,
      "/docs/getting-started",
      SITE_QUERIES,
    );
    const searchPage = await measureSearchPages(
      browser,
      publicDir,
      port + 2,
      "/docs/getting-started",
      SITE_PAGE_QUERIES,
    );
    const corpus = corpusPages > 0 ? await measureCorpusFirstSearches(browser, corpusPages) : null;
    const worst = (searches: readonly FirstSearch[]) =>
      Math.max(...searches.map((search) => search.gzipBytes));
    const results = {
      measuredAt: new Date().toISOString(),
      indexBuildMs: buildMs,
      indexes: indexSizes(indexes),
      shards: Object.fromEntries(indexes.map((index) => [index.version, shardSizes(index)])),
      queryLatency: { version: latest.version, ...(await measureQueries(latest)) },
      relevance: await measureRelevanceOf(indexes),
      searchPage: { site: searchPage, corpus: corpus?.searchPage ?? null },
      firstSearch: {
        site,
        corpus,
        worstSiteGzipBytes: worst(site),
        worstCorpusGzipBytes: corpus ? worst(corpus.firstSearch) : null,
      },
      targets: {
        firstSearchGzipBytes: FIRST_SEARCH_BUDGET,
        corpusFirstSearchRatio: 1.2,
        queryP95Ms: 10,
      },
    };
    fs.mkdirSync(path.join(__dirname, "results"), { recursive: true });
    fs.writeFileSync(
      path.join(__dirname, "results", "search.json"),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const sizes = Object.entries(results.shards)
      .map(
        ([version, size]) =>
          `${version}: ${size.shards} shards (largest ${kib(size.largestShardGzipBytes)}), ${size.pageFiles} page files (largest ${kib(size.largestPageFileGzipBytes)})`,
      )
      .join("; ");
    console.log(`index build: ${buildMs} ms (median of ${RUNS}, all versions)`);
    console.log(`sharded indexes: ${sizes}`);
    console.log(
      `queries (${results.queryLatency.queries}, ${latest.version}): p50 ${results.queryLatency.p50Ms} ms, p95 ${results.queryLatency.p95Ms} ms`,
    );
    const { before, after } = results.relevance;
    console.log(
      `relevance (${after.queries} queries): before hit@1 ${before.hitAt1}, hit@5 ${before.hitAt5}, MRR ${before.mrr}; after hit@1 ${after.hitAt1}, hit@5 ${after.hitAt5}, MRR ${after.mrr}`,
    );
    const half = (score: { hitAt1: number; hitAt5: number; mrrAt10: number }) =>
      `hit@1 ${score.hitAt1}, hit@5 ${score.hitAt5}, MRR@10 ${score.mrrAt10}`;
    const { evalSet } = results.relevance;
    console.log(
      `evaluation set, development half: MiniSearch (before) ${half(evalSet.before.dev)}; sharded ${half(evalSet.after.dev)}`,
    );
    console.log(
      `evaluation set, held-out half: MiniSearch (before) ${half(evalSet.before.heldout)}; sharded ${half(evalSet.after.heldout)}`,
    );
    const second = results.relevance.secondHeldOut;
    const classes = Object.entries(second.after.perClass)
      .map(([name, score]) => `${name} ${score.mrrAt10} (${score.queries})`)
      .join(", ");
    console.log(
      `second held-out set (${second.after.queries} queries, written blind): MiniSearch (before) ${half(second.before)}; sharded ${half(second.after)}; MRR@10 per class: ${classes}`,
    );
    const line = (search: FirstSearch) =>
      `"${search.query}" ${kib(search.gzipBytes)} gzip in ${search.requests} requests (${kib(search.transferredBytes)} transferred, ${search.ms} ms), then "${search.further.query}" ${kib(search.further.gzipBytes)} in ${search.further.requests}`;
    console.log(`first search, site: ${site.map(line).join("; ")}`);
    if (corpus)
      console.log(
        `first search, ${corpus.pages} pages: ${corpus.firstSearch.map(line).join("; ")}`,
      );
    const pageLine = (load: SearchPageLoad) =>
      `"${load.query}" ${kib(load.gzipBytes)} in ${load.requests} requests, ${load.ms} ms`;
    console.log(`search page from the modal, site: ${searchPage.map(pageLine).join("; ")}`);
    if (corpus)
      console.log(
        `search page from the modal, ${corpus.pages} pages: ${corpus.searchPage.map(pageLine).join("; ")}`,
      );
    const pageLoads = [...searchPage, ...(corpus?.searchPage ?? [])];
    const searches = [...site, ...(corpus?.firstSearch ?? [])];
    const failures = [
      ...pageLoads
        .filter(
          (load) =>
            load.gzipBytes > FIRST_SEARCH_BUDGET ||
            load.requests > SEARCH_PAGE_REQUESTS ||
            load.ms > SEARCH_PAGE_MS,
        )
        .map(
          (load) =>
            `search page "${load.query}" ${pageLine(load)}: over 70 KiB, 12 requests or 500 ms`,
        ),
      ...searches
        .filter((search) => search.gzipBytes > FIRST_SEARCH_BUDGET)
        .map((search) => `first search "${search.query}" ${kib(search.gzipBytes)} > 70 KiB`),
      ...searches
        .filter((search) => search.requests > FIRST_SEARCH_REQUESTS)
        .map((search) => `first search "${search.query}" ${search.requests} requests > 12`),
      ...searches
        .filter((search) => search.further.gzipBytes > FURTHER_QUERY_BUDGET)
        .map(
          (search) =>
            `further query after "${search.query}" ${kib(search.further.gzipBytes)} > 25 KiB`,
        ),
      ...(results.relevance.evalSet.after.heldout.mrrAt10 <
      results.relevance.evalSet.before.heldout.mrrAt10
        ? ["held-out MRR@10 below the MiniSearch engine's"]
        : []),
    ];
    console.log("written to bench/results/search.json");
    if (failures.length > 0) {
      console.error(`Over budget: ${failures.join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
