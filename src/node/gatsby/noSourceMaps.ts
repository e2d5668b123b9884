import type { GatsbyNode } from "gatsby";

/**
 * The production bundles ship without source maps: Gatsby's default writes one per bundle
 * (447 KB for `app`, with the sources) into public/, where every host would serve them. The
 * servers refuse `*.map` as well (src/node/deploy/internalFiles.ts), for a build copied from an
 * older one.
 *
 * `BENCH_SOURCE_MAPS=1` (set by `npm run bench` only) writes hidden maps, which leave the bundles'
 * code as it is (no `sourceMappingURL` comment), so that the bench can say which module each
 * first-load byte comes from; the build moves them out of public/ into the deploy folder
 * (finishOutput).
 */
export const noSourceMaps: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ devtool: benchSourceMaps() ? "hidden-source-map" : false });
};

/** Whether this build writes source maps for the bench (`BENCH_SOURCE_MAPS=1`). */
export function benchSourceMaps(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BENCH_SOURCE_MAPS === "1";
}
