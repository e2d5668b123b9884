/** @jest-environment jsdom */
/**
 * `Router`, through the stand-in and through @gatsbyjs/reach-router, on the same generated
 * children, `basepath` and location: which child renders, with which props (`uri`, `location`,
 * the path's params), in which `BaseContext`, inside which wrapper; or that both refuse.
 * production-app.js renders `<Router basepath location id="gatsby-focus-wrapper">` around one
 * route; the generated tables are wider, to hold the stand-in to the ranking it renders with.
 *
 * Compared less, as Gatsby never gives the router these: children inside a route (reach-router
 * nests a second Router for them), fragments around routes, a route without `path` or
 * `default` (reach-router refuses it), the `primary` and `component` props, a `basepath`
 * left out under another router's BaseContext (production-app.js always passes one), and a
 * Router with neither a `location` nor a `Location` above it (reach-router fails on it, the
 * stand-in reads the history's).
 */
import { cleanup, render } from "@testing-library/react";
import { useContext, type ReactElement } from "react";
import { loadRouter, ROUTER_NAMES, type RouterApi } from "./helpers/routerImplementations";
import { routePath, uri } from "./helpers/routeCases";
import { seededRandom, type SeededRandom } from "./helpers/seededRandom";
import type { RouterLocation } from "../leanRuntime/router";

const SEED = 31337;
const CASES = 300;
// 600 renders: about 3 s alone, more on a machine busy with builds, past jest's default 5 s.
jest.setTimeout(60_000);
const BASEPATHS = [undefined, "/", "", "/base", "/base/", "base"];

interface RouteSpec {
  label: string;
  path?: string;
  default?: boolean;
}

interface RenderCase {
  basepath: string | undefined;
  routes: RouteSpec[];
  pathname: string;
  /** Whether the location comes as a prop (as production-app.js passes it) or from `Location`. */
  locationFrom: "prop" | "context";
}

const readableByHistory = (pathname: string) => {
  try {
    decodeURI(pathname);
    return /^\/(?!\/)/.test(pathname);
  } catch {
    return false;
  }
};

function renderCase(random: SeededRandom): RenderCase {
  const routes: RouteSpec[] = [];
  const count = 1 + random.below(4);
  for (let index = 0; index < count; index++) {
    const label = `route${index}`;
    if (random.chance(0.15)) routes.push({ label, default: true });
    // An empty path is no path to reach-router, which refuses the child (see above).
    else routes.push({ label, path: random.chance(0.2) ? "/" : routePath(random) || "//" });
  }
  const [pathname = "/"] = uri(random).split("?");
  const prefixed = random.chance(0.3)
    ? `/base${pathname.startsWith("/") ? "" : "/"}${pathname}`
    : pathname;
  return {
    basepath: random.oneOf(BASEPATHS),
    routes,
    pathname: prefixed,
    locationFrom: readableByHistory(prefixed) && random.chance(0.3) ? "context" : "prop",
  };
}

function givenLocation(pathname: string): RouterLocation {
  return {
    pathname,
    search: "",
    hash: "",
    href: `http://localhost${pathname}`,
    origin: "http://localhost",
    protocol: "http:",
    host: "localhost",
    hostname: "localhost",
    port: "",
    state: null,
    key: "given",
  };
}

/** A route that shows what it was given: its props and the BaseContext it renders in. */
function routeShowing(router: RouterApi, given: RouterLocation | undefined) {
  return function ShownRoute(props: Record<string, unknown>) {
    const base = useContext(router.BaseContext);
    // reach-router sets `children: undefined` on the route it renders; JSON leaves it out.
    const { location, ...rest } = props as { location?: RouterLocation };
    const shown = {
      ...rest,
      location: location?.pathname,
      locationIsGiven: given ? location === given : undefined,
      base,
    };
    return <output>{JSON.stringify(shown)}</output>;
  };
}

function rendered(router: RouterApi, testCase: RenderCase): string {
  const given = testCase.locationFrom === "prop" ? givenLocation(testCase.pathname) : undefined;
  const Route = routeShowing(router, given);
  const children = testCase.routes.map(({ label, ...route }) => (
    <Route key={label} label={label} {...route} />
  ));
  const routerProps = {
    ...(testCase.basepath === undefined ? {} : { basepath: testCase.basepath }),
    ...(given ? { location: given } : {}),
    id: "gatsby-focus-wrapper",
  };
  const routerElement = <router.Router {...routerProps}>{children}</router.Router>;
  let tree: ReactElement = routerElement;
  if (!given) {
    void router.navigate(testCase.pathname, { replace: true });
    router.globalHistory._onTransitionComplete();
    tree = <router.Location>{() => routerElement}</router.Location>;
  }
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return render(tree).container.innerHTML;
  } catch (error) {
    // Which router refused, and why, is what is compared; React's report of it is noise.
    return `threw ${error instanceof URIError ? "URIError" : "Error"}`;
  } finally {
    consoleError.mockRestore();
    cleanup();
  }
}

describe("Router, the stand-in against reach-router", () => {
  const routers = Object.fromEntries(ROUTER_NAMES.map((name) => [name, loadRouter(name)]));

  it(`renders the same for ${CASES} generated cases (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    const disagreements: string[] = [];
    const seen = { rendered: 0, nothing: 0, threw: 0, fromContext: 0, defaults: 0 };
    for (let index = 0; index < CASES; index++) {
      const testCase = renderCase(random);
      const [expected = "", actual = ""] = ROUTER_NAMES.map((name) =>
        rendered(routers[name] as RouterApi, testCase),
      );
      if (actual !== expected) {
        disagreements.push(
          `seed ${SEED} case ${index}: ${JSON.stringify(testCase)}\n` +
            `  reach-router: ${expected}\n  stand-in:     ${actual}`,
        );
      }
      if (expected.startsWith("threw")) seen.threw++;
      else if (expected === "") seen.nothing++;
      else seen.rendered++;
      if (expected.includes('"default":true')) seen.defaults++;
      if (testCase.locationFrom === "context" && expected.startsWith("<")) seen.fromContext++;
    }
    expect(disagreements).toEqual([]);
    // The generator must keep reaching every kind of outcome, or agreeing proves little.
    expect(seen.rendered).toBeGreaterThan(80);
    expect(seen.nothing).toBeGreaterThan(80);
    expect(seen.threw).toBeGreaterThan(15);
    expect(seen.fromContext).toBeGreaterThan(10);
    expect(seen.defaults).toBeGreaterThan(50);
  });
});
