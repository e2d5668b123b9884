import type { ParentSpanPluginArgs } from "gatsby";
import { describeProblem } from "../mdx/problems";
import { earlyContentProblems } from "../site/earlyContentProblems";
import { contentRoot, includeDrafts, projectRoot } from "./paths";

/**
 * gatsby-plugin-mdx reads each doc and parses its frontmatter when it creates the doc's node:
 * a YAML error there names neither the file nor the line, and a doc of gigabytes or a YAML
 * alias bomb would fill the memory first. A production build therefore checks every doc's size
 * and frontmatter first (src/node/site/earlyContentProblems.ts) and stops with `file:line:col`
 * and a code frame. (In development the doc's page shows the same message: see createDocPages.)
 */
export function checkFrontmatterEarly({ reporter }: ParentSpanPluginArgs): void {
  if (includeDrafts) return;
  const problems = earlyContentProblems(projectRoot, contentRoot);
  if (problems.length > 0) {
    reporter.panic(
      [`The content has ${problems.length} problem(s):`, ...problems.map(describeProblem)].join(
        "\n",
      ),
    );
  }
}
