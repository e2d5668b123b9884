import matter from "gray-matter";
import { splitFrontmatter } from "../mdx/frontmatterBlock";
import { withFrame } from "../mdx/problems";
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
 * library's position inside the block.
 */
export function readFrontmatter(source: string, sourceFile: string): FrontmatterReading {
  if (splitFrontmatter(source).yaml === undefined) return { ok: true, data: {} };
  try {
    // gray-matter caches by content; the JS and JSON engines are off, as in gatsby-plugin-mdx.
    const { data } = matter(source, { engines: { js: () => ({}), javascript: () => ({}) } });
    return { ok: true, data: data as Record<string, unknown> };
  } catch (error) {
    const yamlError = error as YamlError;
    // gray-matter hands js-yaml the text from the end of the opening `---`, so YAML's 0-based
    // line is the file's line minus one.
    const line = (yamlError.mark?.line ?? 0) + 1;
    const column = (yamlError.mark?.column ?? 0) + 1;
    const reason = (yamlError.reason ?? yamlError.message).split("\n")[0] ?? "";
    return {
      ok: false,
      problem: withFrame(
        {
          file: sourceFile,
          line,
          column,
          message: `the frontmatter is not valid YAML: ${reason}`,
          severity: "error",
        },
        source,
      ),
    };
  }
}

/** The line of `field:` in a doc's frontmatter, to place a validation problem on it. */
export function frontmatterFieldLine(source: string, field: string): number | undefined {
  const { yaml, yamlFirstLine } = splitFrontmatter(source);
  if (yaml === undefined) return undefined;
  const topLevel = field.split(/[.[]/)[0] ?? field;
  const index = yaml.split("\n").findIndex((line) => line.startsWith(`${topLevel}:`));
  return index === -1 ? undefined : index + yamlFirstLine;
}
