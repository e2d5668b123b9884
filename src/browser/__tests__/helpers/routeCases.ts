import type { SeededRandom } from "./seededRandom";

/**
 * Route tables and addresses for `pick`, drawn from a vocabulary of the shapes either router
 * has a rule for: static, dynamic (`:id`) and splat (`*`, `*name`) segments, the root, `default`
 * routes, trailing and repeated slashes, escapes (well-formed and not), query strings, and the
 * shapes Gatsby itself passes (its pages' paths, match paths such as `/app/*` or `/*`,
 * `/404.html`). Small vocabularies on purpose: the same words in routes and addresses make
 * matches, ties and near misses common.
 */
export interface GeneratedRoute {
  /** The route's place in the table, to name the route either router picked. */
  id: number;
  path?: string;
  default?: boolean;
}

const STATIC_SEGMENTS = ["docs", "app", "a", "b", "404.html", "caf%C3%A9", "x%20y", "café"];
const DYNAMIC_SEGMENTS = [":id", ":tab", ":name"];
// Names the route's own props use: both routers refuse them, but only once they are reached.
const RESERVED_SEGMENTS = [":uri", ":path"];
// A colon alone names no parameter: reach-router reads it as a static segment.
const ODD_SEGMENTS = [":", "**"];
const SPLAT_SEGMENTS = ["*", "*rest"];

const URI_SEGMENTS = [
  "docs",
  "app",
  "a",
  "b",
  "404.html",
  "caf%C3%A9",
  "x%20y",
  "%",
  "%E0%A4%A",
  "a%2Fb",
  ":",
  "*",
  "",
];

/** Gatsby's page paths and match paths (find-path.js and production-app.js pass these). */
const GATSBY_PATHS = [
  "/",
  "/docs/a/",
  "/docs/caf%C3%A9/",
  "/404.html",
  "/404/",
  "/app/*",
  "/app/:id",
  "/*",
  "/docs/*",
  "/:lang/docs/*rest",
];

export function routePath(random: SeededRandom): string {
  if (random.chance(0.25)) return random.oneOf(GATSBY_PATHS);
  if (random.chance(0.08)) return random.oneOf(["/", "", "//"]);
  const length = 1 + random.below(4);
  const segments: string[] = [];
  for (let index = 0; index < length; index++) {
    const last = index === length - 1;
    const kind = random.next();
    if (last && kind < 0.2) segments.push(random.oneOf(SPLAT_SEGMENTS));
    else if (kind < 0.5) segments.push(random.oneOf(STATIC_SEGMENTS));
    else if (kind < 0.85) segments.push(random.oneOf(DYNAMIC_SEGMENTS));
    else if (kind < 0.9) segments.push(random.oneOf(RESERVED_SEGMENTS));
    else if (kind < 0.95) segments.push(random.oneOf(ODD_SEGMENTS));
    else segments.push(random.oneOf(SPLAT_SEGMENTS));
  }
  const leading = random.chance(0.9) ? "/" : random.oneOf(["", "//"]);
  const trailing = random.chance(0.3) ? "/" : "";
  return leading + segments.join("/") + trailing;
}

export function routeTable(random: SeededRandom): GeneratedRoute[] {
  const size = random.below(7);
  const routes: GeneratedRoute[] = [];
  for (let id = 0; id < size; id++) {
    if (random.chance(0.12)) routes.push({ id, default: true });
    else routes.push({ id, path: routePath(random) });
  }
  return routes;
}

/** An address as a location's pathname, or Gatsby's cleaned path, can spell it. */
export function uri(random: SeededRandom): string {
  if (random.chance(0.1)) return random.oneOf(["/", "", "//", "/?x=1", "/404.html"]);
  const length = 1 + random.below(4);
  const segments: string[] = [];
  for (let index = 0; index < length; index++) segments.push(random.oneOf(URI_SEGMENTS));
  const leading = random.chance(0.92) ? "/" : random.oneOf(["", "//"]);
  const trailing = random.chance(0.35) ? random.oneOf(["/", "//"]) : "";
  const query = random.chance(0.2) ? random.oneOf(["?x=1", "?a=b/c", "?", "?q=%20"]) : "";
  return leading + segments.join("/") + trailing + query;
}
