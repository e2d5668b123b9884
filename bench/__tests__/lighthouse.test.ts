import { readRun, summarize, type LighthouseRun } from "../lib/lighthouse";

const page = "http://127.0.0.1:9301/docs/a";

function run(tbtMs: number, bootup: [string, number][]): LighthouseRun {
  return {
    scores: { performance: 100 - tbtMs / 100, accessibility: 100, "best-practices": 100, seo: 63 },
    metrics: { fcpMs: 1, lcpMs: 2, tbtMs, cls: 0, bootupMs: tbtMs * 2 },
    bootup: bootup.map(([script, totalMs]) => ({
      script,
      totalMs,
      scriptingMs: totalMs - 10,
      parseCompileMs: 10,
    })),
  };
}

describe("readRun", () => {
  it("reads the bootup audit per script, as paths on the page's origin", () => {
    const figures = readRun(
      {
        categories: { performance: { score: 0.934 } },
        audits: {
          "total-blocking-time": { numericValue: 163.6 },
          "bootup-time": {
            numericValue: 812.4,
            details: {
              items: [
                {
                  url: "http://127.0.0.1:9301/component---src-templates-doc-tsx-1.js",
                  total: 580.2,
                  scripting: 540.6,
                  scriptParseCompile: 20.1,
                },
                { url: "Unattributable", total: 90, scripting: 10, scriptParseCompile: 0 },
              ],
            },
          },
        },
      },
      page,
    );
    expect(figures.scores.performance).toBe(93);
    expect(figures.metrics).toMatchObject({ tbtMs: 164, bootupMs: 812 });
    expect(figures.bootup).toEqual([
      {
        script: "/component---src-templates-doc-tsx-1.js",
        totalMs: 580,
        scriptingMs: 541,
        parseCompileMs: 20,
      },
      { script: "Unattributable", totalMs: 90, scriptingMs: 10, parseCompileMs: 0 },
    ]);
  });
});

describe("summarize", () => {
  it("keeps the median and spread of TBT and bootup, per script too", () => {
    const summary = summarize("/docs/a", "mobile", [
      run(300, [
        ["/app.js", 400],
        ["/doc.js", 120],
      ]),
      run(100, [["/app.js", 200]]),
      run(200, [
        ["/app.js", 300],
        ["/doc.js", 60],
      ]),
    ]);
    expect(summary.metrics).toMatchObject({ tbtMs: 200, bootupMs: 400 });
    expect(summary.spread).toEqual({
      performance: [97, 99],
      tbtMs: [100, 300],
      bootupMs: [200, 600],
    });
    // A run where the script stayed under the audit's 50 ms counts as 0.
    expect(summary.bootup).toEqual([
      {
        script: "/app.js",
        totalMs: 300,
        scriptingMs: 290,
        parseCompileMs: 10,
        totalSpreadMs: [200, 400],
      },
      {
        script: "/doc.js",
        totalMs: 60,
        scriptingMs: 50,
        parseCompileMs: 10,
        totalSpreadMs: [0, 120],
      },
    ]);
  });
});
