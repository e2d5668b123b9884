import type { ProcessedDoc } from "../../mdx/processDoc";

/** A compile with nothing in it, for tests about which pages and data exist, not their content. */
export const emptyCompile = async (): Promise<ProcessedDoc> => ({
  tree: [],
  twin: null,
  problems: [],
  headings: [],
  links: [],
  explicitIds: [],
  sections: [],
  text: { pieces: [], paragraphs: [], headings: [] },
});
