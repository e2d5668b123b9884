/** @jest-environment jsdom */
/**
 * Under `gatsby develop` Gatsby's runtime (cache-dir/app.js) sets `window.___navigate` only after
 * onClientEntry, once the first page's data has loaded: the site's navigate must still take its
 * place, by the first render, as it does at client entry in production.
 */
import { gatsbyGlobals, withFakeTimersAndGatsbyGlobals } from "./helpers/gatsbyGlobals";

type Hooks = typeof import("../gatsbyBrowserHooks");

describe("Gatsby's navigate set after client entry, as in development", () => {
  withFakeTimersAndGatsbyGlobals();

  it("is wrapped by the first render, and the wrapper preloads the page before navigating", async () => {
    let hooks: Hooks | undefined;
    jest.isolateModules(() => {
      hooks = jest.requireActual<Hooks>("../gatsbyBrowserHooks");
    });
    if (!hooks) throw new Error("hooks not loaded");
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    const loaded: string[] = [];
    const globals = gatsbyGlobals();
    globals.___loader = {
      loadPage: async (path: string) => {
        loaded.push(path);
        return {};
      },
      isPageNotFound: () => false,
      hovering: () => undefined,
      enqueue: () => ({ abort: () => undefined }),
    };
    void hooks.onClientEntry?.({} as never, {} as never);
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(globals.___navigate).toBeUndefined();

    // What the development runtime does before its first render (navigation.js `init`).
    const gatsbyNavigate = jest.fn();
    globals.___navigate = gatsbyNavigate;
    hooks.onInitialClientRender?.({} as never, {} as never);
    expect(globals.___navigate).not.toBe(gatsbyNavigate);

    globals.___navigate?.("/docs/other");
    expect(gatsbyNavigate).not.toHaveBeenCalled();
    for (let step = 0; step < 10; step++) await Promise.resolve();
    jest.runOnlyPendingTimers();
    expect(loaded).toEqual(["/docs/other"]);
    expect(gatsbyNavigate).toHaveBeenCalledWith("/docs/other", undefined);
  });
});
