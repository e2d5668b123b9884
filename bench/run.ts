/**
 * npm run bench: measures the production site and writes bench/results/latest.{json,md}.
 *   - build of the real site: cold (caches removed), warm, after touching one MDX file
 *   - first-load bytes as Chromium downloads them (cold cache, Save-Data so no other page is
 *     prefetched, every request until the network is quiet, gzip as transferred), beside the
 *     older sum of HTML + JS + CSS files; and a client-side navigation's bytes
 *   - Lighthouse presets (median of 3, with the spread) on three pages
 *   - scale: the same pipeline on generated corpora of 1,000 and 3,000 pages
 *   - search: index sizes and query timings (bench/search.ts), when present
 *   - writer: `npm run check` on the whole content, and edit-to-screen under `gatsby develop`
 *     (a sentence written into a doc, timed until Chromium shows it)
 *   - develop (only when asked: BENCH_ONLY=develop): the develop stress test's full form
 *     (integration/developStress.ts), BENCH_DEVELOP_CYCLES cycles (100 unless set) of every kind of
 *     change on one running `gatsby develop` over a copy of the fixture site, each checked at its
 *     URL and page data, plus bursts faster than Gatsby's 500 ms batch; BENCH_DEVELOP_RUNS runs
 *     in a row (1 unless set), each on a fresh copy and server. A failed step stops the bench with
 *     the step, the reason and the server's last lines.
 *   - starlight: the same pages built with Starlight (bench/starlight/, its own package.json;
 *     `npm install` runs there when its node_modules is missing) and measured beside this site's
 *     in the same run, interleaved: first loads of `/`, the guide and AddMarker, then Lighthouse
 *     mobile, this site's page then Starlight's, 3 runs each (bench/lib/starlightComparison.ts)
 *   - interactions: the longest event (Event Timing) of a tab switch, a sidebar category toggle,
 *     the version menu, a table-of-contents click and the copy button at 4 × CPU, 5 runs each,
 *     beside Starlight's same controls when its build is there (bench/lib/interactions.ts)
 * BENCH_ONLY=build,bytes,lighthouse,scale,search,writer,starlight,interactions limits the sections (develop is
 * never part of the default run: it takes about half an hour per run here);
 * BENCH_SCALE=1000,3000 the sizes; BENCH_PRESETS=mobile,desktop the Lighthouse presets;
 * BENCH_PORT the first of the four ports the bench's servers use (9301 unless set; Starlight is
 * served on the fourth). BENCH_SKIP_BUILD=1 lets `BENCH_ONLY=starlight` reuse the builds it finds
 * (public/ and bench/starlight/dist/) instead of building both sites again:
 *
 *   BENCH_ONLY=starlight npm run bench                     # builds both, then compares
 *   BENCH_ONLY=starlight BENCH_SKIP_BUILD=1 npm run bench  # compares the builds already there
 *
 * BENCH_ANALYTICS=1 builds the site as it is deployed, with analytics on (a dummy
 * GA_MEASUREMENT_ID: the page-view and outbound-click trackers and the consent choice are in its
 * bundles; gtag itself comes from Google's host, which the benchmark's browser does not reach).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawnSync } from "node:child_process";
import { generateCorpus } from "./generateCorpus";
import { edit, makeSiteCopy, removeSiteCopy } from "../integration/siteCopy";
import {
  launchChromium,
  measureFirstLoad,
  measureNavigation,
  type FirstLoad,
  type Navigation,
} from "./lib/measureBytes";
import { portFreed, startServer, stopServer } from "./lib/server";
import { timedBuild, type BuildTiming } from "./lib/timedBuild";
import { scriptParts, type ScriptPart } from "./lib/scriptParts";
import { measureInteractions, type InteractionFigures } from "./lib/interactions";
import { DEPLOY_OUTPUT_FOLDER, SOURCE_MAPS_FOLDER } from "../src/node/deploy/deployOutput";
import { runLighthouse, type LighthouseSummary } from "./lib/lighthouse";
import { datedRunName } from "./lib/datedRun";
import { renderReport } from "./lib/report";
import { measureEditToScreen, type EditToScreen } from "./lib/editToScreen";
import { runDevelopStress, startDevelop, type StressResult } from "../integration/developStress";
import { compareWithStarlight, type StarlightComparison } from "./lib/starlightComparison";

const root = path.join(__dirname, "..");
const resultsDir = path.join(root, "bench", "results");
/** The environment of the site's builds (BENCH_ANALYTICS=1: analytics on, as deployed). */
// WRITE_SOURCE_MAPS: hidden source maps, written beside the build (src/node/gatsby/noSourceMaps.ts),
// say which module each first-load script byte comes from; the bundles' code is the same.
const buildEnv: NodeJS.ProcessEnv = {
  WRITE_SOURCE_MAPS: "1",
  ...(process.env.BENCH_ANALYTICS === "1" ? { GA_MEASUREMENT_ID: "G-BENCH00000" } : {}),
};
const only = new Set(
  (
    process.env.BENCH_ONLY ?? "build,bytes,lighthouse,starlight,interactions,scale,search,writer"
  ).split(","),
);
const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
const scaleSizes = (process.env.BENCH_SCALE ?? "1000,3000").split(",").map(Number);

const presets = (process.env.BENCH_PRESETS ?? "mobile,desktop").split(",") as (
  "mobile" | "desktop"
)[];
const port = Number(process.env.BENCH_PORT ?? 9301);

/** One page of each type: home, a guide, two reference pages, the search page. */
export const FIRST_LOAD_PAGES = [
  "/",
  "/docs/getting-started",
  "/docs/android/Callbacks/AddMarker",
  "/docs/flutter/LivemapController/setPinpoints",
  "/search",
];
export const LIGHTHOUSE_PAGES = ["/", "/docs/getting-started", "/docs/android/Callbacks/AddMarker"];

export interface BenchResults {
  date: string;
  machine: string;
  builds: BuildTiming[];
  firstLoad: FirstLoad[];
  /** Each first load's scripts by part (module folder or package), from the build's source maps. */
  scriptParts?: { url: string; parts: ScriptPart[] }[];
  navigation?: Navigation & { targetPageDataGzip: number };
  lighthouse: LighthouseSummary[];
  scale: { pages: number; build: BuildTiming; docPage: FirstLoad; sidebarFileGzip: number }[];
  search?: unknown;
  writer?: { checkSeconds: number[]; editToScreen: EditToScreen };
  /** The develop stress test's full form, one entry per run (BENCH_ONLY=develop). */
  develop?: (StressResult & { startupSeconds: number })[];
  starlight?: StarlightComparison;
  /** The longest event of each control at 4 × CPU, this site and Starlight where it has it. */
  interactions?: { site: InteractionFigures[]; starlight?: InteractionFigures[]; date: string };
}

function touchOneDoc(): void {
  const file = path.join(root, "content", "docs", "getting-started.mdx");
  const now = new Date();
  fs.utimesSync(file, now, now);
}

function gzipSizeOf(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function main(): Promise<void> {
  fs.mkdirSync(resultsDir, { recursive: true });
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)}${buildEnv.GA_MEASUREMENT_ID ? "; the site built with analytics on" : ""}`,
    builds: [],
    firstLoad: [],
    lighthouse: [],
    scale: [],
  };
  // A run limited by BENCH_ONLY keeps the other sections of the last report, so the report
  // stays whole; each section's figures are those of the run that measured them.
  const previousFile = path.join(resultsDir, "latest.json");
  if (process.env.BENCH_ONLY && fs.existsSync(previousFile)) {
    const previous = JSON.parse(fs.readFileSync(previousFile, "utf8")) as Partial<BenchResults>;
    if (!only.has("build")) results.builds = previous.builds ?? [];
    if (!only.has("bytes")) {
      results.firstLoad = previous.firstLoad ?? [];
      results.scriptParts = previous.scriptParts;
      results.navigation = previous.navigation;
    }
    if (!only.has("lighthouse")) results.lighthouse = previous.lighthouse ?? [];
    if (!only.has("scale")) results.scale = previous.scale ?? [];
    if (!only.has("search")) results.search = previous.search;
    if (!only.has("writer")) results.writer = previous.writer;
    if (!only.has("develop")) results.develop = previous.develop;
    if (!only.has("starlight")) results.starlight = previous.starlight;
    if (!only.has("interactions")) results.interactions = previous.interactions;
  }

  if (only.has("build")) {
    fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
    results.builds.push(timedBuild("cold (caches removed)", root, buildEnv));
    results.builds.push(timedBuild("warm (nothing changed)", root, buildEnv));
    touchOneDoc();
    results.builds.push(timedBuild("after touching one MDX file", root, buildEnv));
    for (const build of results.builds)
      console.log(`build ${build.label}: ${build.seconds} s, ${build.peakMiB} MiB`);
  } else if (
    (only.has("bytes") || only.has("lighthouse")) &&
    !fs.existsSync(path.join(root, "public", "index.html"))
  ) {
    results.builds.push(timedBuild("cold (no build found)", root, buildEnv));
  } else if (
    only.has("starlight") &&
    (!skipBuild || !fs.existsSync(path.join(root, "public", "index.html")))
  ) {
    // The comparison measures the site as it is now, not a build left from earlier.
    const build = timedBuild("for the Starlight comparison", root, buildEnv);
    if (!build.ok) throw new Error("The site's build failed");
    console.log(`build for the Starlight comparison: ${build.seconds} s`);
  }

  const browser = await launchChromium();
  if (only.has("bytes") || only.has("lighthouse")) {
    const server = await startServer(path.join(root, "public"), port);
    try {
      const base = `http://127.0.0.1:${port}`;
      if (only.has("bytes")) {
        for (const page of FIRST_LOAD_PAGES) {
          const measured = await measureFirstLoad(browser, `${base}${page}`);
          results.firstLoad.push({ ...measured, url: page });
          const parts = await scriptParts(
            measured,
            path.join(root, "public"),
            path.join(root, DEPLOY_OUTPUT_FOLDER, SOURCE_MAPS_FOLDER),
          );
          results.scriptParts = [...(results.scriptParts ?? []), { url: page, parts }];
          console.log(
            `first load ${page}: ${(measured.total.gzip / 1024).toFixed(1)} KiB gzip in ${measured.requests} requests (files HTML+JS+CSS: ${(measured.fileSum.gzip / 1024).toFixed(1)} KiB)`,
          );
        }
        const from = "/docs/android/Callbacks/AddMarker";
        const to = "/docs/android/Callbacks/DrawPolyline";
        const navigation = await measureNavigation(browser, base, from, to);
        results.navigation = {
          ...navigation,
          targetPageDataGzip: gzipSizeOf(
            path.join(root, "public", "page-data", to, "page-data.json"),
          ),
        };
        console.log(`navigation: ${(navigation.bytes.gzip / 1024).toFixed(1)} KiB gzip fetched`);
      }
      if (only.has("lighthouse")) {
        for (const page of LIGHTHOUSE_PAGES) {
          for (const preset of presets) {
            const summary = await runLighthouse(`${base}${page}`, preset, 3);
            results.lighthouse.push({ ...summary, url: page });
            console.log(
              `lighthouse ${preset} ${page}: performance ${summary.scores.performance} (${summary.spread?.performance.join("–")}), TBT ${summary.metrics.tbtMs} ms (${summary.spread?.tbtMs.join("–")}); bootup ${(
                summary.bootup ?? []
              )
                .slice(0, 4)
                .map(
                  (entry) =>
                    `${entry.script} ${entry.totalMs} ms (${entry.totalSpreadMs.join("–")})`,
                )
                .join(", ")}`,
            );
          }
        }
      }
    } finally {
      stopServer(server);
    }
  }

  if (only.has("starlight")) {
    results.starlight = await compareWithStarlight({
      browser,
      contentRoot: path.join(root, "content"),
      sitePublic: path.join(root, "public"),
      sitePort: port,
      starlightPort: port + 3,
      reuseBuild: skipBuild,
      runs: 3,
    });
  }

  if (only.has("interactions")) {
    // After the comparison, which builds Starlight's twin; its side is measured when it is there.
    const starlightDist = path.join(root, "bench", "starlight", "dist");
    await portFreed(port);
    await portFreed(port + 3);
    const site = await startServer(path.join(root, "public"), port);
    const starlight = fs.existsSync(path.join(starlightDist, "index.html"))
      ? await startServer(starlightDist, port + 3)
      : undefined;
    try {
      const runs = 5;
      results.interactions = {
        date: new Date().toISOString(),
        site: await measureInteractions(browser, `http://127.0.0.1:${port}`, "site", runs),
        starlight: starlight
          ? await measureInteractions(browser, `http://127.0.0.1:${port + 3}`, "starlight", runs)
          : undefined,
      };
      for (const figure of results.interactions.site)
        console.log(
          `interaction ${figure.control}: ${figure.medianMs} ms (${figure.runsMs.join(", ")})`,
        );
    } finally {
      stopServer(site);
      if (starlight) stopServer(starlight);
    }
  }

  if (only.has("scale")) {
    for (const pages of scaleSizes) {
      const copy = makeSiteCopy();
      try {
        // Replaces the copy's fixture content with the generated corpus.
        generateCorpus(pages, path.join(copy, "content"));
        // A corpus this large passes the search index budget by design: measured, not refused.
        edit(copy, "site.config.ts", (text) =>
          text.replace(/searchIndexKiB: \d+/, "searchIndexKiB: 1000000"),
        );
        const build = timedBuild(`${pages} pages, cold`, copy);
        console.log(`scale ${pages}: ${build.seconds} s, ${build.peakMiB} MiB`);
        const server = await startServer(path.join(copy, "public"), port + 1);
        try {
          const docPage = await measureFirstLoad(
            browser,
            `http://127.0.0.1:${port + 1}/docs/android/group0/page0`,
          );
          // The whole sidebar: not part of a first load, fetched when a reader opens a
          // category the page's own copy left out.
          const sidebars = path.join(copy, "public", "static", "sidebars");
          const sidebarFileGzip = fs.existsSync(sidebars)
            ? Math.max(
                ...fs.readdirSync(sidebars).map((file) => gzipSizeOf(path.join(sidebars, file))),
              )
            : 0;
          results.scale.push({
            pages,
            build,
            docPage: { ...docPage, url: "/docs/android/group0/page0" },
            sidebarFileGzip,
          });
        } finally {
          stopServer(server);
        }
      } finally {
        removeSiteCopy(copy);
      }
    }
  }
  if (only.has("writer")) {
    const checkSeconds = [1, 2, 3].map(() => {
      const started = performance.now();
      const run = spawnSync(
        path.join(root, "node_modules", ".bin", "tsx"),
        ["scripts/check-content.ts"],
        {
          cwd: root,
          stdio: "ignore",
        },
      );
      if (run.status !== 0) throw new Error("npm run check found problems in the content");
      return Number(((performance.now() - started) / 1000).toFixed(1));
    });
    console.log(`npm run check: ${checkSeconds.join(", ")} s`);
    const copy = makeSiteCopy();
    try {
      // The real content, so the development server works on the site as writers have it.
      fs.rmSync(path.join(copy, "content"), { recursive: true, force: true });
      fs.cpSync(path.join(root, "content"), path.join(copy, "content"), { recursive: true });
      const editToScreen = await measureEditToScreen(
        browser,
        copy,
        "content/docs/android/Callbacks/AddMarker.mdx",
        "/docs/android/Callbacks/AddMarker",
        port + 2,
      );
      results.writer = { checkSeconds, editToScreen };
      console.log(
        `edit to screen: first ${editToScreen.firstMs} ms, then median ${editToScreen.medianMs} ms (${editToScreen.spreadMs.join(" to ")})`,
      );
    } finally {
      removeSiteCopy(copy);
    }
  }
  await browser.close();

  if (only.has("develop")) results.develop = await developStress();

  if (only.has("search") && fs.existsSync(path.join(root, "bench", "search.ts"))) {
    const search = spawnSync(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "bench", "search.ts")],
      {
        cwd: root,
        stdio: "inherit",
      },
    );
    const file = path.join(resultsDir, "search.json");
    if (search.status === 0 && fs.existsSync(file))
      results.search = JSON.parse(fs.readFileSync(file, "utf8"));
  }

  fs.writeFileSync(path.join(resultsDir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, "latest.md"), renderReport(results));
  // Every run is kept under its date, with the machine's load in its header: the latest is
  // compared with the runs before it, not with figures copied into the documentation.
  const dated = path.join(resultsDir, "runs", datedRunName(results.date));
  fs.mkdirSync(path.dirname(dated), { recursive: true });
  fs.writeFileSync(dated, renderReport(results));
  console.log(`\nWrote bench/results/latest.md, latest.json and ${path.relative(root, dated)}`);
}

/** The develop stress test's full form, run after run, each on a fresh copy and server. */
async function developStress(): Promise<BenchResults["develop"]> {
  const cycles = Number(process.env.BENCH_DEVELOP_CYCLES ?? 100);
  const runs = Number(process.env.BENCH_DEVELOP_RUNS ?? 1);
  const done: NonNullable<BenchResults["develop"]> = [];
  for (let run = 1; run <= runs; run += 1) {
    const copy = makeSiteCopy();
    const started = Date.now();
    const server = await startDevelop(copy, port + 3, 600_000);
    try {
      const startupSeconds = Math.round((Date.now() - started) / 1000);
      const result = await runDevelopStress({
        dir: copy,
        server,
        cycles,
        log: (line) => console.log(`develop stress run ${run}/${runs}: ${line}`),
      });
      done.push({ ...result, startupSeconds });
      console.log(
        `develop stress run ${run}/${runs}: passed, ${result.cycles} cycles, ${result.steps} steps in ${result.seconds} s`,
      );
    } finally {
      await server.stop();
      removeSiteCopy(copy);
    }
  }
  return done;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
