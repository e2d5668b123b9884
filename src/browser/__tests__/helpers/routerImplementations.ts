import React from "react";

/**
 * The two routers the differential tests compare: `@gatsbyjs/reach-router`, which the HTML
 * renderer and `gatsby develop` use, and the site's stand-in for it in the production bundle
 * (src/browser/leanRuntime/router.tsx). The real library has no types: it is used through the
 * API the stand-in declares, which is the part of it Gatsby's browser runtime calls.
 */
export type RouterApi = typeof import("../../leanRuntime/router");

export type RouterName = "reach-router" | "stand-in";

export const ROUTER_NAMES: readonly RouterName[] = ["reach-router", "stand-in"];

// Each named with a plain string, so the layer rule can follow it (eslint.config.mjs).
const LOADERS: Record<RouterName, () => RouterApi> = {
  "reach-router": () => jest.requireActual<RouterApi>("@gatsbyjs/reach-router"),
  "stand-in": () => jest.requireActual<RouterApi>("../../leanRuntime/router"),
};

/**
 * A fresh copy of a router, as a page load gets one: both keep their history in module state
 * (the location read when the module loads, the listeners, the transition in flight), so each
 * scripted run loads its own after setting the address it starts from. React stays the one the
 * test renders with: a second copy of React would make every hook call fail.
 */
export function loadRouter(name: RouterName): RouterApi {
  let loaded: RouterApi | undefined;
  jest.isolateModules(() => {
    jest.doMock("react", () => React);
    loaded = LOADERS[name]();
  });
  if (!loaded) throw new Error(`${name} did not load`);
  return loaded;
}
