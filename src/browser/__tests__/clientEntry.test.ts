/** @jest-environment jsdom */
/**
 * onClientEntry (gatsbyBrowserHooks) sets the site's route behaviour up before Gatsby's runtime
 * renders the page: the scroll restoration taken over, Gatsby's navigate wrapped, the first
 * history entry stamped for the traversal watcher. It returns nothing for Gatsby to wait on.
 */
import { onClientEntry } from "../gatsbyBrowserHooks";
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
});
