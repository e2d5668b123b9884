import type { GatsbyNode } from "gatsby";
import { leverOn } from "./levers";

interface CacheGroup {
  chunks?: string;
  [key: string]: unknown;
}
interface WebpackConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false> } };
}

/**
 * Gatsby puts every CSS module of the site into one `styles` chunk, which each page's HTML then
 * inlines: every page carried the styles of the home page, the search page, the search modal
 * and the other parts that load on demand. Limited to the chunks of the first load (`app`), the
 * group leaves a page template's CSS with its template, inlined only in that template's pages,
 * and a part loaded on demand brings its own stylesheet with its code (webpack's CSS loader
 * inserts it, and skips what a page already inlines, by the `data-href` Gatsby writes).
 * Returns false when Gatsby's configuration no longer has the group, so the change is noticed.
 */
export function keepCssWithItsChunk(config: WebpackConfig): boolean {
  const splitChunks = config.optimization?.splitChunks;
  const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
  if (!styles) return false;
  styles.chunks = "initial";
  return true;
}

/** Wires it for the production browser bundle; the build stops if Gatsby's group is gone. */
export const cssWithItsChunk: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-javascript" || !leverOn("css-with-its-chunk")) return;
  const config = getConfig() as WebpackConfig;
  if (!keepCssWithItsChunk(config))
    throw new Error(
      "Gatsby's webpack configuration has no `styles` cache group any more: review src/node/gatsby/cssWithItsChunk.ts",
    );
  actions.replaceWebpackConfig(config);
};
