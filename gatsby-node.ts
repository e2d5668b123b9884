// First: a second `gatsby build` of the checkout stops here, before Gatsby reads the configuration.
import "./src/node/gatsby/lockBuildAtLoad";
import type { GatsbyNode } from "gatsby";
import { checkFrontmatterEarly } from "./src/node/gatsby/checkFrontmatterEarly";
import { afterBuild } from "./src/node/gatsby/afterBuild";
import { createDocPages } from "./src/node/gatsby/createDocPages";
import { createDocsResolvers } from "./src/node/gatsby/createResolvers";
import { guardBuildOutput } from "./src/node/gatsby/outputGuard";
import { typeDefs } from "./src/node/gatsby/schema";
import { sourceSiteInputs } from "./src/node/gatsby/siteInputs";
import { noSourceMaps } from "./src/node/gatsby/noSourceMaps";
import { stylesPerTemplate } from "./src/node/gatsby/stylesPerTemplate";
import { watchPageDataWrites } from "./src/node/gatsby/pageDataWatchdog";
import { deterministicBuild } from "./src/node/gatsby/deterministicBuild";
import { reactOnServer } from "./src/node/gatsby/reactOnServer";
import { leanBrowserRuntime } from "./src/node/gatsby/leanBrowserRuntime";
import { strictStandInExports } from "./src/node/gatsby/strictStandInExports";
import { compileHints } from "./src/node/gatsby/compileHints";
import { htmlFollowsStyles } from "./src/node/gatsby/htmlFollowsStyles";

// Wiring only: each hook calls a function of src/node/, where the logic is tested without Gatsby.

export const onPreInit: GatsbyNode["onPreInit"] = guardBuildOutput;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = checkFrontmatterEarly;

export const sourceNodes: GatsbyNode["sourceNodes"] = sourceSiteInputs;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(typeDefs);

export const createResolvers: GatsbyNode["createResolvers"] = createDocsResolvers;

export const createPages: GatsbyNode["createPages"] = createDocPages;

export const onPostBuild: GatsbyNode["onPostBuild"] = afterBuild;

// Development only (Gatsby calls it once its development server is up).
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ reporter }) =>
  watchPageDataWrites((message) => reporter.info(message));

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args, options) => {
  reactOnServer?.(args, options, () => undefined);
  noSourceMaps?.(args, options, () => undefined);
  stylesPerTemplate?.(args, options, () => undefined);
  leanBrowserRuntime?.(args, options, () => undefined);
  strictStandInExports?.(args, options, () => undefined);
  compileHints?.(args, options, () => undefined);
  htmlFollowsStyles?.(args, options, () => undefined);
  deterministicBuild?.(args, options, () => undefined);
};
