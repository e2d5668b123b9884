import { kindOf, REQUEST_KINDS, type FirstLoad } from "../lib/measureBytes";
import type { LighthouseSummary } from "../lib/lighthouse";
import {
  budgetLines,
  docTemplateBootup,
  interactionsSection,
  renderReport,
  scriptPartsSection,
} from "../lib/report";
import { median } from "../lib/interactions";
import type { StarlightComparison } from "../lib/starlightComparison";
import type { BenchResults } from "../run";

const base = "http://127.0.0.1:9301";

describe("kindOf", () => {
  it.each([
    ["/docs/a", "document", "html"],
    ["/app-1.js", "script", "js"],
    ["/styles.css", "stylesheet", "css"],
    ["/page-data/docs/a/page-data.json", "fetch", "data"],
    ["/page-data/sq/d/1.json", "fetch", "data"],
    ["/page-data/app-data.json", "fetch", "data"],
    ["/img/logo.svg", "image", "image"],
    ["/fonts/a.woff2", "font", "font"],
    ["/static/search/index.json", "fetch", "other"],
  ])("%s (%s) is %s", (path, type, kind) => {
    expect(kindOf(`${base}${path}`, type)).toBe(kind);
  });
});

function firstLoad(url: string, gzipKiB: number): FirstLoad {
  const zero = { raw: 0, gzip: 0 };
  return {
    url,
    total: { raw: 0, gzip: gzipKiB * 1024 },
    byKind: Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, zero])) as FirstLoad["byKind"],
    files: [],
    requests: 1,
    fileSum: zero,
  };
}

function results(partial: Partial<BenchResults>): BenchResults {
  return {
    date: "",
    machine: "",
    builds: [],
    firstLoad: [],
    lighthouse: [],
    scale: [],
    ...partial,
  };
}

describe("budgetLines", () => {
  it("holds first loads to 85 KiB, the search page aside", () => {
    const lines = budgetLines(
      results({
        firstLoad: [firstLoad("/", 84), firstLoad("/docs/a", 86), firstLoad("/search", 120)],
      }),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/first load \/ .*\| met \|$/);
    expect(lines[1]).toMatch(/first load \/docs\/a .*NOT met/);
  });

  it("holds Lighthouse mobile to 98 and TBT to 100 ms", () => {
    const entry = (performance: number, tbtMs: number) => ({
      url: "/",
      preset: "mobile" as const,
      runs: 3,
      scores: { performance, accessibility: 100, "best-practices": 100, seo: 63 },
      metrics: { fcpMs: 0, lcpMs: 0, tbtMs, cls: 0 },
    });
    const lines = budgetLines(
      results({ lighthouse: [entry(98, 100), entry(99, 101), entry(97, 20)] }),
    );
    expect(lines.map((line) => line.endsWith("| met |"))).toEqual([true, false, false]);
  });

  it("compares the 3,000-page first load with the real site's at 1.2 ×", () => {
    const build = { label: "", seconds: 60, peakMiB: 0, ok: true };
    const scale = (gzipKiB: number) => [
      { pages: 3000, build, docPage: firstLoad("/x", gzipKiB), sidebarFileGzip: 0 },
    ];
    const real = [firstLoad("/docs/android/Callbacks/AddMarker", 80)];
    const ratioLine = (lines: string[]) => lines.find((line) => line.includes("1.2 ×")) ?? "";
    expect(ratioLine(budgetLines(results({ firstLoad: real, scale: scale(96) })))).toMatch(
      /\| met \|$/,
    );
    expect(ratioLine(budgetLines(results({ firstLoad: real, scale: scale(97) })))).toMatch(
      /NOT met/,
    );
  });

  it("checks the first search's bytes, its growth at 3,000 pages and relevance", () => {
    const relevance = (mrr: number) => ({ hitAt1: 0.9, hitAt5: 1, mrr });
    const search = (site: number, corpus: number | null, before: number, after: number) => ({
      firstSearch: {
        worstSiteGzipBytes: site * 1024,
        worstCorpusGzipBytes: corpus && corpus * 1024,
      },
      relevance: { before: relevance(before), after: relevance(after) },
    });
    const verdicts = (value: unknown) =>
      budgetLines(results({ search: value }))
        .filter((line) => /search/.test(line))
        .map((line) => line.endsWith("| met |"));
    expect(verdicts(search(100, 120, 0.9, 0.9))).toEqual([true, true, true]);
    expect(verdicts(search(101, 121, 0.9, 0.89))).toEqual([false, true, false]);
    expect(verdicts(search(50, 61, 0.9, 0.95))).toEqual([true, false, true]);
    expect(verdicts(search(50, null, 0.9, 0.9))).toEqual([true, true]);
    expect(verdicts(undefined)).toEqual([]);
  });
});

function lighthouse(tbtMs: number, bootup?: LighthouseSummary["bootup"]): LighthouseSummary {
  return {
    url: "/docs/a",
    preset: "mobile",
    runs: 3,
    scores: { performance: 90, accessibility: 100, "best-practices": 100, seo: 63 },
    metrics: { fcpMs: 0, lcpMs: 0, tbtMs, cls: 0, bootupMs: 700 },
    spread: { performance: [88, 93], tbtMs: [tbtMs - 10, tbtMs + 10], bootupMs: [600, 900] },
    bootup,
  };
}

const docChunk = {
  script: "/component---src-templates-doc-tsx-0a1b.js",
  totalMs: 580,
  scriptingMs: 540,
  parseCompileMs: 20,
  totalSpreadMs: [480, 610] as [number, number],
};

function comparison(siteKiB: number, siteTbt: number): StarlightComparison {
  return {
    date: "2026-11-25T17:00:00.000Z",
    loadAverage: [12.5, 10, 8],
    versions: { astro: "7.3.5", "@astrojs/starlight": "0.42.4" },
    pages: 377,
    buildSeconds: 100,
    fallbackLanguages: {},
    firstLoad: [
      { page: "/docs/a", site: firstLoad("/docs/a", siteKiB), starlight: firstLoad("/docs/a", 60) },
    ],
    lighthouse: [
      { page: "/docs/a", site: lighthouse(siteTbt, [docChunk]), starlight: lighthouse(200) },
    ],
  };
}

describe("first-load scripts by part", () => {
  const part = (name: string, kibGzip: number) => ({ part: name, raw: 0, gzip: kibGzip * 1024 });
  const pages = [
    { url: "/", parts: [part("preact", 9), part("src/theme/Footer", 0.4)] },
    { url: "/docs/a", parts: [part("preact", 9), part("src/theme/TOC", 2.5)] },
  ];

  it("holds each part to its budget and names the part that is over", () => {
    const lines = budgetLines(results({ scriptParts: pages }));
    expect(lines[0]).toMatch(/first load \/: .*2 parts within \| met \|$/);
    expect(lines[1]).toMatch(/src\/theme\/TOC 2\.5 KiB > 1\.5 KiB \| NOT met \|$/);
  });

  it("shows every part of every page, largest first, with the page totals", () => {
    const table = scriptPartsSection(pages).join("\n");
    expect(table).toMatch(
      /\| preact \| 9\.0 KiB \| 9\.0 KiB \| 9\.5 KiB \|\n\| src\/theme\/TOC \| – \| \*\*2\.5 KiB\*\* \|/,
    );
    expect(table).toMatch(/\| src\/theme\/Footer \| 0\.4 KiB \| – \|/);
    expect(table).toMatch(/\| \*\*all scripts\*\* \| 9\.4 KiB \| 11\.5 KiB \| \|/);
  });
});

describe("interactions", () => {
  const parts = { totalMs: 0, inputDelayMs: 5.4, processingMs: 1.2, presentationMs: 60.6 };
  const figure = (control: string, runsMs: number[]) => ({
    control,
    runsMs,
    medianMs: median(runsMs),
    medianParts: { ...parts, totalMs: median(runsMs) },
  });
  const interactions = {
    date: "2026-12-07",
    site: [figure("a tab switch", [72, 64, 80]), figure("the version menu", [0, 0, 16])],
    starlight: [figure("a tab switch", [96, 112, 104])],
  };

  it("takes the middle run, the lower one of an even count", () => {
    expect(median([80, 64, 72])).toBe(72);
    expect(median([40, 10, 30, 20])).toBe(20);
  });

  it("holds each control's longest event under 100 ms", () => {
    const lines = budgetLines(
      results({ interactions: { ...interactions, site: [figure("a TOC click", [104, 96, 112])] } }),
    );
    expect(lines).toEqual([
      "| a TOC click: longest event at 4 × CPU < 100 ms (median of 3) | 104 ms | NOT met |",
    ]);
  });

  it("shows both sides, events under the API's threshold, and controls Starlight lacks", () => {
    const table = interactionsSection(interactions).join("\n");
    expect(table).toContain(
      "| a tab switch | 72 ms (72 ms, 64 ms, 80 ms); 5 + 1 + 61 | 104 ms (96 ms, 112 ms, 104 ms); 5 + 1 + 61 |",
    );
    expect(table).toContain(
      "| the version menu | < 16 ms (< 16 ms, < 16 ms, 16 ms); 5 + 1 + 61 | no such control |",
    );
  });
});

describe("beside Starlight", () => {
  const verdicts = (value: StarlightComparison) =>
    budgetLines(results({ starlight: value })).map((line) => line.endsWith("| met |"));

  it("holds the first load to Starlight's and TBT to Starlight's median", () => {
    expect(verdicts(comparison(60, 200))).toEqual([true, true]);
    expect(verdicts(comparison(61, 200))).toEqual([false, true]);
    expect(verdicts(comparison(50, 201))).toEqual([true, false]);
  });

  it("shows both sides in one table, with the doc template's bootup and the load average", () => {
    const report = renderReport(results({ starlight: comparison(75, 900) }));
    expect(report).toContain("## Beside Starlight (same run, interleaved)");
    expect(report).toContain("load average 12.5 / 10 / 8");
    expect(report).toContain("astro 7.3.5, @astrojs/starlight 0.42.4");
    expect(report).toContain("| /docs/a | 75.0 KiB in 1 requests | 60.0 KiB in 1 | 1.25 × |");
    expect(report).toContain(
      "| /docs/a | 90 (88–93) / 90 (88–93) | 900 ms (890–910) | 200 ms (190–210) | 700 ms (600–900) | 700 ms (600–900) | not loaded |",
    );
    const value = comparison(75, 900);
    value.firstLoad[0]?.site.files.push({
      path: docChunk.script,
      kind: "js",
      raw: 1,
      gzip: 1,
      gzip9: 1,
    });
    expect(renderReport(results({ starlight: value }))).toContain(
      "| 700 ms (600–900) | 580 ms (480–610) |",
    );
  });

  it("names the doc template's chunk bootup, or says it stayed under the audit's threshold", () => {
    const [entry] = comparison(60, 200).lighthouse;
    expect(entry && docTemplateBootup(entry.site)).toBe("580 ms (480–610)");
    expect(docTemplateBootup(lighthouse(10, []))).toBe("under 50 ms");
    const sometimes = { ...docChunk, totalMs: 0, totalSpreadMs: [0, 278] as [number, number] };
    expect(docTemplateBootup(lighthouse(10, [sometimes]))).toBe("under 50 ms (0–278)");
    expect(docTemplateBootup(lighthouse(10))).toBe("not measured");
  });
});
