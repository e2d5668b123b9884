import { summariseTasks, tasksUntilHydrated } from "../lib/mainThread";

const task = (ts: number, tdur: number, thread = { pid: 1, tid: 7 }) => ({
  name: "RunTask",
  ph: "X",
  ts,
  dur: tdur * 2000,
  tdur: tdur * 1000,
  ...thread,
});

describe("tasksUntilHydrated", () => {
  it("takes the thread time of the marking thread's tasks, up to the mark", () => {
    const events = [
      task(100, 10),
      task(200, 30),
      // Another thread's, and another process's, task: not the page's main thread.
      task(250, 99, { pid: 1, tid: 8 }),
      task(260, 99, { pid: 2, tid: 7 }),
      { name: "bench-hydrated", ph: "R", ts: 300, pid: 1, tid: 7 },
      // After the page said it had hydrated.
      task(400, 50),
    ];
    expect(tasksUntilHydrated(events)).toEqual([10, 30]);
  });

  it("falls back on wall time where the trace has no thread time", () => {
    const events = [
      { name: "RunTask", ph: "X", ts: 1, dur: 4000, pid: 1, tid: 7 },
      { name: "bench-hydrated", ph: "R", ts: 2, pid: 1, tid: 7 },
    ];
    expect(tasksUntilHydrated(events)).toEqual([4]);
  });

  it("refuses a trace of a page that never hydrated", () => {
    expect(() => tasksUntilHydrated([task(1, 1)])).toThrow("the page never hydrated");
  });
});

describe("summariseTasks", () => {
  it("sums the tasks, keeps the longest, and counts blocking time on a 4 × slower CPU", () => {
    // 4 × 10 = 40 ms blocks nothing; 4 × 20 = 80 ms blocks 30; 4 × 12.5 = 50 ms blocks 0.
    expect(summariseTasks([10, 20, 12.5])).toEqual({
      busyMs: 42.5,
      longestMs: 20,
      blockingAt4xMs: 30,
    });
    expect(summariseTasks([])).toEqual({ busyMs: 0, longestMs: 0, blockingAt4xMs: 0 });
  });
});
