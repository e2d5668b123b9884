import {
  pageDataWatchdog,
  stalledPageDataWrites,
  type PageDataState,
} from "../gatsby/pageDataWatchdog";

/** A store with the given pages, pending writes and query states. */
function state(
  pending: string[],
  queries: Record<string, { dirty: number; running: number }>,
  pages = Object.keys(queries),
): PageDataState {
  return {
    pages: new Map(pages.map((page) => [page, {}])),
    pendingPageDataWrites: { pagePaths: new Set(pending) },
    queries: { trackedQueries: new Map(Object.entries(queries)) },
  };
}

const clean = { dirty: 0, running: 0 };

describe("stalledPageDataWrites", () => {
  it("finds a page whose query has run but whose page data was not written", () => {
    expect(stalledPageDataWrites(state(["/docs/new"], { "/docs/new": clean }))).toEqual([
      "/docs/new",
    ]);
  });

  it("leaves out pages whose query is still to run, deleted pages, and every page while a query runs", () => {
    expect(
      stalledPageDataWrites(state(["/docs/new"], { "/docs/new": { dirty: 1, running: 0 } })),
    ).toEqual([]);
    expect(stalledPageDataWrites(state(["/docs/gone"], { "/docs/gone": clean }, []))).toEqual([]);
    expect(
      stalledPageDataWrites(
        state(["/docs/new"], { "/docs/new": clean, "/docs/other": { dirty: 0, running: 1 } }),
      ),
    ).toEqual([]);
  });
});

describe("pageDataWatchdog", () => {
  it("asks for a page data pass when the same pages are stalled at two looks in a row", () => {
    let current = state(["/docs/new"], { "/docs/new": clean });
    const flush = jest.fn();
    const look = pageDataWatchdog(() => current, flush);
    expect(look()).toEqual([]);
    expect(flush).not.toHaveBeenCalled();
    expect(look()).toEqual(["/docs/new"]);
    expect(flush).toHaveBeenCalledTimes(1);
    // Written meanwhile: nothing more to ask.
    current = state([], { "/docs/new": clean });
    expect(look()).toEqual([]);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it("leaves a pass on its way alone: a write pending at one look and done at the next", () => {
    let current = state(["/docs/a"], { "/docs/a": clean });
    const flush = jest.fn();
    const look = pageDataWatchdog(() => current, flush);
    look();
    current = state(["/docs/b"], { "/docs/a": clean, "/docs/b": clean });
    look();
    expect(flush).not.toHaveBeenCalled();
  });
});
