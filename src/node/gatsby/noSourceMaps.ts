import type { GatsbyNode } from "gatsby";

/**
 * The production bundles ship without source maps: Gatsby's default writes one per bundle
 * (447 KB for `app`, with the sources) into public/, where every host would serve them. The
 * servers refuse `*.map` as well (src/node/deploy/internalFiles.ts), for a build copied from an
 * older one.
 *
 * `WRITE_SOURCE_MAPS=1` (set by `npm run bench` and by `npm test`'s build) writes hidden maps,
 * which leave the bundles' code as it is (no `sourceMappingURL` comment): the bench says which
 * module each first-load byte comes from, and built/bundledModules.test.ts which of the site's
 * modules the bundles hold. The build moves them out of public/ into the deploy folder
 * (finishOutput), which no server serves.
 */
export const noSourceMaps: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ devtool: sourceMapsAside() ? "hidden-source-map" : false });
};

/** Whether this build writes source maps beside its output (`WRITE_SOURCE_MAPS=1`). */
export function sourceMapsAside(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WRITE_SOURCE_MAPS === "1";
}
