import type { Lever } from "../../src/node/gatsby/levers";
import { median } from "./lighthouse";
import type { MainThreadLoad } from "./mainThread";

/** One page of one build: its first load's bytes and its traced loads. */
export interface PageFigures {
  page: string;
  firstLoadBytes: number;
  requests: number;
  loads: MainThreadLoad[];
}

/** One build of `npm run bench:levers`: every lever, or every lever but `off`. */
export interface VariantFigures {
  name: string;
  off: Lever | undefined;
  pages: PageFigures[];
}

/** Median (lowest–highest) of one figure of the loads. */
function spreadOf(loads: readonly MainThreadLoad[], key: keyof MainThreadLoad): string {
  const values = loads.map((load) => load[key]);
  return `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
}

const signed = (value: number) => `${value >= 0 ? "+" : ""}${value}`;

/** bench/results/levers.md: each lever off against the build with every lever, page by page. */
export function leversReport(
  figures: readonly VariantFigures[],
  run: { load: string; runs: number; date: string },
): string {
  const [all, ...others] = figures;
  if (!all) return "";
  const lines = [
    "# Levers, one at a time",
    "",
    `Measured ${run.date} with \`npm run bench:levers\` on 2 cores (load average when the ` +
      `measures started: ${run.load}), ${run.runs} traced loads per page and build, interleaved.`,
    "Each row: the build without that lever, against the build with every lever. Bytes: every",
    "request of a cold first load, gzip as transferred. Main thread: thread time of the tasks",
    "until the page has hydrated, unthrottled, median (lowest–highest); blocking:",
    "Σ max(0, 4 × task − 50 ms), median (lowest–highest).",
    "",
    "| Lever off | Page | First load, bytes (with → without) | Main thread, ms (with → without) | Blocking at 4 × CPU, ms (with → without) |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const variant of others) {
    variant.pages.forEach((page, index) => {
      const base = all.pages[index];
      if (!base) return;
      lines.push(
        `| ${variant.name} | \`${page.page}\` | ${base.firstLoadBytes} → ${page.firstLoadBytes} ` +
          `(${signed(page.firstLoadBytes - base.firstLoadBytes)}) | ` +
          `${spreadOf(base.loads, "busyMs")} → ${spreadOf(page.loads, "busyMs")} | ` +
          `${spreadOf(base.loads, "blockingAt4xMs")} → ${spreadOf(page.loads, "blockingAt4xMs")} |`,
      );
    });
  }
  return `${lines.join("\n")}\n`;
}
