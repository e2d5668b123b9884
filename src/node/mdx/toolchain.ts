import type { Processor } from "unified";

/** The MDX parsing packages the site uses. They are published as ES modules only. */
export interface MdxToolchain {
  /** A processor that parses MDX and runs the site's remark and rehype plugins. */
  createProcessor: (plugins: ProcessorPlugins) => Processor;
  /** A vfile for a document: the processor's input, and where plugins report problems. */
  createFile: (options: { path: string; value: string }) => unknown;
  /** The text of an mdast node, as `mdast-util-to-string` reads it. */
  toString: (node: unknown) => string;
  /** github-slugger: a fresh slugger gives repeated headings distinct ids (`usage`, `usage-1`). */
  createSlugger: () => { slug: (value: string) => string };
  /** Markdown (CommonMark and GFM) from an mdast tree, as `mdast-util-to-markdown` writes it. */
  toMarkdown: (tree: unknown) => string;
  /** The mdast of plain Markdown (CommonMark and GFM, no MDX): how a reader's tools parse it. */
  parseMarkdown: (text: string) => unknown;
}

/** The site's own plugins, placed around the parsing packages'. */
interface ProcessorPlugins {
  remark: unknown[];
  rehype: unknown[];
}

/** MDX node types that remark-rehype must keep as they are for the site's serialiser. */
const MDX_NODE_TYPES = [
  "mdxFlowExpression",
  "mdxJsxFlowElement",
  "mdxJsxTextElement",
  "mdxTextExpression",
  "mdxjsEsm",
] as const;

let loading: Promise<MdxToolchain> | undefined;

/**
 * Loads the unified/MDX packages once per process. `import()` keeps them ES modules both in
 * Gatsby's compiled gatsby-node and under tsx (`npm run check`).
 */
export function loadMdxToolchain(): Promise<MdxToolchain> {
  loading ??= (async () => {
    const [unified, remarkParse, remarkMdx, remarkGfm, remarkDirective, remarkRehype] =
      await Promise.all([
        import("unified"),
        import("remark-parse"),
        import("remark-mdx"),
        import("remark-gfm"),
        import("remark-directive"),
        import("remark-rehype"),
      ]);
    const [{ toString }, { default: GithubSlugger }, { VFile }, { toMarkdown }, { gfmToMarkdown }] =
      await Promise.all([
        import("mdast-util-to-string"),
        import("github-slugger"),
        import("vfile"),
        import("mdast-util-to-markdown"),
        import("mdast-util-gfm"),
      ]);
    const markdownParser = unified.unified().use(remarkParse.default).use(remarkGfm.default);
    return {
      createProcessor: (plugins) =>
        unified
          .unified()
          .use(remarkParse.default)
          .use(remarkMdx.default)
          .use(remarkGfm.default)
          .use(remarkDirective.default)
          .use(plugins.remark as never)
          .use(remarkRehype.default, { passThrough: [...MDX_NODE_TYPES] })
          .use(plugins.rehype as never) as unknown as Processor,
      createFile: (options) => new VFile(options),
      toString: (node) => toString(node as never),
      createSlugger: () => new GithubSlugger(),
      toMarkdown: (tree) =>
        toMarkdown(tree as never, {
          extensions: [gfmToMarkdown()],
          bullet: "-",
          emphasis: "_",
          fence: "`",
          fences: true,
          listItemIndent: "one",
          rule: "-",
        }),
      parseMarkdown: (text) => markdownParser.parse(text),
    };
  })();
  return loading;
}
