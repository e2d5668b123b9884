import type { GatsbyNode } from "gatsby";
import { leverOn } from "./levers";

/**
 * Each page inlines the styles of its own bundles only. Gatsby puts every stylesheet of the site
 * in one `styles` chunk (a splitChunks cache group), which each page's HTML inlines: the home
 * page carried the doc template's sidebar, code block and admonition styles, and the search
 * page's, 27 KB of CSS on every first load. Without that group each bundle keeps its own CSS:
 * Gatsby's HTML renderer inlines the CSS of the page's chunk groups (the app's and its
 * template's), and an in-app navigation to another template loads that template's stylesheet
 * with its script (mini-css-extract's runtime, before the chunk's promise settles, so no
 * unstyled render). Measured: the home page's first load 55.6 → 53.6 KiB, a doc page's −0.3 KiB
 * (the CSS loader's runtime costs 0.5 KiB in every first load). A lever (docs/runtime-levers.md):
 * it changes Gatsby's build configuration, not its runtime, and pays on the home page.
 */
export const stylesPerTemplate: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript" || !leverOn("styles-per-template")) return;
  actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { styles: false } } } });
};
