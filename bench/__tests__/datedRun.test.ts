import { datedRunName } from "../lib/datedRun";

describe("datedRunName", () => {
  it("names a run by its date, without colons, in an order that sorts by time", () => {
    expect(datedRunName("2026-11-28T16:05:42.123Z")).toBe("2026-11-28T16-05-42Z.md");
    const names = [
      "2026-11-28T09:00:00.000Z",
      "2026-11-27T23:59:59.999Z",
      "2026-11-28T10:00:00.000Z",
    ].map(datedRunName);
    expect([...names].sort()).toEqual([names[1], names[0], names[2]]);
  });

  it("refuses what is no date", () => {
    expect(() => datedRunName("yesterday")).toThrow("not a date: yesterday");
  });
});
