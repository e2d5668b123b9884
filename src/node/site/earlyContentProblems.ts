import path from "node:path";
import { readFrontmatter } from "../content/readFrontmatter";
import { toPosixPath } from "../links/docFileLinks";
import { docTooLargeProblem } from "./docTooLarge";
import { readContentFolder } from "./readContentFolder";
import type { ContentProblem } from "../../shared/docPage";

/**
 * What a production build refuses before Gatsby's data layer reads a doc: a doc over the size
 * limit, and frontmatter gatsby-plugin-mdx could not read safely (a YAML error, which it would
 * report naming no file; YAML whose aliases expand past the limit, which it would hand to
 * Gatsby's data layer to store every copy). `npm run check` finds each of them too, with the
 * rest, through src/node/site/assembleSite.ts.
 */
export function earlyContentProblems(projectRoot: string, contentRoot: string): ContentProblem[] {
  return readContentFolder(contentRoot).flatMap(({ absolutePath, source, tooLarge }) => {
    const sourceFile = toPosixPath(path.relative(projectRoot, absolutePath));
    if (tooLarge !== undefined) return [docTooLargeProblem(sourceFile, tooLarge)];
    const reading = readFrontmatter(source, sourceFile);
    return reading.ok ? [] : [reading.problem];
  });
}
