import path from "node:path";
import { deployOutputOf } from "../deploy/deployOutput";

/** Where a project keeps each input and output of its build, from the project's folder. */
export function projectFolders(root: string) {
  return {
    docTemplate: path.join(root, "src/templates/doc.tsx"),
    staticRoot: path.join(root, "static"),
    /** Gatsby's output folder, where the build also writes the search files. */
    publicRoot: path.join(root, "public"),
    /** The site configuration, read again on every content run in development. */
    siteConfigPath: path.join(root, "site.config.ts"),
    /** What the pages' TypeScript and JavaScript examples are compiled against (code-examples/README.md). */
    examplesRoot: path.join(root, "code-examples"),
  };
}

/** Gatsby runs from the project folder. */
export const projectRoot = process.cwd();

/**
 * The content folder. `WEMAP_CONTENT_DIR` points the build at another one (a generated corpus
 * for the benchmark, a fixture for a test) without touching `content/`.
 */
export const contentRoot = path.resolve(projectRoot, process.env.WEMAP_CONTENT_DIR ?? "content");

export const { staticRoot, publicRoot, siteConfigPath, examplesRoot } = projectFolders(projectRoot);

/** What the build writes for the servers, beside public/ (src/node/deploy/deployOutput.ts). */
export const deployOutputRoot = deployOutputOf(publicRoot);

/** Drafts are shown while writing (`gatsby develop`) and never in a production build. */
export const includeDrafts = process.env.NODE_ENV === "development";
