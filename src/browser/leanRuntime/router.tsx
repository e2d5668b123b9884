import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";

/**
 * Stands in for `@gatsbyjs/reach-router` in the production bundle
 * (src/node/gatsby/leanBrowserRuntime.ts): the parts Gatsby's browser runtime uses, with the
 * behaviour it relies on. production-app.js renders `Router`, `Location` and `BaseContext` and
 * calls `navigate`; navigation.js listens to `globalHistory`; find-path.js ranks match paths
 * with `pick`; gatsby-react-router-scroll reads `useLocation`. The real module stayed whole in
 * the bundle (4.3 KiB gzipped: links, redirects, matches, a memory history, an error boundary),
 * as gatsby-react-router-scroll requires it as CommonJS, which keeps every export. The HTML
 * renderer and `gatsby develop` keep the real one, which the differential tests
 * (src/browser/__tests__/router*Differential.test.ts*) hold this module to.
 */

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  href: string;
  origin: string;
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  state: unknown;
  /** The history entry's key: Gatsby's scroll restoration stores positions under it. */
  key: string;
}

export interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

type Listener = (change: { location: RouterLocation; action: "PUSH" | "POP" }) => void;

/**
 * The address as the router reads it. The path is spelt `encodeURI(decodeURI(…))`, as the real
 * router spells it: Gatsby's page paths and the site's address fix
 * (src/browser/navigation/routerPathname.ts) are written for that spelling.
 */
function readLocation(): RouterLocation {
  const { pathname, search, hash, href, origin, protocol, host, hostname, port } = window.location;
  const state: unknown = window.history.state;
  const key = (state as { key?: unknown } | null)?.key;
  return {
    pathname: encodeURI(decodeURI(pathname)),
    search,
    hash,
    href,
    origin,
    protocol,
    host,
    hostname,
    port,
    state,
    key: typeof key === "string" && key !== "" ? key : "initial",
  };
}

/**
 * The browser's history as Gatsby's navigation drives it. A navigation stays "in transition"
 * until the router has rendered its location (`_onTransitionComplete`); a navigation asked for
 * meanwhile replaces the entry rather than pushing another.
 */
function createBrowserHistory() {
  let listeners: Listener[] = [];
  let location = readLocation();
  let transitioning = false;
  let endTransition = () => {};
  return {
    get location() {
      return location;
    },
    get transitioning() {
      return transitioning;
    },
    _onTransitionComplete() {
      transitioning = false;
      endTransition();
    },
    listen(listener: Listener): () => void {
      listeners.push(listener);
      const onPopState = () => {
        location = readLocation();
        listener({ location, action: "POP" });
      };
      window.addEventListener("popstate", onPopState);
      return () => {
        window.removeEventListener("popstate", onPopState);
        listeners = listeners.filter((other) => other !== listener);
      };
    },
    navigate(to: string | number, { state, replace = false }: NavigateOptions = {}) {
      if (typeof to === "number") {
        window.history.go(to);
      } else {
        const entryState = { ...(state as object | undefined), key: String(Date.now()) };
        try {
          if (transitioning || replace) window.history.replaceState(entryState, "", to);
          else window.history.pushState(entryState, "", to);
        } catch {
          // History refused the entry (a state it cannot clone, too many calls): load the page.
          window.location[replace ? "replace" : "assign"](to);
        }
      }
      location = readLocation();
      transitioning = true;
      const ended = new Promise<void>((resolve) => {
        endTransition = resolve;
      });
      for (const listener of listeners) listener({ location, action: "PUSH" });
      return ended;
    },
  };
}

export const globalHistory = createBrowserHistory();
export const navigate = globalHistory.navigate;

export const BaseContext = createContext({ baseuri: "/", basepath: "/" });
const LocationContext = createContext<{ location: RouterLocation } | null>(null);

export function useLocation(): RouterLocation {
  const context = useContext(LocationContext);
  if (!context) throw new Error("useLocation needs a <Location> above it.");
  return context.location;
}

type LocationRender = (context: { location: RouterLocation }) => ReactNode;

/**
 * Holds the location for the tree below. A change reaches it in an animation frame after the
 * history reported it, as with the real router: Gatsby's navigation counts on the page's data
 * being set before the new location renders.
 */
function LocationProvider({ children }: { children: LocationRender }) {
  const [context, setContext] = useState(() => ({ location: globalHistory.location }));
  useEffect(() => {
    globalHistory._onTransitionComplete();
  }, [context.location]);
  useEffect(() => {
    let stopped = false;
    const stopListening = globalHistory.listen(({ location }) => {
      void Promise.resolve().then(() => {
        requestAnimationFrame(() => {
          if (!stopped) setContext({ location });
        });
      });
    });
    return () => {
      stopped = true;
      stopListening();
    };
  }, []);
  return <LocationContext.Provider value={context}>{children(context)}</LocationContext.Provider>;
}

/** Renders its child function with the location, providing it first if nothing above does. */
export function Location({ children }: { children: LocationRender }) {
  const context = useContext(LocationContext);
  return context ? <>{children(context)}</> : <LocationProvider>{children}</LocationProvider>;
}

export interface Route {
  path?: string;
  default?: boolean;
}

export interface RouteMatch<R extends Route> {
  route: R;
  params: Record<string, string>;
  uri: string;
}

const segmentsOf = (path: string) => path.replace(/^\/+|\/+$/g, "").split("/");
// A colon alone names no parameter: reach-router takes it as a static segment.
const isDynamic = (segment: string) => segment.length > 1 && segment.startsWith(":");
const isSplat = (segment: string | undefined) => segment?.startsWith("*") === true;
// Names a route's props already use: a dynamic segment by one of them would overwrite it.
const RESERVED_PARAMS = ["uri", "path"];

/** More specific routes first: per segment, static beats dynamic, beats the root, beats a splat. */
function specificity(route: Route): number {
  if (route.default) return 0;
  return segmentsOf(route.path ?? "").reduce((score, segment) => {
    if (segment === "") return score + 5;
    if (isSplat(segment)) return score - 1;
    return score + (isDynamic(segment) ? 6 : 7);
  }, 0);
}

function matchRoute<R extends Route>(route: R, uriSegments: string[]): RouteMatch<R> | null {
  const routeSegments = segmentsOf(route.path ?? "");
  const isRootUri = uriSegments[0] === "";
  const params: Record<string, string> = {};
  const length = Math.max(routeSegments.length, uriSegments.length);
  let index = 0;
  for (; index < length; index++) {
    const routeSegment = routeSegments[index];
    const uriSegment = uriSegments[index];
    if (isSplat(routeSegment)) {
      const name = routeSegment?.slice(1) || "*";
      params[name] = uriSegments.slice(index).map(decodeURIComponent).join("/");
      break;
    }
    if (uriSegment === undefined || routeSegment === undefined) return null;
    if (isDynamic(routeSegment) && !isRootUri) {
      const name = routeSegment.slice(1);
      if (RESERVED_PARAMS.includes(name))
        throw new Error(`The route "${route.path}" names a segment "${name}", a reserved name.`);
      params[name] = decodeURIComponent(uriSegment);
    } else if (routeSegment !== uriSegment) {
      return null;
    }
  }
  return { route, params, uri: `/${uriSegments.slice(0, index).join("/")}` };
}

/**
 * The best route for a path (its query ignored), else the last `default` route, as with
 * reach-router, else null.
 */
export function pick<R extends Route>(routes: readonly R[], uri: string): RouteMatch<R> | null {
  const [pathname = ""] = uri.split("?");
  const uriSegments = segmentsOf(pathname);
  const ranked = routes
    .map((route, index) => ({ route, index, score: specificity(route) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  let fallback: RouteMatch<R> | null = null;
  for (const { route } of ranked) {
    if (route.default) {
      fallback = { route, params: {}, uri };
      continue;
    }
    const match = matchRoute(route, uriSegments);
    if (match) return match;
  }
  return fallback;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, "");

interface RouteElementProps {
  path?: string;
  default?: boolean;
  uri?: string;
  location?: RouterLocation;
}

/**
 * The element around the matched route. When a navigation changes the route's URI, or moves to
 * the route's own path (never on the first render), focus moves to it, so keyboard and screen-reader users start at the new page
 * rather than on the link they left.
 */
function FocusWrapper({
  uri,
  location,
  id,
  children,
}: {
  uri: string;
  location: RouterLocation;
  id?: string;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  const shown = useRef({ uri, pathname: location.pathname });
  useEffect(() => {
    const before = shown.current;
    shown.current = { uri, pathname: location.pathname };
    const uriChanged = uri !== before.uri;
    const pathnameChanged = location.pathname !== before.pathname;
    if (uriChanged || (pathnameChanged && location.pathname === uri)) element.current?.focus();
  }, [uri, location]);
  return (
    <div style={{ outline: "none" }} tabIndex={-1} ref={element} id={id}>
      {children}
    </div>
  );
}

/**
 * Renders the child whose `path` (under `basepath`) best matches the location, with the
 * matched `uri`, the `location` and the path's parameters as props; nothing when none does.
 */
export function Router({
  basepath = "/",
  location: givenLocation,
  id,
  children,
}: {
  basepath?: string;
  location?: RouterLocation;
  id?: string;
  children: ReactNode;
}) {
  const context = useContext(LocationContext);
  const location = givenLocation ?? context?.location ?? globalHistory.location;
  const routes = Children.toArray(children)
    .filter((child): child is ReactElement<RouteElementProps> => isValidElement(child))
    .map((element) => {
      const { path = "", default: isDefault = false } = element.props;
      const fullPath = path === "/" ? basepath : `${trimSlashes(basepath)}/${trimSlashes(path)}`;
      return { element, path: fullPath, default: isDefault };
    });
  const match = pick(routes, location.pathname);
  if (!match) return null;
  const { route, params, uri } = match;
  const routeBase = route.default ? basepath : route.path.replace(/\*$/, "");
  return (
    <BaseContext.Provider value={{ baseuri: uri, basepath: routeBase }}>
      <FocusWrapper uri={uri} location={location} id={id}>
        {cloneElement(route.element, { ...params, uri, location })}
      </FocusWrapper>
    </BaseContext.Provider>
  );
}
