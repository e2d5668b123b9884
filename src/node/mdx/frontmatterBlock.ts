/** A doc's source split into its YAML frontmatter and its body, lines kept where they were. */
export interface SplitSource {
  /** The YAML between the `---` fences, or undefined when the file has no frontmatter. */
  yaml?: string;
  /** 1-based line of the YAML's first line in the file. */
  yamlFirstLine: number;
  /** The whole file with the frontmatter's lines blanked, so positions in it are the file's. */
  body: string;
}

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

/**
 * Blanks the frontmatter instead of cutting it: the MDX parser then reports the lines and
 * columns a writer sees in the file, and every position the build keeps (headings, links)
 * points into the file itself.
 */
export function splitFrontmatter(source: string): SplitSource {
  const match = FRONTMATTER.exec(source);
  if (!match || match.index !== 0) return { yamlFirstLine: 1, body: source };
  const block = match[0];
  return {
    yaml: match[1] ?? "",
    yamlFirstLine: 2,
    body: block.replace(/[^\n]/g, "") + source.slice(block.length),
  };
}
