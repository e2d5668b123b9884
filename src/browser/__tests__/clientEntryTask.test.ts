/** @jest-environment jsdom */
/**
 * onClientEntry (gatsbyBrowserHooks) lets Gatsby's runtime go on (fetching the page's data,
 * hydrating) two tasks after the one that evaluated the app chunk, and sets up the site's route
 * behaviour in the task between: only what cannot wait (the scroll restoration) is done in the
 * app chunk's task.
 */
import { onClientEntry } from "../gatsbyBrowserHooks";
import { gatsbyGlobals, withFakeTimersAndGatsbyGlobals } from "./helpers/gatsbyGlobals";

describe("onClientEntry", () => {
  withFakeTimersAndGatsbyGlobals();

  it("sets up the route behaviour in a later task and lets Gatsby go on in the one after", async () => {
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Server HTML</p></div>';
    window.history.scrollRestoration = "auto";
    window.history.replaceState(null, "", window.location.href);
    const globals = gatsbyGlobals();
    const gatsbyNavigate = jest.fn();
    globals.___loader = { hovering: () => undefined };
    globals.___navigate = gatsbyNavigate;
    let settled = false;
    const flushMicrotasks = async () => {
      for (let step = 0; step < 10; step++) await Promise.resolve();
    };

    const entered = onClientEntry?.({} as never, {} as never) as unknown;
    expect(entered).toBeInstanceOf(Promise);
    void (entered as Promise<void>).then(() => (settled = true));
    await flushMicrotasks();
    // In the app chunk's task: the scroll restoration only.
    expect(window.history.scrollRestoration).toBe("manual");
    expect(globals.___navigate).toBe(gatsbyNavigate);
    expect(window.history.state).toBeNull();
    expect(settled).toBe(false);

    jest.advanceTimersToNextTimer();
    await flushMicrotasks();
    // The next task: navigate wrapped, the first history entry stamped for the traversal watcher.
    expect(globals.___navigate).not.toBe(gatsbyNavigate);
    expect(window.history.state).toEqual({ key: "initial" });
    expect(settled).toBe(false);

    jest.advanceTimersToNextTimer();
    await flushMicrotasks();
    expect(settled).toBe(true);
  });
});
