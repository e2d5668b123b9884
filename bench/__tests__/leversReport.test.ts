import { leversReport, type VariantFigures } from "../lib/leversReport";

const load = (busyMs: number, blockingAt4xMs: number) => ({
  busyMs,
  longestMs: 0,
  blockingAt4xMs,
});

describe("leversReport", () => {
  it("gives each lever's page its bytes and main thread against the build with every lever", () => {
    const figures: VariantFigures[] = [
      {
        name: "every lever",
        off: undefined,
        pages: [
          {
            page: "/a",
            firstLoadBytes: 1000,
            requests: 5,
            loads: [load(10, 0), load(30, 4), load(20, 2)],
          },
        ],
      },
      {
        name: "router",
        off: "router",
        pages: [
          {
            page: "/a",
            firstLoadBytes: 1200,
            requests: 5,
            loads: [load(25, 5), load(15, 1), load(35, 9)],
          },
        ],
      },
      {
        name: "compile-hints",
        off: "compile-hints",
        pages: [
          {
            page: "/a",
            firstLoadBytes: 990,
            requests: 5,
            loads: [load(40, 0), load(40, 0), load(40, 0)],
          },
        ],
      },
    ];
    const rows = leversReport(figures, { date: "D", load: "0.1", runs: 3 })
      .split("\n")
      .filter((line) => line.startsWith("| ") && !/^\| (Lever|---)/.test(line));
    expect(rows).toEqual([
      "| router | `/a` | 1000 → 1200 (+200) | 20 (10–30) → 25 (15–35) | 2 (0–4) → 5 (1–9) |",
      "| compile-hints | `/a` | 1000 → 990 (-10) | 20 (10–30) → 40 (40–40) | 2 (0–4) → 0 (0–0) |",
    ]);
  });
});
