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

type Via = "router" | "browser";
type Between = "nothing" | "microtasks";

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
// A target of another origin: the history refuses to write it (a SecurityError) and both
// routers load the page instead (location.assign, or location.replace for a replacing call).
const OTHER_ORIGIN = "https://elsewhere.example/docs/a/?x=1#part";
const STATES: unknown[] = [
  undefined,
  { from: "link" },
  { key: "given" },
  null,
  "text",
  { nested: { list: [1, 2] } },
];
// A state the history cannot clone (a DataCloneError): the routers load the page instead, as
// for another origin. The recorder's history clones states as a browser does and writes down
// the page load rather than perform it, which jsdom cannot do (helpers/historyRefusals.ts). Drawn apart from STATES, so the calls that must write an entry never draw it.
const UNCLONEABLE_STATE = { onDone: function onDone() {} };
// Not scripted: an entry whose state has a key that is not a string: reach-router hands such a
// key on as it is, the stand-in reads "initial"; every key on the site's entries is a string,
// written by the router or by the site's history-traversal watcher
// (src/browser/scroll/historyTraversals.ts), and a `key` in a navigation's state is replaced by
// the router's own.

// The client-only route's match path (`/app/*`) and addresses below it. The focus wrapper
// moves focus when a navigation reaches the route's own path from below it (`/app/one` to
// `/app`) though the route's URI stays `/app`. Drawn at random among TARGETS, that move came in
// 13 of 300 scripts and none of the 30 the test runs, so the generator makes it on purpose
// (see `target`).
const MATCH_PATH = "/app";
const BELOW_MATCH_PATH = ["/app/", "/app/one", "/app/two/three"];

/** Whether the history refuses to write the call's entry (the routers then load the page). */
function isRefused(call: NavigateCall): boolean {
  return call.to === OTHER_ORIGIN || call.state === UNCLONEABLE_STATE;
}

const pathnameOf = (address: string) => address.replace(/[?#].*$/, "");

export function navigationScript(random: SeededRandom): NavigationScript {
  const basepath = random.chance(0.25) ? "/base" : "";
  const start = basepath + random.oneOf(TARGETS);
  // The script's entries by their path (what the generator knows of the address): `index` is
  // the current one (0: where it starts), `top` the last.
  const entries: (string | undefined)[] = [pathnameOf(start)];
  let index = 0;
  let top = 0;
  const isBelowMatchPath = (pathname: string | undefined) =>
    pathname?.startsWith(`${basepath}${MATCH_PATH}/`) === true;

  /**
   * Where a call goes. Below the client-only route's match path, often up to the match path
   * itself, else often further below it: the moves whose focus depends on the path and not
   * on the route's URI.
   */
  const target = (mayBeRefused: boolean): string => {
    if (isBelowMatchPath(entries[index]) && random.chance(0.5)) {
      return basepath + (random.chance(0.6) ? MATCH_PATH : random.oneOf(BELOW_MATCH_PATH));
    }
    if (mayBeRefused && random.chance(0.08)) return OTHER_ORIGIN;
    return random.chance(0.1) ? random.oneOf(RELATIVE_TARGETS) : basepath + random.oneOf(TARGETS);
  };
  /**
   * A call; `mayBeRefused: false` for one that must write its entry (the model counts on it).
   * `replace` is drawn when not given: more often for a refused call, as the page load the
   * router falls back on is chosen by it (`assign` or `replace`), and both must come.
   */
  const call = (replace?: boolean, mayBeRefused = true): NavigateCall => {
    const to = target(mayBeRefused);
    const state = mayBeRefused && random.chance(0.06) ? UNCLONEABLE_STATE : random.oneOf(STATES);
    const drawn: NavigateCall = { to, ...(state === undefined ? {} : { state }) };
    const replacing = replace ?? random.chance(isRefused(drawn) ? 0.4 : 0.15);
    return { ...drawn, ...(replacing ? { replace: true } : {}) };
  };
  const via = (): Via => (random.chance(0.5) ? "router" : "browser");
  /** The path a call leaves in the entry it writes (relative targets keep the path). */
  const pathnameAfter = (made: NavigateCall) =>
    /^[?#]/.test(made.to) ? entries[index] : pathnameOf(made.to);
  const pushed = (pathname = entries[index]) => {
    index++;
    top = index;
    entries[index] = pathname;
  };
  const written = (made: NavigateCall, replace = made.replace === true) => {
    if (isRefused(made)) return;
    if (replace) entries[index] = pathnameAfter(made);
    else pushed(pathnameAfter(made));
  };

  const steps: NavigationStep[] = [];
  const length = 4 + random.below(5);
  let anchors = 0;
  while (steps.length < length) {
    const kind = random.next();
    if (kind < 0.35) {
      const step = call();
      steps.push({ kind: "navigate", call: step });
      written(step);
    } else if (kind < 0.47) {
      const first = call();
      const between: Between = random.chance(0.5) ? "nothing" : "microtasks";
      // The second one replaces the first one's entry: it comes while that one is in transition
      // (refused or not: the router is in transition either way).
      const second = call();
      steps.push({ kind: "navigateTwice", first, second, between });
      written(first);
      written(second, true);
    } else if (kind < 0.55) {
      const step = call(false, false);
      steps.push({ kind: "navigateThenBack", call: step, via: via() });
      written(step);
      index--;
    } else if (kind < 0.78) {
      const delta = random.oneOf([-2, -1, -1, 1, 1, 2]);
      if (index + delta < 0) continue;
      steps.push({ kind: "go", delta, via: via() });
      // Past the last entry there is nowhere to go: the history stays where it is.
      if (index + delta <= top) index += delta;
    } else if (kind < 0.86) {
      if (index < 1) continue;
      const step = call(false);
      steps.push({ kind: "backThenNavigate", call: step });
      // The link replaces the entry being left; then the history goes back one.
      written(step, true);
      index--;
    } else {
      steps.push({ kind: "anchor", hash: `#anchor-${++anchors}` });
      pushed();
    }
  }
  return { basepath, start, steps };
}

// A function in a state is written as such (JSON leaves it out).
const describeValue = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === "function" ? `<function ${inner.name}>` : inner,
  );

const describeCall = ({ to, state, replace }: NavigateCall) =>
  `navigate(${JSON.stringify(to)}${state === undefined && !replace ? "" : `, ${describeValue({ state, replace })}`})`;

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
