import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

// Resolved from the site's root: gatsby-node is compiled by Parcel, where require.resolve is absent.
const siteRequire = createRequire(path.join(process.cwd(), "package.json"));

/**
 * Pages are rendered to HTML by React, while the browser runs Preact (gatsby-plugin-preact). The
 * plugin aliases React to Preact in every webpack stage; under Preact's server renderer
 * react-helmet lost the head (title, lang, robots) of the first page a render worker produced,
 * as the browser tests showed. React's server renderer has no such problem, and the HTML it
 * writes is the same markup Preact hydrates.
 */
export const reactOnServer: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-html" && stage !== "develop-html") return;
  actions.setWebpackConfig({
    resolve: {
      alias: {
        // Each by a plain string: the layer rule reads no other (lint/moduleLoaders.mjs).
        react: path.dirname(siteRequire.resolve("react/package.json")),
        "react-dom": path.dirname(siteRequire.resolve("react-dom/package.json")),
        "react/jsx-runtime": siteRequire.resolve("react/jsx-runtime"),
      },
    },
  });
};
