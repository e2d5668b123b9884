import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { readFrontmatter } from "../content/readFrontmatter";
import { toPosixPath } from "../links/docFileLinks";
import { describeProblem } from "../mdx/problems";
import { readContentFolder } from "../site/readContentFolder";
import { contentRoot, includeDrafts, projectRoot } from "./paths";

/**
 * gatsby-plugin-mdx parses each doc's frontmatter when it creates the doc's node, and a YAML
 * error there names neither the file nor the line. A production build therefore reads every
 * doc's frontmatter first and stops with `file:line:col` and a code frame. (In development the
 * doc's page shows the same message: see createDocPages.)
 */
export function checkFrontmatterEarly({ reporter }: ParentSpanPluginArgs): void {
  if (includeDrafts) return;
  const problems = readContentFolder(contentRoot).flatMap(({ absolutePath, source }) => {
    const reading = readFrontmatter(source, toPosixPath(path.relative(projectRoot, absolutePath)));
    return reading.ok ? [] : [reading.problem];
  });
  if (problems.length > 0) {
    reporter.panic(
      [`The content has ${problems.length} problem(s):`, ...problems.map(describeProblem)].join(
        "\n",
      ),
    );
  }
}
