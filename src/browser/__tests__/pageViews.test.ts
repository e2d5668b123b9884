import { onHeadUpdated, reportHeadUpdated } from "../../lib/headUpdates";
import { pageDimensions } from "../analytics/pageDimensions";
import { createPageViewTracker, HEAD_UPDATE_TIMEOUT_MS } from "../analytics/pageViews";

const at = (pathname: string, search = "", hash = "") => ({
  pathname,
  search,
  hash,
  href: `https://developers.getwemap.com${pathname}${search}${hash}`,
});

function setup() {
  let title = "Documentation | Wemap Developers";
  let docVersion: string | undefined = "1.14";
  const send = jest.fn();
  const tracker = createPageViewTracker({
    send,
    title: () => title,
    dimensions: (pathname) => pageDimensions(pathname, docVersion),
  });
  /** What react-helmet does on the frame after a page renders: title and docs version meta. */
  const headShows = (next: string, version: string | null = "1.14") => {
    title = next;
    docVersion = version ?? undefined;
    reportHeadUpdated();
  };
  return { tracker, send, headShows };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("page views", () => {
  it("sends the first load once, with the path and the title", () => {
    const { tracker, send, headShows } = setup();
    tracker.routeUpdated(at("/docs"));
    expect(send).not.toHaveBeenCalled();
    headShows("Documentation | Wemap Developers");
    headShows("Documentation | Wemap Developers");
    expect(send.mock.calls).toEqual([
      [
        {
          page_location: "https://developers.getwemap.com/docs",
          page_path: "/docs",
          page_title: "Documentation | Wemap Developers",
          content_group: "Guides",
          doc_version: "1.14",
        },
      ],
    ]);
  });

  it("waits for the new page's title on a route change", () => {
    const { tracker, send, headShows } = setup();
    tracker.routeUpdated(at("/docs"));
    headShows("Documentation | Wemap Developers");
    tracker.routeUpdated(at("/docs/rest", "?v=2"));
    headShows("REST API | Wemap Developers");
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({
      page_location: "https://developers.getwemap.com/docs/rest?v=2",
      page_path: "/docs/rest?v=2",
      page_title: "REST API | Wemap Developers",
      content_group: "REST API",
      doc_version: "1.14",
    });
  });

  it("reads the section and version of the new page, once its head shows it", () => {
    const { tracker, send, headShows } = setup();
    tracker.routeUpdated(at("/docs/1.13/android/getting-started"));
    headShows("Android getting started | Wemap Developers", "1.13");
    tracker.routeUpdated(at("/search", "?q=marker"));
    headShows("Search the documentation | Wemap Developers", null);
    expect(
      send.mock.calls.map(([{ content_group, doc_version }]) => [content_group, doc_version]),
    ).toEqual([
      ["Android", "1.13"],
      ["Search", "none"],
    ]);
  });

  it("does not count a hash or query change within the page", () => {
    const { tracker, send, headShows } = setup();
    tracker.routeUpdated(at("/search"));
    headShows("Search | Wemap Developers", null);
    tracker.routeUpdated(at("/search", "", "#results"));
    tracker.routeUpdated(at("/search", "?q=pinpoint"));
    headShows("Search | Wemap Developers");
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("still counts a page whose head never reports an update", () => {
    const { tracker, send } = setup();
    tracker.routeUpdated(at("/docs"));
    jest.advanceTimersByTime(HEAD_UPDATE_TIMEOUT_MS);
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HEAD_UPDATE_TIMEOUT_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("counts a route left before its head updated, then the new one", () => {
    const { tracker, send, headShows } = setup();
    tracker.routeUpdated(at("/docs"));
    tracker.routeUpdated(at("/docs/rest"));
    headShows("REST API | Wemap Developers");
    expect(send.mock.calls.map(([params]) => params.page_path)).toEqual(["/docs", "/docs/rest"]);
  });

  it("stops listening to head updates once sent", () => {
    const { tracker } = setup();
    const listener = jest.fn();
    const stop = onHeadUpdated(listener);
    tracker.routeUpdated(at("/docs"));
    reportHeadUpdated();
    stop();
    reportHeadUpdated();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
