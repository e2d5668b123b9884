/** @jest-environment jsdom */
/**
 * onClientEntry (gatsbyBrowserHooks) lets Gatsby's runtime go on (fetching the page's data,
 * hydrating) in a task after the one that evaluated the app chunk, not in the same one, and
 * sets up the site's route behaviour in that later task too: only what cannot wait (the scroll
 * restoration) is done in the app chunk's task.
 */
import { onClientEntry } from "../gatsbyBrowserHooks";

interface GatsbyGlobals {
  ___loader?: unknown;
  ___navigate?: (to: string) => void;
}

describe("onClientEntry", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    const globals = window as unknown as GatsbyGlobals;
    delete globals.___loader;
    delete globals.___navigate;
  });

  it("settles in a later task, not in this one's microtasks", async () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Server HTML</p></div>';
    const entered = onClientEntry?.({} as never, {} as never) as unknown;
    expect(entered).toBeInstanceOf(Promise);
    let settled = false;
    void (entered as Promise<void>).then(() => (settled = true));
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(settled).toBe(false);

    jest.runOnlyPendingTimers();
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(settled).toBe(true);
  });

  it("takes over scroll restoration at once and wraps navigate in the later task", async () => {
    window.history.scrollRestoration = "auto";
    const globals = window as unknown as GatsbyGlobals;
    const gatsbyNavigate = jest.fn();
    globals.___loader = { hovering: () => undefined };
    globals.___navigate = gatsbyNavigate;
    window.history.replaceState(null, "", window.location.href);

    const entered = onClientEntry?.({} as never, {} as never) as unknown as Promise<void>;
    expect(window.history.scrollRestoration).toBe("manual");
    expect(globals.___navigate).toBe(gatsbyNavigate);
    expect(window.history.state).toBeNull();

    jest.runOnlyPendingTimers();
    await entered;
    expect(globals.___navigate).not.toBe(gatsbyNavigate);
    // The first history entry is stamped for the traversal watcher by then.
    expect(window.history.state).toEqual({ key: "initial" });
  });
});
