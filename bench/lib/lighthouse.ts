import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";

const root = path.join(__dirname, "..", "..");

export interface LighthouseSummary {
  url: string;
  preset: "mobile" | "desktop";
  runs: number;
  scores: { performance: number; accessibility: number; "best-practices": number; seo: number };
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Lowest and highest of the runs, as the machine is shared and the figures are noisy. */
  spread?: { performance: [number, number]; tbtMs: [number, number] };
  /**
   * Main-thread time Lighthouse charges to each script (its "bootup-time" audit: evaluation,
   * parse and compile, and the tasks its code runs, hydration included), median and spread of
   * the runs, highest first. A script is named by its file with the content hash left out
   * (`component---src-templates-doc-tsx.js`), so runs of two builds compare.
   */
  bootup?: ScriptBootup[];
}

export interface ScriptBootup {
  script: string;
  totalMs: number;
  spreadMs: [number, number];
}

type BootupItems = { url: string; total: number }[];

/** `app-47f4a104b370af8ebf62.js` → `app.js`; URLs that are not the site's files stay whole. */
export function scriptName(url: string): string {
  const file = url.split("?")[0]?.split("/").pop() ?? url;
  return /\.js$/.test(file) ? file.replace(/-[0-9a-f]{16,}(?=\.js$)/, "") : url;
}

/** Each script's bootup across the runs: a run that does not list a script counts it as 0 ms. */
export function bootupByScript(runs: BootupItems[]): ScriptBootup[] {
  const names = [...new Set(runs.flatMap((items) => items.map((item) => scriptName(item.url))))];
  return names
    .map((script) => {
      const times = runs.map((items) =>
        Math.round(
          items
            .filter((item) => scriptName(item.url) === script)
            .reduce((sum, item) => sum + item.total, 0),
        ),
      );
      return {
        script,
        totalMs: median(times),
        spreadMs: [Math.min(...times), Math.max(...times)] as [number, number],
      };
    })
    .sort((a, b) => b.totalMs - a.totalMs);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Runs the Lighthouse CLI `runs` times on Debian's Chromium and keeps the median of each figure. */
export async function runLighthouse(
  url: string,
  preset: "mobile" | "desktop",
  runs: number,
): Promise<LighthouseSummary> {
  const reports: Record<string, unknown>[] = [];
  for (let run = 0; run < runs; run += 1) {
    const output = path.join(os.tmpdir(), `lighthouse-${process.pid}-${run}.json`);
    const args = [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
      ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ];
    const result = spawnSync(path.join(root, "node_modules", ".bin", "lighthouse"), args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      encoding: "utf8",
    });
    if (result.status !== 0 || !fs.existsSync(output)) {
      throw new Error(`Lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
    }
    reports.push(JSON.parse(fs.readFileSync(output, "utf8")) as Record<string, unknown>);
    fs.rmSync(output, { force: true });
  }
  type Report = {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue: number; details?: { items?: BootupItems } }>;
  };
  const typed = reports as unknown as Report[];
  const score = (name: string) =>
    Math.round(median(typed.map((report) => (report.categories[name]?.score ?? 0) * 100)));
  const metric = (name: string) =>
    median(typed.map((report) => report.audits[name]?.numericValue ?? 0));
  const performances = typed.map((report) =>
    Math.round((report.categories.performance?.score ?? 0) * 100),
  );
  const tbts = typed.map((report) =>
    Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
  );
  return {
    url,
    preset,
    runs,
    spread: {
      performance: [Math.min(...performances), Math.max(...performances)],
      tbtMs: [Math.min(...tbts), Math.max(...tbts)],
    },
    bootup: bootupByScript(
      typed.map((report) => report.audits["bootup-time"]?.details?.items ?? []),
    ),
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    },
  };
}
