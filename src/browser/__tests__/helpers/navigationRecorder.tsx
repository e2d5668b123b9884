import { act, render } from "@testing-library/react";
import { useContext } from "react";
import { watchHistoryTraversals } from "../../scroll/historyTraversals";
import type { RouterLocation } from "../../leanRuntime/router";
import type { NavigateCall, NavigationScript, NavigationStep } from "./navigationScripts";
import { describeStep } from "./navigationScripts";
import { cloneHistoryStates, recordPageLoads } from "./historyRefusals";
import { loadRouter, type RouterName } from "./routerImplementations";

/**
 * Runs a navigation script through one router, with a tree shaped as production-app.js renders
 * it (`Location` around a `Router` with `basepath`, the location and the focus wrapper's id,
 * around the page's route), and writes down, in order, what the app can observe: the calls of
 * `globalHistory.listen` (navigation.js copies `action` onto the location, as here), each
 * render with the location it sees, the settling of `navigate`'s promise, and after each step
 * the address, `history.length` and `history.state` (its `key` names scroll positions), the
 * router's own location, where focus went, and the timers still pending. The history clones
 * states and refuses what it cannot clone, as a browser's does, and a page load the router
 * asks for when the history refuses an entry is written down (helpers/historyRefusals.ts).
 *
 * Needs jest's fake timers: the clock is set at the start, so the keys (`Date.now()`) and
 * frames are the same for both routers, and the steps let microtasks, tasks and animation
 * frames run in turn, so that the log shows which of them a render waited for.
 */

// A Gatsby site's pages under its base path, as Gatsby renders their route: a page's own path,
// `/app/*` for the client-only route's match path, the address itself for the 404 page.
const PAGES = ["/", "/docs/a/", "/docs/b/", "/docs/caf%C3%A9/", "/docs/a%3Db/"];

function routePathFor(pathname: string, basepath: string): string {
  const path = pathname.startsWith(basepath) ? pathname.slice(basepath.length) || "/" : pathname;
  if (path === "/app" || path.startsWith("/app/")) return "/app/*";
  const page = PAGES.find((candidate) => candidate.replace(/\/$/, "") === path.replace(/\/$/, ""));
  return page ?? path;
}

/** JSON with sorted keys: two objects with the same content print the same. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

type ObservedLocation = RouterLocation & { action?: string };

function focused(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return "body";
  return element.id ? `#${element.id}` : element.tagName.toLowerCase();
}

const START_TIME = Date.UTC(2025, 0, 1);

async function flushMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/**
 * Lets the app run after a step: microtasks, then the tasks due (jsdom's history traversals
 * and its popstate of an anchor are tasks), then an animation frame, three times over, marking
 * each in the log, so a render or a settled navigation shows which one it waited for.
 */
async function settle(log: string[]): Promise<void> {
  for (let frame = 0; frame < 3; frame++) {
    await act(flushMicrotasks);
    log.push("  · microtasks");
    await act(async () => {
      jest.advanceTimersByTime(1);
      await flushMicrotasks();
    });
    log.push("  · task");
    await act(async () => {
      jest.advanceTimersToNextFrame();
      await flushMicrotasks();
    });
    log.push("  · frame");
  }
}

export async function recordNavigation(
  name: RouterName,
  script: NavigationScript,
): Promise<string[]> {
  jest.clearAllTimers();
  jest.setSystemTime(START_TIME);
  // A page load: a fresh entry at the script's start (dropping any later entries; jsdom's
  // history cannot be emptied, so lengths count from here), nothing focused, then the router's
  // module, which reads the address as it loads.
  window.history.pushState(null, "", script.start);
  (document.activeElement as HTMLElement | null)?.blur();
  const baseLength = window.history.length;
  const router = loadRouter(name);
  const log: string[] = [];
  // First the one that may fail (on another jsdom), before anything is changed.
  const stopRecordingPageLoads = recordPageLoads(window, (line) => log.push(line));
  const restoreHistory = cloneHistoryStates(window);
  // The site's own reader of history keys (onClientEntry sets it up before the first render).
  const traversals = watchHistoryTraversals(window);
  // Gatsby's navigation.js listens first, and copies the action onto the location it is given.
  const stopListening = router.globalHistory.listen(({ location, action }) => {
    (location as ObservedLocation).action = action;
    log.push(`listener ${action} ${stableJson(location)}`);
  });

  function Page(props: { path: string; uri?: string; location?: RouterLocation }) {
    const base = useContext(router.BaseContext);
    const fromHook = router.useLocation();
    const { location, ...rest } = props;
    log.push(
      `render page ${stableJson(rest)} base ${stableJson(base)}` +
        ` location ${stableJson(location)} useLocation ${fromHook === location ? "same" : stableJson(fromHook)}` +
        ` traversal ${traversals.isTraversalTo(location?.key)}`,
    );
    return <main>page</main>;
  }

  const snapshot = () =>
    log.push(
      `  address ${window.location.pathname}${window.location.search}${window.location.hash}` +
        ` length +${window.history.length - baseLength} state ${stableJson(window.history.state)}` +
        ` router ${stableJson(router.globalHistory.location)}` +
        ` transitioning ${router.globalHistory.transitioning}` +
        ` focus ${focused()} timers ${jest.getTimerCount()}`,
    );

  let calls = 0;
  const navigate = (to: string | number, options?: Omit<NavigateCall, "to">) => {
    const call = ++calls;
    log.push(`navigate #${call}`);
    void router.navigate(to, options).then(() => log.push(`navigate #${call} settled`));
  };
  const perform = async (step: NavigationStep) => {
    const back = (via: "router" | "browser") =>
      via === "router" ? navigate(-1) : window.history.back();
    switch (step.kind) {
      case "navigate":
        return navigate(step.call.to, step.call);
      case "navigateTwice":
        navigate(step.first.to, step.first);
        if (step.between === "microtasks") await act(flushMicrotasks);
        return navigate(step.second.to, step.second);
      case "navigateThenBack":
        navigate(step.call.to, step.call);
        return back(step.via);
      case "go":
        return step.via === "router" ? navigate(step.delta) : window.history.go(step.delta);
      case "backThenNavigate":
        navigate(-1);
        return navigate(step.call.to, step.call);
      case "anchor":
        window.location.hash = step.hash;
    }
  };

  // reach-router's focus wrapper does nothing when NODE_ENV is "test" (a switch for its own
  // tests); the bundles it runs in never set that. Set after the modules have loaded.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const view = render(
      <router.Location>
        {({ location }) => {
          log.push(`render Location ${stableJson(location)}`);
          // A Location under another one reads the same context (root.js nests them).
          return (
            <router.Location>
              {(inner) => {
                log.push(`render inner Location ${inner.location === location ? "same" : "other"}`);
                return (
                  <router.Router
                    basepath={script.basepath}
                    location={location}
                    id="gatsby-focus-wrapper"
                  >
                    <Page path={routePathFor(location.pathname, script.basepath)} />
                  </router.Router>
                );
              }}
            </router.Location>
          );
        }}
      </router.Location>,
    );
    log.push("mounted");
    await settle(log);
    snapshot();
    for (const [index, step] of script.steps.entries()) {
      // So that each snapshot shows where the step itself moved focus, if anywhere.
      (document.activeElement as HTMLElement | null)?.blur();
      // Keys (`Date.now()`) differ from step to step, and are the same for both routers.
      jest.setSystemTime(START_TIME + (index + 1) * 1000);
      log.push(`step ${index}: ${describeStep(step)}`);
      await perform(step);
      log.push("  · returned");
      await settle(log);
      snapshot();
    }
    view.unmount();
  } finally {
    process.env.NODE_ENV = nodeEnv;
    stopListening();
    traversals.stop();
    stopRecordingPageLoads();
    restoreHistory();
  }
  return log;
}
