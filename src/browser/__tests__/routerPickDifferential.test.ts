/** @jest-environment jsdom */
/**
 * `pick`, through the router stand-in and through @gatsbyjs/reach-router, on the same generated
 * route tables and addresses: Gatsby's find-path.js ranks its match paths with it, and the
 * router renders the route it picks. The route chosen, its params and uri must agree, and so
 * must a refusal (both throw, or neither).
 */
import { loadRouter, type RouterApi } from "./helpers/routerImplementations";
import { routeTable, uri, type GeneratedRoute } from "./helpers/routeCases";
import { seededRandom } from "./helpers/seededRandom";

const SEED = 20250611;
const CASES = 800;

type Outcome =
  | { picked: number | null; params?: Record<string, string>; uri?: string }
  // The messages differ (reach-router words its own); what matters is that both refuse, and
  // whether the address (a malformed escape) or the route (a reserved name) was refused.
  | { threw: "URIError" | "Error" };

function outcome(router: RouterApi, routes: GeneratedRoute[], address: string): Outcome {
  try {
    const match = router.pick(routes, address);
    if (!match) return { picked: null };
    return { picked: match.route.id, params: { ...match.params }, uri: match.uri };
  } catch (error) {
    return { threw: error instanceof URIError ? "URIError" : "Error" };
  }
}

describe("pick, the stand-in against reach-router", () => {
  const reach = loadRouter("reach-router");
  const standIn = loadRouter("stand-in");

  it(`agrees on ${CASES} generated cases (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    const disagreements: string[] = [];
    const seen = { routes: 0, params: 0, splats: 0, defaults: 0, misses: 0, throws: 0 };
    for (let index = 0; index < CASES; index++) {
      const routes = routeTable(random);
      const address = uri(random);
      const expected = outcome(reach, routes, address);
      const actual = outcome(standIn, routes, address);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        disagreements.push(
          `seed ${SEED} case ${index}: pick(${JSON.stringify(routes)}, ${JSON.stringify(address)})\n` +
            `  reach-router: ${JSON.stringify(expected)}\n  stand-in:     ${JSON.stringify(actual)}`,
        );
      }
      if ("threw" in expected) seen.throws++;
      else if (expected.picked === null) seen.misses++;
      else if (routes[expected.picked]?.default) seen.defaults++;
      else {
        seen.routes++;
        if (Object.keys(expected.params ?? {}).length > 0) seen.params++;
        if (routes[expected.picked]?.path?.includes("*")) seen.splats++;
      }
    }
    expect(disagreements).toEqual([]);
    // The generator must keep reaching every kind of outcome, or agreeing proves little.
    expect(seen.routes).toBeGreaterThan(110);
    expect(seen.params).toBeGreaterThan(100);
    expect(seen.splats).toBeGreaterThan(80);
    expect(seen.defaults).toBeGreaterThan(75);
    expect(seen.misses).toBeGreaterThan(190);
    expect(seen.throws).toBeGreaterThan(100);
  });
});
