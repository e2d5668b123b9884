import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/chromium";
import { benchCommand } from "./benchPackages";

/**
 * One script's main-thread time in Lighthouse's `bootup-time` audit (simulated throttling, so
 * already multiplied by the CPU slowdown): `script` is its path on the site, or the page's own
 * path for the HTML and its inline scripts, or "Unattributable".
 */
interface ScriptBootup {
  script: string;
  totalMs: number;
  scriptingMs: number;
  parseCompileMs: number;
}

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  scores: { performance: number; accessibility: number; "best-practices": number; seo: number };
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; bootupMs: number };
  /** The audit lists only scripts of 50 ms or more. */
  bootup: ScriptBootup[];
}

/** One script's bootup over the runs: medians, and the total's lowest and highest. */
interface ScriptBootupSummary extends ScriptBootup {
  /** A run where the script stayed under the audit's 50 ms counts as 0. */
  totalSpreadMs: [number, number];
}

export interface LighthouseSummary {
  url: string;
  preset: "mobile" | "desktop";
  runs: number;
  scores: { performance: number; accessibility: number; "best-practices": number; seo: number };
  /** `bootupMs`: the `bootup-time` audit's figure, script evaluation and parsing summed. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; bootupMs?: number };
  /** Lowest and highest of the runs, as the machine is shared and the figures are noisy. */
  spread?: {
    performance: [number, number];
    tbtMs: [number, number];
    bootupMs?: [number, number];
  };
  /** Per script, the heaviest first (reports from before this field have none). */
  bootup?: ScriptBootupSummary[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function spreadOf(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

interface Report {
  categories: Record<string, { score: number } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: {
          items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[];
        };
      }
    | undefined
  >;
}

/** A Lighthouse item's URL as a path on the page's origin (other origins kept whole). */
function scriptName(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || "/" : url;
}

/** The figures of a Lighthouse JSON report. */
export function readRun(report: Report, pageUrl: string): LighthouseRun {
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const metric = (name: string) => report.audits[name]?.numericValue ?? 0;
  const origin = new URL(pageUrl).origin;
  return {
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
      bootupMs: Math.round(metric("bootup-time")),
    },
    bootup: (report.audits["bootup-time"]?.details?.items ?? []).map((item) => ({
      script: scriptName(item.url, origin),
      totalMs: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
      parseCompileMs: Math.round(item.scriptParseCompile),
    })),
  };
}

/** Runs the Lighthouse CLI once on Debian's Chromium. */
export function lighthouseRun(url: string, preset: "mobile" | "desktop"): LighthouseRun {
  const output = path.join(os.tmpdir(), `lighthouse-${process.pid}.json`);
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  const result = spawnSync(benchCommand("lighthouse"), args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    encoding: "utf8",
  });
  if (result.status !== 0 || !fs.existsSync(output)) {
    throw new Error(`Lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  }
  const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
  fs.rmSync(output, { force: true });
  return readRun(report, url);
}

/** The median of each figure over the runs, with the spread of the noisy ones. */
export function summarize(
  url: string,
  preset: "mobile" | "desktop",
  runs: readonly LighthouseRun[],
): LighthouseSummary {
  const of = <T>(pick: (run: LighthouseRun) => T) => runs.map(pick);
  const scripts = [...new Set(runs.flatMap((run) => run.bootup.map((item) => item.script)))];
  const bootup = scripts
    .map((script): ScriptBootupSummary => {
      const item = (run: LighthouseRun) => run.bootup.find((entry) => entry.script === script);
      const field = (name: "totalMs" | "scriptingMs" | "parseCompileMs") =>
        median(of((run) => item(run)?.[name] ?? 0));
      const totals = of((run) => item(run)?.totalMs ?? 0);
      return {
        script,
        totalMs: field("totalMs"),
        scriptingMs: field("scriptingMs"),
        parseCompileMs: field("parseCompileMs"),
        totalSpreadMs: spreadOf(totals),
      };
    })
    .sort((a, b) => b.totalMs - a.totalMs);
  return {
    url,
    preset,
    runs: runs.length,
    spread: {
      performance: spreadOf(of((run) => run.scores.performance)),
      tbtMs: spreadOf(of((run) => run.metrics.tbtMs)),
      bootupMs: spreadOf(of((run) => run.metrics.bootupMs)),
    },
    scores: {
      performance: median(of((run) => run.scores.performance)),
      accessibility: median(of((run) => run.scores.accessibility)),
      "best-practices": median(of((run) => run.scores["best-practices"])),
      seo: median(of((run) => run.scores.seo)),
    },
    metrics: {
      fcpMs: median(of((run) => run.metrics.fcpMs)),
      lcpMs: median(of((run) => run.metrics.lcpMs)),
      tbtMs: median(of((run) => run.metrics.tbtMs)),
      cls: median(of((run) => run.metrics.cls)),
      bootupMs: median(of((run) => run.metrics.bootupMs)),
    },
    bootup,
  };
}

/** Runs Lighthouse `runs` times on one page and keeps the median of each figure. */
export async function runLighthouse(
  url: string,
  preset: "mobile" | "desktop",
  runs: number,
): Promise<LighthouseSummary> {
  const results = Array.from({ length: runs }, () => lighthouseRun(url, preset));
  return summarize(url, preset, results);
}
