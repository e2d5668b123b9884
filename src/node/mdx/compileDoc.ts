import type { DocsVersion } from "../versions/versions";
import rehypeCodeBlocks from "./rehypeCodeBlocks";
import rehypeHeadingIds from "./rehypeHeadingIds";
import remarkAdmonitions from "./remarkAdmonitions";
import remarkDocLinks from "./remarkDocLinks";

export interface CompileDocOptions {
  contentRoot: string;
  versions: readonly DocsVersion[];
}

/** Bump when the pipeline's output changes, so cached compilations are not reused. */
export const COMPILER_VERSION = "2";

/**
 * The cache key of a doc's compilation. The file's path is part of it: the same text in two
 * versions compiles differently, since its links point into its own version.
 */
export function compiledDocCacheKey(absolutePath: string, contentDigest: string): string {
  return `compiled-doc-${COMPILER_VERSION}-${absolutePath}-${contentDigest}`;
}

/**
 * Compiles a doc's MDX body to the body of a function that returns its React component. Pages
 * ship this code in their page data and run it with React's JSX runtime (src/theme/MdxContent),
 * so every doc shares one template instead of becoming a webpack module of its own: the site's
 * JavaScript then stays the same size however many pages it has.
 */
export async function compileDoc(
  body: string,
  absolutePath: string,
  options: CompileDocOptions,
): Promise<string> {
  // The MDX toolchain is published as ES modules only.
  const { compile } = await import("@mdx-js/mdx");
  const { default: remarkGfm } = await import("remark-gfm");
  const { default: remarkDirective } = await import("remark-directive");
  const file = await compile(
    { value: body, path: absolutePath },
    {
      outputFormat: "function-body",
      providerImportSource: "@mdx-js/react",
      development: false,
      remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, [remarkDocLinks, options]],
      rehypePlugins: [rehypeHeadingIds, rehypeCodeBlocks],
    },
  );
  return String(file);
}
