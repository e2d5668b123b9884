/** @jest-environment jsdom */
/**
 * The site's navigate (gatsbyBrowserHooks) with a part of the frame still waiting to hydrate
 * (src/theme/HydrateLater): the part gets its turn when the navigation starts, and Gatsby's own
 * navigate, which renders the new page, runs only after it has hydrated.
 */
import { gatsbyGlobals, withFakeTimersAndGatsbyGlobals } from "./helpers/gatsbyGlobals";

type Hooks = typeof import("../gatsbyBrowserHooks");
type Hydration = typeof import("../../lib/hydration");

describe("a navigation while a part of the frame waits for its turn", () => {
  withFakeTimersAndGatsbyGlobals();

  it("gives the part its turn at once and changes the route after it has hydrated", async () => {
    let modules: { hooks: Hooks; hydration: Hydration } | undefined;
    jest.isolateModules(() => {
      modules = {
        hooks: jest.requireActual("../gatsbyBrowserHooks"),
        hydration: jest.requireActual("../../lib/hydration"),
      };
    });
    if (!modules) throw new Error("modules not loaded");
    const { hooks, hydration } = modules;
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><nav>Menu</nav></div>';
    const gatsbyNavigate = jest.fn();
    const globals = gatsbyGlobals();
    globals.___loader = {
      loadPage: async () => ({}),
      isPageNotFound: () => false,
      hovering: () => undefined,
      enqueue: () => ({ abort: () => undefined }),
    };
    globals.___navigate = gatsbyNavigate;
    hooks.onClientEntry?.({} as never, {} as never);
    // The site's navigate is set up in the task after the app chunk's, Gatsby goes on after it.
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();

    // The first render: the navbar waits for its turn.
    const turn = hydration.hydrationTurn("navbar");
    expect(turn).toBeInstanceOf(Promise);
    hydration.endHydration();
    let turnCame = false;
    void turn?.then(() => (turnCame = true));

    globals.___navigate?.("/docs/other");
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(turnCame).toBe(true);
    // The target's resources are loaded, but the route waits for the part's render.
    expect(gatsbyNavigate).not.toHaveBeenCalled();

    jest.advanceTimersToNextTimer();
    expect(gatsbyNavigate).toHaveBeenCalledWith("/docs/other", undefined);
  });
});
