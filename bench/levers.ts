/**
 * `npm run bench:levers`: what each lever on Gatsby's runtime is worth, one lever at a time
 * (docs/runtime-levers.md). The site is built once with every lever and once without each
 * (`LEVERS_OFF=<lever>`, src/node/gatsby/levers.ts), each build kept aside; then, on each build,
 * the first load of a doc page, a reference page and the home page (every request, gzip as
 * transferred; bytes do not move with the machine's load) and the main thread's work until the
 * page has hydrated (thread time from Chromium's trace, loads of every build interleaved).
 *
 * BENCH_LEVERS=router,helmet limits the levers; BENCH_LEVER_RUNS the traced loads per page and
 * build (7); BENCH_PORT the first port (9401; one per build); BENCH_SKIP_BUILD=1 measures the
 * builds an earlier run kept (.tmp/levers/), only building those missing. Results:
 * bench/results/levers.md and levers.json.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEPLOY_OUTPUT_FOLDER } from "../src/node/deploy/deployOutput";
import { LEVERS, type Lever } from "../src/node/gatsby/levers";
import { leversReport, type PageFigures, type VariantFigures } from "./lib/leversReport";
import { measureMainThread } from "./lib/mainThread";
import { launchChromium, measureFirstLoad } from "./lib/measureBytes";
import { startServer, stopServer } from "./lib/server";

const root = path.join(__dirname, "..");
const resultsDir = path.join(__dirname, "results");
const buildsDir = path.join(root, ".tmp", "levers");
export const LEVER_PAGES = [
  "/docs/getting-started",
  "/docs/android/Callbacks/AddMarker",
  "/",
] as const;

const runs = Number(process.env.BENCH_LEVER_RUNS ?? 7);
/** BENCH_SKIP_BUILD=1 measures the builds kept by an earlier run, where there are any. */
const reuseBuilds = process.env.BENCH_SKIP_BUILD === "1";
const firstPort = Number(process.env.BENCH_PORT ?? 9401);
const chosen = (process.env.BENCH_LEVERS?.split(",") ?? [...LEVERS]) as Lever[];
for (const lever of chosen)
  if (!LEVERS.includes(lever))
    throw new Error(`BENCH_LEVERS names "${lever}": the levers are ${LEVERS.join(", ")}`);

/** A build of the site with `off` left out, kept in .tmp/levers/<name>/public. */
interface Variant {
  name: string;
  off: Lever | undefined;
  dir: string;
}

function build(variant: Variant): void {
  // Webpack's persistent cache is keyed by files, not by the lever set: every build is cold.
  fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true });
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, LEVERS_OFF: variant.off ?? "", CI: "true" },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`The build without ${variant.off ?? "nothing"} failed`);
  }
  // public/ and the deploy folder beside it, as the build left them (the server reads both).
  const kept = path.dirname(variant.dir);
  fs.rmSync(kept, { recursive: true, force: true });
  for (const folder of ["public", DEPLOY_OUTPUT_FOLDER]) {
    fs.cpSync(path.join(root, folder), path.join(kept, folder), { recursive: true });
  }
  console.log(`built ${variant.name} in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function main(): Promise<void> {
  const variants: Variant[] = [
    { name: "every lever", off: undefined, dir: path.join(buildsDir, "all", "public") },
    ...chosen.map((lever) => ({
      name: lever,
      off: lever,
      dir: path.join(buildsDir, lever, "public"),
    })),
  ];
  for (const variant of variants) {
    if (reuseBuilds && fs.existsSync(path.join(variant.dir, "index.html"))) continue;
    build(variant);
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

  const browser = await launchChromium();
  const servers = await Promise.all(
    variants.map((variant, index) => startServer(variant.dir, firstPort + index)),
  );
  try {
    const figures: VariantFigures[] = [];
    for (const [index, variant] of variants.entries()) {
      const pages: PageFigures[] = [];
      for (const page of LEVER_PAGES) {
        const measured = await measureFirstLoad(
          browser,
          `http://127.0.0.1:${firstPort + index}${page}`,
        );
        pages.push({
          page,
          firstLoadBytes: measured.total.gzip,
          requests: measured.requests,
          loads: [],
        });
      }
      figures.push({ name: variant.name, off: variant.off, pages });
    }
    // Interleaved, so that a change of the machine's load falls on every build alike.
    for (let run = 0; run < runs; run++)
      for (const [pageIndex, page] of LEVER_PAGES.entries())
        for (const [index, variant] of figures.entries())
          variant.pages[pageIndex]?.loads.push(
            await measureMainThread(browser, `http://127.0.0.1:${firstPort + index}${page}`),
          );
    fs.mkdirSync(resultsDir, { recursive: true });
    const run = { date: new Date().toISOString(), load, runs };
    fs.writeFileSync(
      path.join(resultsDir, "levers.json"),
      `${JSON.stringify({ ...run, figures }, null, 2)}\n`,
    );
    const markdown = leversReport(figures, run);
    fs.writeFileSync(path.join(resultsDir, "levers.md"), markdown);
    console.log(markdown);
  } finally {
    await browser.close();
    for (const server of servers) stopServer(server);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
