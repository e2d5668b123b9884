import matter from "gray-matter";
import { splitFrontmatter } from "../mdx/frontmatterBlock";
import { isStackOverflow } from "../mdx/nestingDepth";
import { withFrame } from "../mdx/problems";
import { fieldOverValueLimit, MAX_FRONTMATTER_VALUES } from "./frontmatterValues";
import type { ContentProblem } from "../../shared/docPage";

/** A doc's frontmatter as YAML gives it, or the YAML syntax error with its place in the file. */
export type FrontmatterReading =
  { ok: true; data: Record<string, unknown> } | { ok: false; problem: ContentProblem };

interface YamlError {
  reason?: string;
  message: string;
  mark?: { line: number; column: number };
}

/**
 * Parses a doc's YAML frontmatter. A syntax error comes back with the file, the line and column
 * in the file (YAML counts from the line after `---`) and a code frame, instead of the YAML
 * library's position inside the block. So does frontmatter that holds more values than any
 * page needs once its aliases are expanded (src/node/content/frontmatterValues.ts), before
 * anything walks it, and frontmatter nested too deeply for the YAML reader's stack.
 */
export function readFrontmatter(source: string, sourceFile: string): FrontmatterReading {
  if (splitFrontmatter(source).yaml === undefined) return { ok: true, data: {} };
  const problem = (line: number, column: number, message: string): FrontmatterReading => ({
    ok: false,
    problem: withFrame({ file: sourceFile, line, column, message, severity: "error" }, source),
  });
  let data: Record<string, unknown>;
  try {
    // gray-matter caches by content; the JS and JSON engines are off, as in gatsby-plugin-mdx.
    data = matter(source, { engines: { js: () => ({}), javascript: () => ({}) } }).data as Record<
      string,
      unknown
    >;
  } catch (error) {
    if (isStackOverflow(error)) {
      return problem(
        2,
        1,
        "the frontmatter is nested too deeply to be read (thousands of brackets or indents inside one another): its fields are text, numbers, true/false or a list of words",
      );
    }
    const yamlError = error as YamlError;
    // gray-matter hands js-yaml the text from the end of the opening `---`, so YAML's 0-based
    // line is the file's line minus one.
    const line = (yamlError.mark?.line ?? 0) + 1;
    const column = (yamlError.mark?.column ?? 0) + 1;
    const reason = (yamlError.reason ?? yamlError.message).split("\n")[0] ?? "";
    return problem(line, column, `the frontmatter is not valid YAML: ${reason}`);
  }
  const tooMany = fieldOverValueLimit(data);
  if (tooMany !== undefined) {
    return problem(
      frontmatterFieldLine(source, tooMany) ?? 1,
      1,
      `frontmatter field "${tooMany}": with it the frontmatter holds more than ${MAX_FRONTMATTER_VALUES} values (an alias *name counts as all its anchor &name holds, each time it is used); a page's fields need a few: write each value out, without anchors and aliases`,
    );
  }
  return { ok: true, data };
}

/** The line of `field:` in a doc's frontmatter, to place a validation problem on it. */
export function frontmatterFieldLine(source: string, field: string): number | undefined {
  const { yaml, yamlFirstLine } = splitFrontmatter(source);
  if (yaml === undefined) return undefined;
  const topLevel = field.split(/[.[]/)[0] ?? field;
  const index = yaml.split("\n").findIndex((line) => line.startsWith(`${topLevel}:`));
  return index === -1 ? undefined : index + yamlFirstLine;
}
