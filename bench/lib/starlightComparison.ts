/**
 * This site beside Starlight, in one run: the same pages built both ways
 * (bench/lib/starlightSite.ts), each served by the site's own server (scripts/serve.ts: gzip
 * as nginx sends it), measured alternately so both meet the same machine load: first loads
 * (bench/lib/measureBytes.ts) then Lighthouse, this site's page, then Starlight's, run after run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { measureFirstLoad, type FirstLoad } from "./measureBytes";
import { lighthouseRun, summarize, type LighthouseRun, type LighthouseSummary } from "./lighthouse";
import { startServer, stopServer } from "./server";
import {
  buildStarlight,
  ensureInstalled,
  knownLanguages,
  STARLIGHT_DIR,
  starlightVersions,
  writeStarlightContent,
  writeStarlightPolicy,
} from "./starlightSite";

/** The pages compared: the home page, a guide and a reference page. */
const COMPARED_PAGES = ["/", "/docs/getting-started", "/docs/android/Callbacks/AddMarker"];

/** The chunk of the site's doc template, whose bootup the performance issue follows. */
export const DOC_TEMPLATE_CHUNK = /\/component---src-templates-doc-tsx-[^/]*\.js$/;

export interface StarlightComparison {
  date: string;
  /** 1, 5 and 15 minutes, when the comparison started. */
  loadAverage: number[];
  versions: Record<string, string>;
  /** Pages written for Starlight (every doc of every version, and the home page). */
  pages: number;
  /** Wall time of the Starlight build; absent when an existing build was reused. */
  buildSeconds?: number;
  /** Fence languages Expressive Code lacks, written as `text` (language → docs). */
  fallbackLanguages: Record<string, number>;
  firstLoad: { page: string; site: FirstLoad; starlight: FirstLoad }[];
  lighthouse: { page: string; site: LighthouseSummary; starlight: LighthouseSummary }[];
}

export interface ComparisonOptions {
  browser: Browser;
  contentRoot: string;
  sitePublic: string;
  sitePort: number;
  starlightPort: number;
  /** Reuse bench/starlight/dist when it exists (BENCH_SKIP_BUILD=1). */
  reuseBuild: boolean;
  /** Lighthouse runs per page and side. */
  runs: number;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Builds Starlight's side (unless reused) and measures both sides, interleaved. */
export async function compareWithStarlight(
  options: ComparisonOptions,
): Promise<StarlightComparison> {
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
  ensureInstalled();
  const dist = path.join(STARLIGHT_DIR, "dist");
  const reuse = options.reuseBuild && fs.existsSync(path.join(dist, "index.html"));
  const content = writeStarlightContent(options.contentRoot, STARLIGHT_DIR, knownLanguages());
  const buildSeconds = reuse ? undefined : buildStarlight();
  if (buildSeconds !== undefined) console.log(`Starlight build: ${buildSeconds} s`);
  writeStarlightPolicy(dist);

  const site = await startServer(options.sitePublic, options.sitePort);
  let starlight;
  try {
    starlight = await startServer(dist, options.starlightPort);
  } catch (error) {
    stopServer(site);
    throw error;
  }
  const bases = {
    site: `http://127.0.0.1:${options.sitePort}`,
    starlight: `http://127.0.0.1:${options.starlightPort}`,
  };
  const comparison: StarlightComparison = {
    date: new Date().toISOString(),
    loadAverage,
    versions: starlightVersions(),
    pages: content.pages,
    buildSeconds,
    fallbackLanguages: content.fallbackLanguages,
    firstLoad: [],
    lighthouse: [],
  };
  try {
    for (const page of COMPARED_PAGES) {
      const ours = await measureFirstLoad(options.browser, `${bases.site}${page}`);
      const theirs = await measureFirstLoad(options.browser, `${bases.starlight}${page}`);
      comparison.firstLoad.push({
        page,
        site: { ...ours, url: page },
        starlight: { ...theirs, url: page },
      });
      console.log(
        `first load ${page}: site ${kib(ours.total.gzip)} KiB in ${ours.requests} requests, Starlight ${kib(theirs.total.gzip)} KiB in ${theirs.requests}`,
      );
    }
    for (const page of COMPARED_PAGES) {
      const runs: { site: LighthouseRun[]; starlight: LighthouseRun[] } = {
        site: [],
        starlight: [],
      };
      for (let run = 0; run < options.runs; run += 1) {
        runs.site.push(lighthouseRun(`${bases.site}${page}`, "mobile"));
        runs.starlight.push(lighthouseRun(`${bases.starlight}${page}`, "mobile"));
      }
      const entry = {
        page,
        site: summarize(page, "mobile", runs.site),
        starlight: summarize(page, "mobile", runs.starlight),
      };
      comparison.lighthouse.push(entry);
      console.log(
        `lighthouse mobile ${page}: site ${entry.site.scores.performance}, TBT ${entry.site.metrics.tbtMs} ms (${entry.site.spread?.tbtMs.join("–")}); Starlight ${entry.starlight.scores.performance}, TBT ${entry.starlight.metrics.tbtMs} ms (${entry.starlight.spread?.tbtMs.join("–")})`,
      );
    }
  } finally {
    stopServer(site);
    stopServer(starlight);
  }
  return comparison;
}
