import { serialize } from "node:v8";

/**
 * What a browser does and jsdom does not, for the router's branch where the history refuses an
 * entry (`pushState`/`replaceState` throwing, then `location.assign` or `location.replace`).
 * jsdom refuses an address of another origin (a SecurityError) as browsers do, but stores a
 * state as it is given, and cannot load another page. Both routers run under the same patched
 * window, so what they do in that branch is compared like the rest.
 */

/**
 * Makes the window's history clone each state it is given, as a browser does: a state it
 * cannot clone (a function in it) is a DataCloneError, and no entry is written. V8's
 * serializer is the one `structuredClone` uses, which jsdom's window lacks. Returns the undo.
 */
export function cloneHistoryStates(window: Window & typeof globalThis): () => void {
  const { history } = window;
  const jsdomHistory = Object.getPrototypeOf(history) as History;
  const refuseUncloneable = (state: unknown) => {
    try {
      serialize(state);
    } catch (error) {
      throw new window.DOMException(
        `The state could not be cloned: ${(error as Error).message}`,
        "DataCloneError",
      );
    }
  };
  const pushState: History["pushState"] = (state, unused, url) => {
    refuseUncloneable(state);
    jsdomHistory.pushState.call(history, state, unused, url);
  };
  const replaceState: History["replaceState"] = (state, unused, url) => {
    refuseUncloneable(state);
    jsdomHistory.replaceState.call(history, state, unused, url);
  };
  Object.assign(history, { pushState, replaceState });
  return () => {
    // The instance's own methods go: the prototype's are jsdom's again.
    delete (history as Partial<History>).pushState;
    delete (history as Partial<History>).replaceState;
  };
}

type PageLoad = "assign" | "replace";

/**
 * Writes down each page load asked of `location` (`assign` or `replace`, with its address)
 * instead of performing it, which jsdom cannot do: the script goes on, so what each router
 * does after it is compared too. `location`'s methods cannot be replaced (they are
 * unforgeable), so the ones of jsdom's implementation object behind it are; a jsdom that keeps
 * that object elsewhere fails here, by name, rather than let the branch go unrecorded.
 */
export function recordPageLoads(window: Window, record: (line: string) => void): () => void {
  const { location } = window;
  const implKey = Object.getOwnPropertySymbols(location).find(
    (symbol) => symbol.description === "impl",
  );
  const impl = implKey && (location as unknown as Record<symbol, unknown>)[implKey];
  if (!impl || typeof impl !== "object" || !("assign" in impl) || !("replace" in impl)) {
    throw new Error(
      "recordPageLoads: jsdom's Location no longer keeps its implementation under Symbol(impl);" +
        " find where location.assign and location.replace lead now.",
    );
  }
  const loads = impl as Record<PageLoad, (url: string) => void>;
  for (const method of ["assign", "replace"] as const) {
    loads[method] = (url: string) => record(`location.${method} ${url}`);
  }
  return () => {
    delete (loads as Partial<typeof loads>).assign;
    delete (loads as Partial<typeof loads>).replace;
  };
}
