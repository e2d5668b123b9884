import type { SeededRandom } from "./seededRandom";

/**
 * Scripted navigations for the router differential test: what Gatsby's runtime and a reader do
 * to the history of a page, in generated orders. Each script starts from its own history entry
 * and never goes back past it (a model of the entries below keeps count), so a script sees
 * only the entries it made, whichever router runs it.
 */
export interface NavigateCall {
  to: string;
  state?: unknown;
  replace?: boolean;
}

export type NavigationStep =
  /** Gatsby's navigate once the page's resources are there (navigation.js, `reachNavigate`). */
  | { kind: "navigate"; call: NavigateCall }
  /** A second navigation before the first one's page has rendered. */
  | { kind: "navigateTwice"; first: NavigateCall; second: NavigateCall; between: Between }
  /** Back (by the browser's button, or `navigate(-1)`) before the new page has rendered. */
  | { kind: "navigateThenBack"; call: NavigateCall; via: Via }
  /** `navigate(delta)`, as Gatsby's navigate passes a number on, or the browser's buttons. */
  | { kind: "go"; delta: number; via: Via }
  /** A link followed while `navigate(-1)` is still on its way. */
  | { kind: "backThenNavigate"; call: NavigateCall }
  /** An in-page anchor: the browser adds a key-less entry and fires popstate. */
  | { kind: "anchor"; hash: string };

export type Via = "router" | "browser";
export type Between = "nothing" | "microtasks";

export interface NavigationScript {
  /** Gatsby's `__BASE_PATH__`: every address below starts with it. */
  basepath: string;
  start: string;
  steps: NavigationStep[];
}

// Page paths under the base path: pages, a client-only route under the `/app/*` match path,
// a page with an escape, addresses no page has (Gatsby renders the 404 page at them).
const TARGETS = [
  "/",
  "/docs/a/",
  "/docs/b/",
  "/docs/a/?x=1",
  "/docs/a/#part",
  "/docs/b/?q=a%20b#h",
  "/docs/caf%C3%A9/",
  "/docs/café/",
  "/docs/a%3Db/",
  "/app",
  "/app/",
  "/app/one",
  "/app/two/three",
  "/missing/",
];
// Relative to the current address: the history resolves them.
const RELATIVE_TARGETS = ["?page=2", "#top"];
const STATES: unknown[] = [
  undefined,
  { from: "link" },
  { key: "given" },
  null,
  "text",
  { nested: { list: [1, 2] } },
];
// A state the history cannot clone makes both routers load the page (location.assign), which
// jsdom does not do: that branch is not scripted. Nor is an entry whose state has a key that
// is not a string: reach-router hands such a key on as it is, the stand-in reads "initial";
// every key on the site's entries is a string, written by the router or by the site's
// history-traversal watcher (src/browser/scroll/historyTraversals.ts), and a `key` in a
// navigation's state is replaced by the router's own.

export function navigationScript(random: SeededRandom): NavigationScript {
  const basepath = random.chance(0.25) ? "/base" : "";
  const target = () =>
    random.chance(0.1) ? random.oneOf(RELATIVE_TARGETS) : basepath + random.oneOf(TARGETS);
  const call = (replace = random.chance(0.15)): NavigateCall => {
    const state = random.oneOf(STATES);
    return {
      to: target(),
      ...(state === undefined ? {} : { state }),
      ...(replace ? { replace } : {}),
    };
  };
  const via = (): Via => (random.chance(0.5) ? "router" : "browser");

  // The script's entries: `index` is the current one (0: where it starts), `top` the last.
  let index = 0;
  let top = 0;
  const pushed = () => {
    index++;
    top = index;
  };
  const steps: NavigationStep[] = [];
  const length = 4 + random.below(5);
  let anchors = 0;
  while (steps.length < length) {
    const kind = random.next();
    if (kind < 0.35) {
      const step = call();
      steps.push({ kind: "navigate", call: step });
      if (!step.replace) pushed();
    } else if (kind < 0.47) {
      const first = call();
      const between: Between = random.chance(0.5) ? "nothing" : "microtasks";
      // The second one replaces the first one's entry: it comes while that one is in transition.
      steps.push({ kind: "navigateTwice", first, second: call(), between });
      if (!first.replace) pushed();
    } else if (kind < 0.55) {
      const step = call(false);
      steps.push({ kind: "navigateThenBack", call: step, via: via() });
      pushed();
      index--;
    } else if (kind < 0.78) {
      const delta = random.oneOf([-2, -1, -1, 1, 1, 2]);
      if (index + delta < 0) continue;
      steps.push({ kind: "go", delta, via: via() });
      // Past the last entry there is nowhere to go: the history stays where it is.
      if (index + delta <= top) index += delta;
    } else if (kind < 0.86) {
      if (index < 1) continue;
      steps.push({ kind: "backThenNavigate", call: call(false) });
      // The link replaces the entry being left; then the history goes back one.
      index--;
    } else {
      steps.push({ kind: "anchor", hash: `#anchor-${++anchors}` });
      pushed();
    }
  }
  return { basepath, start: basepath + random.oneOf(TARGETS), steps };
}

const describeCall = ({ to, state, replace }: NavigateCall) =>
  `navigate(${JSON.stringify(to)}${state === undefined && !replace ? "" : `, ${JSON.stringify({ state, replace })}`})`;

export function describeStep(step: NavigationStep): string {
  switch (step.kind) {
    case "navigate":
      return describeCall(step.call);
    case "navigateTwice":
      return `${describeCall(step.first)}, ${step.between === "microtasks" ? "a microtask, " : ""}${describeCall(step.second)}`;
    case "navigateThenBack":
      return `${describeCall(step.call)} then back (${step.via})`;
    case "go":
      return `go(${step.delta}) (${step.via})`;
    case "backThenNavigate":
      return `navigate(-1) then ${describeCall(step.call)}`;
    case "anchor":
      return `anchor ${step.hash}`;
  }
}
