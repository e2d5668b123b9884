import type { BenchResults } from "../run";
import { REQUEST_KINDS } from "./measureBytes";

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface RelevanceFigures {
  hitAt1: number;
  hitAt5: number;
  mrr: number;
}

/** The parts of bench/search.ts's results the budgets read. */
interface SearchFigures {
  firstSearch: { worstSiteGzipBytes: number; worstCorpusGzipBytes: number | null };
  relevance: { before: RelevanceFigures; after: RelevanceFigures };
}

function isSearchFigures(value: unknown): value is SearchFigures {
  const candidate = value as Partial<SearchFigures> | null | undefined;
  return (
    typeof candidate?.firstSearch?.worstSiteGzipBytes === "number" &&
    typeof candidate.relevance?.after?.mrr === "number"
  );
}

function searchBudgetLines(search: SearchFigures): string[] {
  const lines: string[] = [];
  const { worstSiteGzipBytes: site, worstCorpusGzipBytes: corpus } = search.firstSearch;
  lines.push(
    `| first search ≤ 100 KiB gzip (modal code and index parts, worst query) | ${kib(site)} | ${site <= 100 * 1024 ? "met" : "NOT met"} |`,
  );
  if (corpus !== null) {
    const ratio = corpus / site;
    lines.push(
      `| 3,000-page first search ≤ 1.2 × real site | ${ratio.toFixed(2)} × | ${ratio <= 1.2 ? "met" : "NOT met"} |`,
    );
  }
  const { before, after } = search.relevance;
  const kept =
    after.hitAt1 >= before.hitAt1 && after.hitAt5 >= before.hitAt5 && after.mrr >= before.mrr;
  lines.push(
    `| search relevance after ≥ before (hit@1, hit@5, MRR) | ${after.hitAt1} / ${after.hitAt5} / ${after.mrr} (before ${before.hitAt1} / ${before.hitAt5} / ${before.mrr}) | ${kept ? "met" : "NOT met"} |`,
  );
  return lines;
}

/** The budgets of the performance issue, checked against the measured figures. */
export function budgetLines(results: BenchResults): string[] {
  const lines: string[] = [];
  // The search page's own budget is the first search's (bench/search.ts).
  const budgeted = results.firstLoad.filter((entry) => entry.url !== "/search");
  for (const page of budgeted) {
    lines.push(
      `| first load ${page.url} ≤ 85 KiB gzip (browser, every request) | ${kib(page.total.gzip)} | ${page.total.gzip <= 85 * 1024 ? "met" : "NOT met"} |`,
    );
  }
  if (results.navigation) {
    const value = results.navigation.bytes.gzip;
    lines.push(
      `| data fetched by a navigation between two docs ≤ 15 KiB gzip | ${kib(value)} | ${value <= 15 * 1024 ? "met" : "NOT met"} |`,
    );
  }
  for (const entry of results.lighthouse.filter((item) => item.preset === "mobile")) {
    const { performance, accessibility } = entry.scores;
    const bestPractices = entry.scores["best-practices"];
    const { tbtMs } = entry.metrics;
    const met = performance >= 98 && tbtMs <= 100 && accessibility === 100 && bestPractices === 100;
    lines.push(
      `| Lighthouse mobile ${entry.url}: perf ≥ 98, TBT ≤ 100 ms, a11y 100, BP 100 | ${performance} / ${tbtMs} ms / ${accessibility} / ${bestPractices} | ${met ? "met" : "NOT met"} |`,
    );
  }
  const real = results.firstLoad.find((entry) => entry.url === "/docs/android/Callbacks/AddMarker");
  const largest = results.scale.find((entry) => entry.pages === 3000);
  // A scale figure from before the browser measure (no per-kind counts) would compare unlike sums.
  if (real && largest && "byKind" in largest.docPage) {
    const ratio = largest.docPage.total.gzip / real.total.gzip;
    lines.push(
      `| 3,000-page doc first load ≤ 1.2 × real site | ${ratio.toFixed(2)} × | ${ratio <= 1.2 ? "met" : "NOT met"} |`,
    );
    lines.push(
      `| 3,000 pages build cold < 15 min | ${(largest.build.seconds / 60).toFixed(1)} min | ${largest.build.seconds < 900 ? "met" : "NOT met"} |`,
    );
    const small = results.scale.find((entry) => entry.pages === 1000);
    if (small) {
      const growth = largest.build.seconds / small.build.seconds;
      lines.push(
        `| build time 1,000 → 3,000 pages grows ≤ linearly (≤ 3 ×) | ${growth.toFixed(2)} × | ${growth <= 3 ? "met" : "NOT met"} |`,
      );
    }
  }
  if (isSearchFigures(results.search)) lines.push(...searchBudgetLines(results.search));
  if (results.writer) {
    const { editToScreen, checkSeconds } = results.writer;
    lines.push(
      `| edit to screen under \`gatsby develop\` ≤ 1.0 s (median after the first edit) | ${editToScreen.medianMs} ms | ${editToScreen.medianMs <= 1000 ? "met" : "NOT met"} |`,
    );
    const slowest = Math.max(...checkSeconds);
    lines.push(
      `| \`npm run check\` on the whole site ≤ 15 s | ${slowest} s (slowest of ${checkSeconds.length}) | ${slowest <= 15 ? "met" : "NOT met"} |`,
    );
  }
  return lines;
}

export function renderReport(results: BenchResults): string {
  const out: string[] = [
    `# Benchmark results`,
    ``,
    `Measured ${results.date} on ${results.machine} with \`npm run bench\`.`,
    ``,
  ];
  out.push(
    `## Budgets`,
    ``,
    `| Budget | Measured | |`,
    `| --- | --- | --- |`,
    ...budgetLines(results),
    ``,
  );
  if (results.builds.length > 0) {
    out.push(
      `## Build of the real site`,
      ``,
      `| Build | Wall time | Peak memory |`,
      `| --- | --- | --- |`,
    );
    for (const build of results.builds)
      out.push(`| ${build.label} | ${build.seconds} s | ${build.peakMiB} MiB |`);
    out.push(``);
  }
  if (results.firstLoad.length > 0) {
    out.push(
      `## First load (Chromium, cold cache, Save-Data so nothing else is prefetched)`,
      ``,
      `Every request until the network was quiet for 500 ms; gzip bytes as the server sent them.`,
      `"Files" is the older measure beside it: HTML + JS + CSS only, each file gzipped at level 9.`,
      ``,
      `| Page | Requests | ${REQUEST_KINDS.join(" | ")} | Total gzip | Total raw | Files (HTML+JS+CSS) |`,
      `| --- | --- | ${REQUEST_KINDS.map(() => "---").join(" | ")} | --- | --- | --- |`,
    );
    for (const page of results.firstLoad) {
      const kinds = REQUEST_KINDS.map((kind) => kib(page.byKind[kind].gzip));
      out.push(
        `| ${page.url} | ${page.requests} | ${kinds.join(" | ")} | **${kib(page.total.gzip)}** | ${kib(page.total.raw)} | ${kib(page.fileSum.gzip)} |`,
      );
    }
    out.push(``, `Files of each first load (gzip as transferred):`, ``);
    for (const page of results.firstLoad) {
      const files = [...page.files].sort((a, b) => b.gzip - a.gzip);
      out.push(
        `- ${page.url}: ${files.map((file) => `${file.path} ${kib(file.gzip)}`).join(", ")}`,
      );
    }
    out.push(``);
  }
  if (results.navigation) {
    const nav = results.navigation;
    out.push(
      `## Client-side navigation`,
      ``,
      `${nav.from} → ${nav.to}, prefetching off: ${kib(nav.bytes.gzip)} gzip fetched on the click (${nav.files.map((file) => `${file.path} ${kib(file.gzip)}`).join(", ")}); the target's page-data file is ${kib(nav.targetPageDataGzip)} at gzip -9.`,
      ``,
    );
  }
  if (results.lighthouse.length > 0) {
    out.push(
      `## Lighthouse (median of 3, lowest–highest in brackets)`,
      ``,
      `| Page | Preset | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS |`,
      `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    );
    for (const entry of results.lighthouse) {
      const spread = entry.spread
        ? {
            perf: ` (${entry.spread.performance.join("–")})`,
            tbt: ` (${entry.spread.tbtMs.join("–")})`,
          }
        : { perf: "", tbt: "" };
      out.push(
        `| ${entry.url} | ${entry.preset} | ${entry.scores.performance}${spread.perf} | ${entry.scores.accessibility} | ${entry.scores["best-practices"]} | ${entry.scores.seo} | ${entry.metrics.fcpMs} ms | ${entry.metrics.lcpMs} ms | ${entry.metrics.tbtMs} ms${spread.tbt} | ${entry.metrics.cls} |`,
      );
    }
    out.push(
      ``,
      `SEO is capped by the deliberate \`noindex\`. Main-thread time Lighthouse charges to each script (its bootup-time audit), the four highest, median of 3 (lowest–highest):`,
      ``,
      `| Page | Preset | Scripts |`,
      `| --- | --- | --- |`,
      ...results.lighthouse
        .filter((entry) => entry.bootup)
        .map(
          (entry) =>
            `| ${entry.url} | ${entry.preset} | ${(entry.bootup ?? [])
              .slice(0, 4)
              .map(
                (script) => `${script.script} ${script.totalMs} ms (${script.spreadMs.join("–")})`,
              )
              .join(", ")} |`,
        ),
      ``,
    );
  }
  if (results.scale.length > 0) {
    out.push(
      `## Scale (generated corpus)`,
      ``,
      `| Pages | Build wall time | Peak memory | Doc page first load gzip | Whole sidebar file gzip (fetched when a reader opens a closed category) |`,
      `| --- | --- | --- | --- | --- |`,
    );
    for (const entry of results.scale) {
      out.push(
        `| ${entry.pages} | ${entry.build.seconds} s | ${entry.build.peakMiB} MiB | ${kib(entry.docPage.total.gzip)} | ${kib(entry.sidebarFileGzip)} |`,
      );
    }
    out.push(``);
  }
  if (results.writer) {
    const { editToScreen, checkSeconds } = results.writer;
    out.push(
      `## Writer's loop`,
      ``,
      `- \`npm run check\` (the whole content, no build): ${checkSeconds.join(" s, ")} s over ${checkSeconds.length} runs.`,
      `- \`gatsby develop\` on a copy of the site: first page served ${editToScreen.startupSeconds.toFixed(0)} s after start.`,
      `- Edit to screen on ${editToScreen.page} (a sentence written into its MDX file, timed until Chromium shows it, no reload): first edit ${editToScreen.firstMs} ms; the ${editToScreen.editsMs.length - 1} later edits median ${editToScreen.medianMs} ms, from ${editToScreen.spreadMs[0]} to ${editToScreen.spreadMs[1]} ms (all: ${editToScreen.editsMs.join(", ")} ms).`,
      ``,
    );
  }
  if (results.search)
    out.push(`## Search`, ``, "```json", JSON.stringify(results.search, null, 2), "```", ``);
  return `${out.join("\n")}\n`;
}
