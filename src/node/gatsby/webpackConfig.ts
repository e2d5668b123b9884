import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { projectRoot } from "./paths";

/**
 * Content may live outside the project (a generated corpus for the benchmark, a test fixture):
 * its compiled MDX must still find the project's packages, such as @mdx-js/react.
 */
export function resolveFromProject({ actions }: CreateWebpackConfigArgs) {
  actions.setWebpackConfig({
    resolve: { modules: [path.join(projectRoot, "node_modules"), "node_modules"] },
  });
}
