import type { GatsbyNode } from "gatsby";
import { createDocPages } from "./src/node/gatsby/createDocPages";
import { createDocsResolvers } from "./src/node/gatsby/createResolvers";
import { typeDefs } from "./src/node/gatsby/schema";
import { resolveFromProject } from "./src/node/gatsby/webpackConfig";
import { writeHostingRules } from "./src/node/gatsby/writeHostingRules";

// Wiring only: each hook calls a function of src/node/, where the logic is tested without Gatsby.

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(typeDefs);

export const createResolvers: GatsbyNode["createResolvers"] = createDocsResolvers;

export const createPages: GatsbyNode["createPages"] = createDocPages;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = resolveFromProject;

export const onPostBuild: GatsbyNode["onPostBuild"] = writeHostingRules;
