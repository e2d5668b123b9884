/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { useContext } from "react";
import {
  BaseContext,
  globalHistory,
  Location,
  pick,
  Router,
  useLocation,
  type RouterLocation,
} from "../leanRuntime/router";

afterEach(() => {
  // Each test starts with no navigation in flight.
  globalHistory._onTransitionComplete();
});

describe("pick", () => {
  const routes = [
    { path: "/docs/*" },
    { path: "/docs/:id" },
    { path: "/docs/about" },
    { path: "/" },
    { path: "/app/:id/:tab", default: false },
  ];

  it("prefers a static segment to a dynamic one, and a dynamic one to a splat", () => {
    expect(pick(routes, "/docs/about")?.route.path).toBe("/docs/about");
    expect(pick(routes, "/docs/other")).toEqual({
      route: { path: "/docs/:id" },
      params: { id: "other" },
      uri: "/docs/other",
    });
    expect(pick(routes, "/docs/a/b%20c")).toEqual({
      route: { path: "/docs/*" },
      params: { "*": "a/b c" },
      uri: "/docs",
    });
  });

  it("ignores the query, matches the root, decodes parameters", () => {
    expect(pick(routes, "/?x=1")?.route.path).toBe("/");
    expect(pick(routes, "/app/caf%C3%A9/usage")?.params).toEqual({ id: "café", tab: "usage" });
  });

  it("falls back on a default route, else on nothing", () => {
    expect(pick(routes, "/blog/post")).toBeNull();
    expect(pick([...routes, { default: true }], "/blog/post")).toEqual({
      route: { default: true },
      params: {},
      uri: "/blog/post",
    });
  });

  it("refuses a parameter that would overwrite a route's own props", () => {
    expect(() => pick([{ path: "/a/:uri" }], "/a/b")).toThrow('names a segment "uri"');
  });
});

describe("globalHistory", () => {
  it("pushes an entry with a fresh key and tells its listeners", () => {
    const heard: string[] = [];
    const stop = globalHistory.listen(({ location, action }) =>
      heard.push(`${action} ${location.pathname}${location.search}`),
    );
    const length = window.history.length;
    void globalHistory.navigate("/docs/a?x=1", { state: { from: "test" } });
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toEqual({ from: "test", key: expect.stringMatching(/^\d+$/) });
    expect(globalHistory.location.key).toBe(window.history.state.key);
    expect(heard).toEqual(["PUSH /docs/a?x=1"]);
    stop();
  });

  it("replaces the entry while a navigation is still in transition, or when asked", async () => {
    void globalHistory.navigate("/docs/b");
    const length = window.history.length;
    const second = globalHistory.navigate("/docs/c");
    expect(window.history.length).toBe(length);
    globalHistory._onTransitionComplete();
    await expect(second).resolves.toBeUndefined();
    void globalHistory.navigate("/docs/d", { replace: true });
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe("/docs/d");
  });

  it("reads the path as Gatsby's pages spell it, and a new entry's key as initial", () => {
    window.history.replaceState(null, "", "/docs/caf%C3%A9%3D");
    const heard: RouterLocation[] = [];
    const stop = globalHistory.listen(({ location }) => heard.push(location));
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(heard[0]).toMatchObject({ pathname: "/docs/caf%C3%A9%253D", key: "initial" });
    stop();
  });
});

describe("Router under Location", () => {
  function Page({ uri, location }: { path: string; uri?: string; location?: RouterLocation }) {
    const base = useContext(BaseContext);
    const read = useLocation();
    return (
      <p>
        {`page ${uri ?? "?"} at ${location?.pathname ?? "?"} base ${base.baseuri} read ${read.pathname}`}
      </p>
    );
  }

  function App() {
    return (
      <Location>
        {({ location }) => (
          <Router basepath="" location={location} id="gatsby-focus-wrapper">
            <Page path={location.pathname.startsWith("/none") ? "/elsewhere" : location.pathname} />
          </Router>
        )}
      </Location>
    );
  }

  it("renders the matched route in the focus wrapper, without focusing it on the first render", () => {
    window.history.replaceState(null, "", "/docs/a");
    void globalHistory.navigate("/docs/a", { replace: true });
    globalHistory._onTransitionComplete();
    render(<App />);
    expect(screen.getByText("page /docs/a at /docs/a base /docs/a read /docs/a")).toBeTruthy();
    const wrapper = document.getElementById("gatsby-focus-wrapper");
    expect(wrapper).toHaveAttribute("tabindex", "-1");
    expect(wrapper).toHaveStyle({ outline: "none" });
    expect(document.activeElement).not.toBe(wrapper);
  });

  it("renders a navigation's location in a later frame, then moves focus to the new page", async () => {
    window.history.replaceState(null, "", "/docs/a");
    void globalHistory.navigate("/docs/a", { replace: true });
    globalHistory._onTransitionComplete();
    render(<App />);
    let ended: Promise<void> | undefined;
    act(() => {
      ended = globalHistory.navigate("/docs/b");
    });
    // The history has moved; the page has not yet.
    expect(screen.getByText(/^page \/docs\/a/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^page \/docs\/b at \/docs\/b/)).toBeTruthy());
    await expect(ended).resolves.toBeUndefined();
    expect(document.activeElement).toBe(document.getElementById("gatsby-focus-wrapper"));
  });

  it("renders nothing for a location no route matches", async () => {
    window.history.replaceState(null, "", "/docs/a");
    void globalHistory.navigate("/docs/a", { replace: true });
    globalHistory._onTransitionComplete();
    render(<App />);
    act(() => {
      void globalHistory.navigate("/none/x");
    });
    await waitFor(() => expect(screen.queryByText(/^page/)).toBeNull());
  });
});
