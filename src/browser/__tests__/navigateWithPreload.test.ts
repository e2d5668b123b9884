import type { GatsbyLoader } from "../gatsbyRuntime";
import { createNavigateWithPreload, PRELOAD_DEADLINE_MS } from "../navigation/navigateWithPreload";

type LoadResult = Awaited<ReturnType<GatsbyLoader["loadPage"]>>;

function setup(pages: Record<string, LoadResult | "notFound" | Promise<LoadResult>>) {
  const calls: string[] = [];
  const navigate = jest.fn();
  const loadDocument = jest.fn();
  const loader = {
    loadPage: jest.fn(async (path: string) => {
      const page = pages[path];
      if (page === undefined || page === "notFound") return {};
      return page;
    }),
    isPageNotFound: jest.fn(
      (path: string) => pages[path] === undefined || pages[path] === "notFound",
    ),
  };
  const progress = {
    start: jest.fn(() => calls.push("start")),
    done: jest.fn(() => calls.push("done")),
  };
  const wrapped = createNavigateWithPreload({
    navigate,
    loader,
    progress,
    loadDocument,
    currentHref: () => "http://127.0.0.1/docs/getting-started",
  });
  return { wrapped, navigate, loadDocument, loader, progress, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("navigate with preload", () => {
  it("loads the target, then hands it to Gatsby's navigate with the options", async () => {
    const { wrapped, navigate, loader, progress } = setup({ "/docs/about?x=1": {} });
    wrapped("/docs/about?x=1#team", { replace: true });
    expect(progress.start).toHaveBeenCalledTimes(1);
    expect(loader.loadPage).toHaveBeenCalledWith("/docs/about?x=1");
    await flush();
    expect(navigate).toHaveBeenCalledWith("/docs/about?x=1#team", { replace: true });
  });

  it.each(["/docs/about/index", "/docs/about/index.html", "/docs/about.html", "/docs/about/"])(
    "goes to the canonical path for %s, keeping query and hash",
    async (path) => {
      const { wrapped, navigate } = setup({ "/docs/about?q=1": {} });
      wrapped(`${path}?q=1#team`);
      await flush();
      expect(navigate).toHaveBeenCalledWith("/docs/about?q=1#team", undefined);
    },
  );

  it("keeps a path as written when only that exists (a static file)", async () => {
    const { wrapped, navigate } = setup({ "/demo": "notFound" });
    wrapped("/demo.html");
    await flush();
    expect(navigate).toHaveBeenCalledWith("/demo.html", undefined);
  });

  it("loads the full page with query and hash when the target's resources fail", async () => {
    const { wrapped, navigate, loadDocument, calls } = setup({
      "/docs/about?x=1": { status: "error" },
    });
    wrapped("/docs/about?x=1#team");
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(loadDocument).toHaveBeenCalledWith("/docs/about?x=1#team");
    expect(calls).toEqual(["start", "done"]);
  });

  it("loads the full page when loading throws", async () => {
    const { wrapped, loadDocument } = setup({
      "/docs/about": Promise.reject(new Error("chunk")),
    });
    wrapped("/docs/about");
    await flush();
    expect(loadDocument).toHaveBeenCalledWith("/docs/about");
  });

  it("loads the full page when the target has not loaded by the deadline", async () => {
    jest.useFakeTimers();
    try {
      let resolveLate: (value: LoadResult) => void = () => undefined;
      const never = new Promise<LoadResult>((resolve) => {
        resolveLate = resolve;
      });
      const { wrapped, navigate, loadDocument, calls } = setup({ "/docs/about?x=1": never });
      wrapped("/docs/about?x=1#team");
      jest.advanceTimersByTime(PRELOAD_DEADLINE_MS - 1);
      expect(loadDocument).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(loadDocument).toHaveBeenCalledWith("/docs/about?x=1#team");
      expect(calls).toEqual(["start", "done"]);
      // The page arriving after all changes nothing: the full load is under way.
      resolveLate({});
      await jest.runAllTimersAsync();
      expect(navigate).not.toHaveBeenCalled();
      expect(loadDocument).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("drops a navigation that a newer one overtook", async () => {
    let resolveSlow: (value: LoadResult) => void = () => undefined;
    const slow = new Promise<LoadResult>((resolve) => {
      resolveSlow = resolve;
    });
    const { wrapped, navigate } = setup({ "/docs/slow": slow, "/docs/fast": {} });
    wrapped("/docs/slow");
    wrapped("/docs/fast");
    await flush();
    resolveSlow({});
    await flush();
    expect(navigate.mock.calls).toEqual([["/docs/fast", undefined]]);
  });

  it("passes history steps and other origins to Gatsby untouched", () => {
    const { wrapped, navigate, loader } = setup({});
    wrapped(-1);
    wrapped("https://example.org/x");
    expect(navigate.mock.calls).toEqual([
      [-1, undefined],
      ["https://example.org/x", undefined],
    ]);
    expect(loader.loadPage).not.toHaveBeenCalled();
  });

  it("resolves relative targets against the current page", async () => {
    const { wrapped, navigate } = setup({ "/docs/about": {} });
    wrapped("about");
    await flush();
    expect(navigate).toHaveBeenCalledWith("/docs/about", undefined);
  });
});
