import type { GatsbyNode } from "gatsby";

/**
 * The production bundles ship without source maps: Gatsby's default writes one per bundle
 * (447 KB for `app`, with the sources) into public/, where every host would serve them. The
 * servers refuse `*.map` as well (src/node/deploy/internalFiles.ts), for a build copied from an
 * older one.
 */
export const noSourceMaps: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ devtool: false });
};
