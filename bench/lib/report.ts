import type { BenchResults } from "../run";
import type { LighthouseSummary } from "./lighthouse";
import { REQUEST_KINDS } from "./measureBytes";
import { budgetOf, partsOverBudget } from "./scriptBudgets";
import type { InteractionFigures } from "./interactions";
import { DOC_TEMPLATE_CHUNK, type StarlightComparison } from "./starlightComparison";

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

/**
 * Issue 23's budgets: each compared page's first load no heavier than Starlight's, and
 * Lighthouse mobile TBT no worse than Starlight's median, both from the same interleaved run.
 */
function starlightBudgetLines(comparison: StarlightComparison): string[] {
  const lines: string[] = [];
  for (const { page, site, starlight } of comparison.firstLoad) {
    const ratio = site.total.gzip / starlight.total.gzip;
    lines.push(
      `| first load ${page} ≤ Starlight's (same run) | ${kib(site.total.gzip)} / ${kib(starlight.total.gzip)}: ${ratio.toFixed(2)} × | ${ratio <= 1 ? "met" : "NOT met"} |`,
    );
  }
  for (const { page, site, starlight } of comparison.lighthouse) {
    const ours = site.metrics.tbtMs;
    const theirs = starlight.metrics.tbtMs;
    lines.push(
      `| Lighthouse mobile TBT ${page} ≤ Starlight's median (interleaved) | ${ours} ms / ${theirs} ms | ${ours <= theirs ? "met" : "NOT met"} |`,
    );
  }
  return lines;
}

/** `median (lowest–highest)`, or the median alone for a report without the spread. */
function withSpread(value: number, spread: [number, number] | undefined, unit = ""): string {
  return spread ? `${value}${unit} (${spread.join("–")})` : `${value}${unit}`;
}

/** Bootup of the site's doc template chunk, when the page loads it. */
export function docTemplateBootup(entry: LighthouseSummary): string {
  const chunk = entry.bootup?.find((item) => DOC_TEMPLATE_CHUNK.test(item.script));
  if (!chunk) return entry.bootup ? "under 50 ms" : "not measured";
  // 0 is a run where the chunk stayed under the audit's 50 ms.
  const value = chunk.totalMs === 0 ? "under 50 ms" : `${chunk.totalMs} ms`;
  return `${value} (${chunk.totalSpreadMs.join("–")})`;
}

function bootupLines(entry: LighthouseSummary): string {
  const scripts = entry.bootup ?? [];
  if (scripts.length === 0) return "no script over 50 ms";
  return scripts
    .map(
      (item) =>
        `${item.script} ${item.totalMs} ms (${item.totalSpreadMs.join("–")}; scripting ${item.scriptingMs}, parse ${item.parseCompileMs})`,
    )
    .join(", ");
}

function renderStarlight(comparison: StarlightComparison): string[] {
  const versions = Object.entries(comparison.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(", ");
  const fallbacks = Object.entries(comparison.fallbackLanguages);
  const out = [
    `## Beside Starlight (same run, interleaved)`,
    ``,
    `Measured ${comparison.date}, load average ${comparison.loadAverage.join(" / ")} (1, 5, 15 min) when it started. ` +
      `Starlight side: ${versions}; ${comparison.pages} pages written from content/ by bench/lib/starlightSite.ts ` +
      `(every doc of every version at its URL, and the home page)` +
      (comparison.buildSeconds !== undefined
        ? `, built in ${comparison.buildSeconds} s.`
        : `, an existing build reused (BENCH_SKIP_BUILD=1).`) +
      ` Both served by scripts/serve.ts (gzip).` +
      (fallbacks.length > 0
        ? ` Fences in a language Expressive Code lacks, shown as text: ${fallbacks.map(([language, docs]) => `${language} (${docs} docs)`).join(", ")}.`
        : ` Every fence language is one Expressive Code highlights.`),
    ``,
    `| First load (every request, gzip) | This site | Starlight | Site / Starlight | JS: site / Starlight |`,
    `| --- | --- | --- | --- | --- |`,
  ];
  for (const { page, site, starlight } of comparison.firstLoad) {
    out.push(
      `| ${page} | ${kib(site.total.gzip)} in ${site.requests} requests | ${kib(starlight.total.gzip)} in ${starlight.requests} | ${(site.total.gzip / starlight.total.gzip).toFixed(2)} × | ${kib(site.byKind.js.gzip)} / ${kib(starlight.byKind.js.gzip)} |`,
    );
  }
  out.push(
    ``,
    `Lighthouse mobile, ${comparison.lighthouse[0]?.site.runs ?? 0} runs each, this site's page then Starlight's in turn; median (lowest–highest):`,
    ``,
    `| Page | Perf: site / Starlight | TBT: site | TBT: Starlight | Script bootup: site | Script bootup: Starlight | Doc template chunk's bootup |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
  );
  for (const { page, site, starlight } of comparison.lighthouse) {
    const loads = comparison.firstLoad.find((entry) => entry.page === page);
    const templateLoaded =
      !loads || loads.site.files.some((file) => DOC_TEMPLATE_CHUNK.test(file.path));
    out.push(
      `| ${page} | ${withSpread(site.scores.performance, site.spread?.performance)} / ${withSpread(starlight.scores.performance, starlight.spread?.performance)} | ${withSpread(site.metrics.tbtMs, site.spread?.tbtMs, " ms")} | ${withSpread(starlight.metrics.tbtMs, starlight.spread?.tbtMs, " ms")} | ${withSpread(site.metrics.bootupMs ?? 0, site.spread?.bootupMs, " ms")} | ${withSpread(starlight.metrics.bootupMs ?? 0, starlight.spread?.bootupMs, " ms")} | ${templateLoaded ? docTemplateBootup(site) : "not loaded"} |`,
    );
  }
  out.push(
    ``,
    `Bootup per script (Lighthouse's \`bootup-time\`, scripts of 50 ms or more; median total, lowest–highest):`,
    ``,
  );
  for (const { page, site, starlight } of comparison.lighthouse) {
    out.push(`- ${page}, this site: ${bootupLines(site)}`);
    out.push(`- ${page}, Starlight: ${bootupLines(starlight)}`);
  }
  out.push(``, `Files of each first load (gzip as transferred):`, ``);
  for (const { page, site, starlight } of comparison.firstLoad) {
    for (const [side, load] of [
      ["this site", site],
      ["Starlight", starlight],
    ] as const) {
      const files = [...load.files].sort((a, b) => b.gzip - a.gzip);
      out.push(
        `- ${page}, ${side}: ${files.map((file) => `${file.path} ${kib(file.gzip)}`).join(", ")}`,
      );
    }
  }
  out.push(``);
  return out;
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
  for (const { url, parts } of results.scriptParts ?? []) {
    const over = partsOverBudget(parts);
    lines.push(
      `| first load ${url}: each script part within its budget (bench/lib/scriptBudgets.ts) | ${
        over.length === 0
          ? `${parts.length} parts within`
          : over
              .map((part) => `${part.part} ${kib(part.gzip)} > ${budgetOf(part.part)} KiB`)
              .join("; ")
      } | ${over.length === 0 ? "met" : "NOT met"} |`,
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
  if (results.starlight) lines.push(...starlightBudgetLines(results.starlight));
  for (const figure of results.interactions?.site ?? []) {
    lines.push(
      `| ${figure.control}: longest event at 4 × CPU < 100 ms (median of ${figure.runsMs.length}) | ${eventMs(figure.medianMs)} | ${figure.medianMs < 100 ? "met" : "NOT met"} |`,
    );
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
  if (results.interactions) out.push(...interactionsSection(results.interactions));
  if (results.scriptParts && results.scriptParts.length > 0)
    out.push(...scriptPartsSection(results.scriptParts));
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
      `| Page | Preset | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Script bootup |`,
      `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    );
    for (const entry of results.lighthouse) {
      const spread = entry.spread
        ? {
            perf: ` (${entry.spread.performance.join("–")})`,
            tbt: ` (${entry.spread.tbtMs.join("–")})`,
          }
        : { perf: "", tbt: "" };
      out.push(
        `| ${entry.url} | ${entry.preset} | ${entry.scores.performance}${spread.perf} | ${entry.scores.accessibility} | ${entry.scores["best-practices"]} | ${entry.scores.seo} | ${entry.metrics.fcpMs} ms | ${entry.metrics.lcpMs} ms | ${entry.metrics.tbtMs} ms${spread.tbt} | ${entry.metrics.cls} | ${entry.metrics.bootupMs === undefined ? "not measured" : withSpread(entry.metrics.bootupMs, entry.spread?.bootupMs, " ms")} |`,
      );
    }
    out.push(``, `SEO is capped by the deliberate \`noindex\`.`, ``);
    const withBootup = results.lighthouse.filter((entry) => entry.bootup);
    if (withBootup.length > 0) {
      out.push(
        `Bootup per script (Lighthouse's \`bootup-time\`, scripts of 50 ms or more; median total, lowest–highest):`,
        ``,
        ...withBootup.map((entry) => `- ${entry.url} ${entry.preset}: ${bootupLines(entry)}`),
        ``,
      );
    }
  }
  if (results.starlight) out.push(...renderStarlight(results.starlight));
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
  if (results.develop && results.develop.length > 0) {
    out.push(
      `## Develop stress test`,
      ``,
      `Each run: a fresh copy of the fixture site under \`gatsby develop\`, then every kind of change a writer makes, each checked at its URL and page data before the next, and bursts under Gatsby's 500 ms batch (integration/developStress.ts). Every run passed (a failure stops the bench).`,
      ``,
      `| Run | Cycles | Steps | Time | Startup |`,
      `| --- | --- | --- | --- | --- |`,
      ...results.develop.map(
        (run, index) =>
          `| ${index + 1} | ${run.cycles} | ${run.steps} | ${(run.seconds / 60).toFixed(1)} min | ${run.startupSeconds} s |`,
      ),
      ``,
      `| Step (last run) | Median | Max |`,
      `| --- | --- | --- |`,
      ...Object.entries(results.develop[results.develop.length - 1]?.stepMs ?? {}).map(
        ([step, ms]) => `| ${step} | ${ms.median} ms | ${ms.max} ms |`,
      ),
      ``,
    );
  }
  if (results.search)
    out.push(`## Search`, ``, "```json", JSON.stringify(results.search, null, 2), "```", ``);
  return `${out.join("\n")}\n`;
}

/**
 * Each first load's scripts by part: which module folder or package the transferred script
 * bytes come from (their gzip share), beside each part's budget.
 */
export function scriptPartsSection(pages: NonNullable<BenchResults["scriptParts"]>): string[] {
  const names = [...new Set(pages.flatMap((page) => page.parts.map((part) => part.part)))];
  const largest = (name: string) =>
    Math.max(...pages.map((page) => page.parts.find((part) => part.part === name)?.gzip ?? 0));
  names.sort((a, b) => largest(b) - largest(a));
  const out = [
    `## First-load scripts by part`,
    ``,
    `Where each page's script bytes come from, read from the build's source maps (written beside it by \`npm run bench\`, WRITE_SOURCE_MAPS=1): a package, Gatsby's runtime, or a folder of the site. A part's figure is its share of the scripts' transferred gzip bytes, in proportion to its minified bytes; the parts add up to the page's scripts.`,
    ``,
    `| Part | ${pages.map((page) => page.url).join(" | ")} | Budget |`,
    `| --- | ${pages.map(() => "---").join(" | ")} | --- |`,
  ];
  for (const name of names) {
    const cells = pages.map((page) => {
      const part = page.parts.find((entry) => entry.part === name);
      if (!part) return "–";
      return part.gzip / 1024 > budgetOf(name) ? `**${kib(part.gzip)}**` : kib(part.gzip);
    });
    out.push(`| ${name} | ${cells.join(" | ")} | ${budgetOf(name)} KiB |`);
  }
  const totals = pages.map((page) => kib(page.parts.reduce((sum, part) => sum + part.gzip, 0)));
  out.push(`| **all scripts** | ${totals.join(" | ")} | |`, ``);
  return out;
}

/** An Event Timing duration: entries under 16 ms are not reported, so 0 means "< 16 ms". */
function eventMs(ms: number): string {
  return ms === 0 ? "< 16 ms" : `${Math.round(ms)} ms`;
}

/**
 * The interactions' figures beside Starlight's: the median run's longest event and its parts
 * (waiting for the main thread, the handlers, the render and paint after them), and the runs.
 */
export function interactionsSection(
  interactions: NonNullable<BenchResults["interactions"]>,
): string[] {
  const round = (ms: number) => Math.round(ms);
  const cell = (figure: InteractionFigures | undefined) =>
    figure
      ? `${eventMs(figure.medianMs)} (${figure.runsMs.map(eventMs).join(", ")}); ${round(figure.medianParts.inputDelayMs)} + ${round(figure.medianParts.processingMs)} + ${round(figure.medianParts.presentationMs)}`
      : "no such control";
  const out = [
    `## Interactions (longest event at 4 × CPU)`,
    ``,
    `Measured ${interactions.date}. Each control clicked with the mouse in a fresh page at 1440 × 900 once it has hydrated and the network is quiet, the CPU slowed 4 × by Chromium; the figure is the interaction's longest event as Event Timing reports it (input to next paint), median of the runs, the runs in brackets, then the median run's parts: input delay + handlers + render and paint (bench/lib/interactions.ts).`,
    ``,
    `| Control | This site | Starlight |`,
    `| --- | --- | --- |`,
  ];
  for (const figure of interactions.site) {
    const theirs = interactions.starlight?.find((entry) => entry.control === figure.control);
    out.push(
      `| ${figure.control} | ${cell(figure)} | ${interactions.starlight ? cell(theirs) : "not measured"} |`,
    );
  }
  out.push(``);
  return out;
}
