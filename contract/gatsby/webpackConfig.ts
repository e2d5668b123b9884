import path from "node:path";
import type { GatsbyInstall } from "./install";

/** The parts of Gatsby's webpack configuration the touchpoints read. */
export interface WebpackConfigShape {
  name?: string;
  entry?: Record<string, unknown>;
  output?: {
    filename?: unknown;
    chunkFilename?: unknown;
    hashDigestLength?: unknown;
  };
  module?: { rules?: unknown[] };
  plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>;
  optimization?: {
    runtimeChunk?: { name?: unknown };
    splitChunks?: false | { cacheGroups?: Record<string, Record<string, unknown> | false> };
  };
}

type MakeConfig = (
  program: Record<string, unknown>,
  directory: string,
  stage: string,
  port: null,
  options: Record<string, unknown>,
) => Promise<WebpackConfigShape>;

const projectRoot = path.join(__dirname, "..", "..");
const made = new WeakMap<GatsbyInstall, Map<string, Promise<WebpackConfigShape>>>();

/**
 * The configuration Gatsby's own function makes for a stage (gatsby/dist/utils/webpack.config.js),
 * before any plugin's onCreateWebpackConfig: the real one, not a reading of its source. Made
 * once per stage.
 */
export function gatsbyWebpackConfig(
  gatsby: GatsbyInstall,
  stage: string,
): Promise<WebpackConfigShape> {
  let byStage = made.get(gatsby);
  if (!byStage) {
    byStage = new Map();
    made.set(gatsby, byStage);
  }
  let config = byStage.get(stage);
  if (!config) {
    const makeConfig = gatsby.load<MakeConfig>("gatsby/dist/utils/webpack.config.js");
    config = makeConfig(
      { directory: projectRoot, extensions: [".js"] },
      projectRoot,
      stage,
      null,
      {},
    );
    byStage.set(stage, config);
  }
  return config;
}
