import { rebuildSearchLater, SEARCH_REBUILD_DELAY_MS } from "../gatsby/rebuildSearchLater";

describe("rebuildSearchLater (gatsby develop)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("rebuilds once the edits stop, with the latest content only", () => {
    const rebuilt: string[] = [];
    const report = jest.fn();
    rebuildSearchLater(() => rebuilt.push("first save"), report);
    jest.advanceTimersByTime(SEARCH_REBUILD_DELAY_MS - 1);
    rebuildSearchLater(() => rebuilt.push("second save"), report);
    jest.advanceTimersByTime(SEARCH_REBUILD_DELAY_MS - 1);
    expect(rebuilt).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(rebuilt).toEqual(["second save"]);
    jest.advanceTimersByTime(10 * SEARCH_REBUILD_DELAY_MS);
    expect(rebuilt).toEqual(["second save"]);
    expect(report).not.toHaveBeenCalled();
  });

  it("reports a failed rebuild instead of throwing from a timer", () => {
    const report = jest.fn();
    rebuildSearchLater(() => {
      throw new Error("disk full");
    }, report);
    jest.advanceTimersByTime(SEARCH_REBUILD_DELAY_MS);
    expect(report).toHaveBeenCalledWith(new Error("disk full"));
  });
});
