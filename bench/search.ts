/**
 * Search benchmark (issue 7 reads its output): index size per version, time to build the index,
 * cold load + first query in Chromium against the served production build, and query latency
 * over the fixed list of 100 queries in bench/search-queries.json.
 *
 *   npx gatsby build && npx tsx bench/search.ts
 *
 * Prints a summary and writes bench/results/search.json. Needs public/ from a build in
 * embedded mode, and Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium by default).
 * BENCH_PORT picks the port of the server it starts on 127.0.0.1 (9212 by default).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { createSearchEngine } from "../src/lib/search/engine";
import { fixtureRawDocs } from "../src/node/__fixtures__/fixtureSite";
import type { DocSection } from "../src/node/mdx/outline";
import { processDoc } from "../src/node/mdx/processDoc";
import { buildDocsModel } from "../src/node/model/docsModel";
import { buildSearchIndexes } from "../src/node/search/buildSearchIndex";
import type { SearchIndexData } from "../src/node/search/indexData";

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
  const rawDocs = fixtureRawDocs(contentRoot);
  const files = new Map(rawDocs.map((raw) => [raw.nodeId, raw.absolutePath]));
  const sections = new Map<string, DocSection[]>();
  for (const raw of rawDocs) {
    const processed = await processDoc({
      source: fs.readFileSync(raw.absolutePath, "utf8"),
      absolutePath: raw.absolutePath,
      sourceFile: path.relative(root, raw.absolutePath),
    });
    sections.set(raw.absolutePath, processed.sections);
  }
  const times: number[] = [];
  let indexes: SearchIndexData[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const model = buildDocsModel({ projectRoot: root, contentRoot, rawDocs, includeDrafts: false });
    indexes = buildSearchIndexes(model, (doc) => sections.get(files.get(doc.nodeId) ?? "") ?? []);
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

/** Query latency of the engine over the fixed queries (after a warm-up pass). */
function measureQueries(index: SearchIndexData) {
  const queries = JSON.parse(
    fs.readFileSync(path.join(__dirname, "search-queries.json"), "utf8"),
  ) as string[];
  const start = performance.now();
  const engine = createSearchEngine(index);
  const engineBuildMs = performance.now() - start;
  for (const query of queries) engine.search(query, { hitsPerPage: 3 });
  const times = queries.map((query) => {
    const begin = performance.now();
    engine.search(query, { hitsPerPage: 3 });
    return performance.now() - begin;
  });
  const noResults = queries.filter((query) => engine.search(query).length === 0);
  return {
    queries: queries.length,
    engineBuildMs: Number(engineBuildMs.toFixed(2)),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: percentile(times, 100),
    queriesWithoutResults: noResults,
  };
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start at ${url}`);
}

/**
 * In a fresh browser context each run (empty cache): from Ctrl+K on a loaded doc page to the
 * first hit shown, which includes loading the modal chunk, DocSearch's styles and the index,
 * building the engine and answering the query.
 */
async function measureColdFirstQuery() {
  const server = spawn(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_DIR: publicDir },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    await waitForServer(`${base}/`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/docs/getting-started`, { waitUntil: "networkidle" });
      const start = Date.now();
      await page.keyboard.press("Control+k");
      await page.locator(".DocSearch-Input").fill("setPinpoints");
      await page.locator(".DocSearch-Hit").first().waitFor();
      times.push(Date.now() - start);
      await context.close();
    }
    return { runs: RUNS, medianMs: median(times), allMs: times };
  } finally {
    await browser.close();
    server.kill();
  }
}

async function main() {
  const { indexes, buildMs } = await measureIndexBuild();
  const latest = indexes[0];
  if (!latest) throw new Error("No docs version to index");
  const results = {
    measuredAt: new Date().toISOString(),
    indexBuildMs: buildMs,
    indexes: indexSizes(indexes),
    queryLatency: { version: latest.version, ...measureQueries(latest) },
    coldLoadFirstQuery: await measureColdFirstQuery(),
    targets: { latestIndexGzipBytes: 150 * 1024, queryP95Ms: 10 },
  };
  fs.mkdirSync(path.join(__dirname, "results"), { recursive: true });
  fs.writeFileSync(
    path.join(__dirname, "results", "search.json"),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const sizes = Object.entries(results.indexes)
    .map(([version, size]) => `${version}: ${size.rawBytes} B raw, ${size.gzipBytes} B gzip`)
    .join("; ");
  console.log(`index build: ${buildMs} ms (median of ${RUNS}, all versions)`);
  console.log(`index sizes: ${sizes}`);
  console.log(
    `queries (${results.queryLatency.queries}, ${latest.version}): p50 ${results.queryLatency.p50Ms} ms, p95 ${results.queryLatency.p95Ms} ms; engine build ${results.queryLatency.engineBuildMs} ms`,
  );
  console.log(
    `cold load + first query in Chromium: ${results.coldLoadFirstQuery.medianMs} ms (median of ${RUNS})`,
  );
  console.log("written to bench/results/search.json");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
