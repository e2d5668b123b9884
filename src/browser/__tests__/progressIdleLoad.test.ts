/** @jest-environment jsdom */
/**
 * The site's hooks (gatsbyBrowserHooks) fetch the progress bar's code at the first idle period
 * after the page has hydrated: before the reader's first navigation, after the first load's own
 * work.
 */
import { IDLE_TIMEOUT_MS } from "../scheduling/whenIdle";
import { gatsbyGlobals, withFakeTimersAndGatsbyGlobals } from "./helpers/gatsbyGlobals";

type Hooks = typeof import("../gatsbyBrowserHooks");

const idleWindow = window as unknown as { requestIdleCallback?: Window["requestIdleCallback"] };

describe("the progress bar's code on a first load", () => {
  withFakeTimersAndGatsbyGlobals();
  afterEach(() => {
    delete idleWindow.requestIdleCallback;
    delete document.documentElement.dataset.hydrated;
  });

  it("is asked for at the first idle period after the page has hydrated", async () => {
    const barModuleLoaded = jest.fn();
    let hooks: Hooks | undefined;
    jest.isolateModules(() => {
      jest.doMock("../progress/nprogressBar", () => {
        barModuleLoaded();
        return { default: { start: jest.fn(), done: jest.fn(), configure: jest.fn() } };
      });
      hooks = jest.requireActual<Hooks>("../gatsbyBrowserHooks");
    });
    if (!hooks) throw new Error("hooks not loaded");
    let hydratedWhenAsked: string | undefined;
    const requestIdleCallback = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => {
      hydratedWhenAsked = document.documentElement.dataset.hydrated;
      return 1;
    });
    idleWindow.requestIdleCallback = requestIdleCallback;
    document.body.innerHTML = '<div id="gatsby-focus-wrapper"><p>Server HTML</p></div>';
    const globals = gatsbyGlobals();
    globals.___loader = { hovering: () => undefined };
    globals.___navigate = jest.fn();

    hooks.onClientEntry?.({} as never, {} as never);
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(requestIdleCallback).not.toHaveBeenCalled();

    hooks.onInitialClientRender?.({} as never, {} as never);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    expect(hydratedWhenAsked).toBe("true");
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(barModuleLoaded).not.toHaveBeenCalled();

    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    for (let step = 0; step < 10; step++) await Promise.resolve();
    expect(barModuleLoaded).toHaveBeenCalledTimes(1);
  });
});
