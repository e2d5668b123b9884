import path from "node:path";
import { parseFrontmatter } from "../content/frontmatter";
import { frontmatterFieldLine, readFrontmatter } from "../content/readFrontmatter";
import { BuildError } from "../errors/BuildError";
import { withFrame } from "../mdx/problems";
import type { ContentProblem } from "../../shared/docPage";

/** A doc file's frontmatter ready for the model, with the problems found reading it. */
export interface CheckedFrontmatter {
  /** Valid frontmatter; a stand-in with the file's name as title when it is not. */
  data: Record<string, unknown>;
  problems: ContentProblem[];
}

/** What stands in for a doc's frontmatter while it has a problem: its file's name as title. */
export function standInFrontmatter(sourceFile: string): Record<string, unknown> {
  return { title: path.basename(sourceFile).replace(/\.mdx?$/, "") };
}

/**
 * Reads and validates a doc's frontmatter. A bad field or bad YAML is a problem placed on its
 * line; the doc then keeps a stand-in title so that, in development, its page still exists (to
 * show the problem) and the sidebar that names it still resolves.
 */
export function checkDocFrontmatter(source: string, sourceFile: string): CheckedFrontmatter {
  const reading = readFrontmatter(source, sourceFile);
  const standIn = standInFrontmatter(sourceFile);
  if (!reading.ok) return { data: standIn, problems: [reading.problem] };
  try {
    parseFrontmatter(sourceFile, reading.data);
    return { data: reading.data, problems: [] };
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    const problems = error.problems.map((problem) => {
      const line = problem.at ? frontmatterFieldLine(source, problem.at) : undefined;
      return withFrame(
        {
          file: sourceFile,
          ...(line ? { line, column: 1 } : { line: 1, column: 1 }),
          message:
            `frontmatter ${problem.at ? `field "${problem.at}"` : ""}: ${problem.message}`.replace(
              "frontmatter :",
              "frontmatter:",
            ),
          severity: "error" as const,
        },
        source,
      );
    });
    return { data: standIn, problems };
  }
}
