/**
 * The levers on Gatsby's runtime: each replaces a library Gatsby's browser runtime brings, or
 * touches a Gatsby internal, for a saving measured one lever at a time (docs/runtime-levers.md). A
 * lever stays only while it saves at least 1 KiB gzip on the first load of a measured page (a doc
 * page or the home page), or 10 ms of main-thread time at 4 × CPU; `npm run bench:levers`
 * measures each against the build with all.
 */
export const LEVERS = [
  // Preact in the production browser bundle (gatsby-plugin-preact), React still rendering the
  // HTML (src/node/gatsby/reactOnServer.ts).
  "preact",
  // The router parts Gatsby's runtime uses instead of @gatsbyjs/reach-router, with gatsby-link's
  // path helpers and without the Head API's browser side, both of which import parts of
  // reach-router the stand-in does not carry.
  "router",
  // The pages' head written by the site's own Helmet instead of react-helmet and its helpers.
  "helmet",
  // Partytown's browser plugin, which Gatsby adds to every site and which pulls in gatsby-script.
  "partytown",
  // V8's compile hint at the top of the first load's large scripts (by Gatsby's chunk names).
  "compile-hints",
  // Each template's stylesheet kept with its bundle instead of Gatsby's one `styles` chunk that
  // every page inlines (src/node/gatsby/stylesPerTemplate.ts).
  "styles-per-template",
] as const;

export type Lever = (typeof LEVERS)[number];

/**
 * The levers `LEVERS_OFF` (a comma-separated list) leaves out of a build. An unknown name stops
 * the build rather than measure a build that is not the one asked for.
 */
export function leversOff(env: NodeJS.ProcessEnv = process.env): Set<Lever> {
  const names = (env.LEVERS_OFF ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(LEVERS as readonly string[]).includes(name))
      throw new Error(`LEVERS_OFF names "${name}", which is no lever: ${LEVERS.join(", ")}`);
  return new Set(names as Lever[]);
}

/** True unless `LEVERS_OFF` leaves the lever out of this build. */
export function leverOn(lever: Lever, env: NodeJS.ProcessEnv = process.env): boolean {
  return !leversOff(env).has(lever);
}
