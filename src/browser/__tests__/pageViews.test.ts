import { onHeadUpdated, reportHeadUpdated } from "../../lib/headUpdates";
import { createPageViewTracker, HEAD_UPDATE_TIMEOUT_MS } from "../analytics/pageViews";

const at = (pathname: string, search = "", hash = "") => ({
  pathname,
  search,
  hash,
  href: `https://developers.getwemap.com${pathname}${search}${hash}`,
});

function setup() {
  let title = "Documentation | Wemap Developers";
  const send = jest.fn();
  const tracker = createPageViewTracker({ send, title: () => title });
  /** What react-helmet does on the frame after a page renders. */
  const headShows = (next: string) => {
    title = next;
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
    });
  });

  it("does not count a hash or query change within the page", () => {
    const { tracker, send, headShows } = setup();
    tracker.routeUpdated(at("/search"));
    headShows("Search | Wemap Developers");
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
