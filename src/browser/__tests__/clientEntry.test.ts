/** @jest-environment jsdom */
/**
 * onClientEntry (gatsbyBrowserHooks) sets the site's route behaviour up before Gatsby's runtime
 * renders the page: the scroll restoration taken over, Gatsby's navigate wrapped, the first
 * history entry stamped for the traversal watcher. It returns nothing for Gatsby to wait on.
 */
import { onClientEntry, shouldUpdateScroll } from "../gatsbyBrowserHooks";
import { gatsbyGlobals, withFakeTimersAndGatsbyGlobals } from "./helpers/gatsbyGlobals";

describe("onClientEntry", () => {
  withFakeTimersAndGatsbyGlobals();

  it("sets up the route behaviour at once", () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Server HTML</p></div>';
    window.history.scrollRestoration = "auto";
    window.history.replaceState(null, "", window.location.href);
    const globals = gatsbyGlobals();
    const gatsbyNavigate = jest.fn();
    globals.___loader = { hovering: () => undefined };
    globals.___navigate = gatsbyNavigate;

    expect(onClientEntry?.({} as never, {} as never)).toBeUndefined();
    expect(window.history.scrollRestoration).toBe("manual");
    expect(globals.___navigate).not.toBe(gatsbyNavigate);
    expect(window.history.state).toEqual({ key: "initial" });
  });

  it("restores, on Back past an anchor jump, where the reader was, not what Gatsby saved late", () => {
    gatsbyGlobals().___loader = { hovering: () => undefined };
    window.history.replaceState(null, "", "/docs/guide");
    onClientEntry?.({} as never, {} as never);
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    };
    const popTo = (state: unknown, url: string) => {
      window.history.replaceState(state, "", url);
      window.dispatchEvent(new PopStateEvent("popstate", { state }));
    };
    scrollTo(300);
    popTo(null, "/docs/guide#usage");
    scrollTo(2719);
    popTo({ key: "initial" }, "/docs/guide");
    const restore = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    // Gatsby's ScrollHandler saved the anchor's position under the entry left.
    const handled = shouldUpdateScroll?.(
      {
        prevRouterProps: { location: { key: "anchor", pathname: "/docs/guide" } },
        routerProps: { location: { key: "initial", pathname: "/docs/guide" } },
        getSavedScrollPosition: () => [0, 2719],
      } as never,
      {} as never,
    );
    expect(handled).toBe(false);
    expect(restore).toHaveBeenCalledWith(0, 300);
    restore.mockRestore();
  });
});
