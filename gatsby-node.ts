import type { GatsbyNode } from "gatsby";
import { checkBuiltSite } from "./src/node/gatsby/checkBuiltSite";
import { createDocPages } from "./src/node/gatsby/createDocPages";
import { createDocsResolvers } from "./src/node/gatsby/createResolvers";
import { guardBuildOutput } from "./src/node/gatsby/outputGuard";
import { typeDefs } from "./src/node/gatsby/schema";
import { resolveFromProject } from "./src/node/gatsby/webpackConfig";

// Wiring only: each hook calls a function of src/node/, where the logic is tested without Gatsby.

export const onPreInit: GatsbyNode["onPreInit"] = guardBuildOutput;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(typeDefs);

export const createResolvers: GatsbyNode["createResolvers"] = createDocsResolvers;

export const createPages: GatsbyNode["createPages"] = createDocPages;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = resolveFromProject;

export const onPostBuild: GatsbyNode["onPostBuild"] = checkBuiltSite;
