import path from "node:path";
import { deployOutputOf } from "../deploy/deployOutput";

/** Gatsby runs from the project folder. */
export const projectRoot = process.cwd();

/**
 * The content folder. `WEMAP_CONTENT_DIR` points the build at another one (a generated corpus
 * for the benchmark, a fixture for a test) without touching `content/`.
 */
export const contentRoot = path.resolve(projectRoot, process.env.WEMAP_CONTENT_DIR ?? "content");

export const docTemplate = path.join(projectRoot, "src/templates/doc.tsx");

export const staticRoot = path.join(projectRoot, "static");

/** Gatsby's output folder, where the build also writes the search files. */
export const publicRoot = path.join(projectRoot, "public");

/** What the build writes for the servers, beside public/ (src/node/deploy/deployOutput.ts). */
export const deployOutputRoot = deployOutputOf(publicRoot);

/** Drafts are shown while writing (`gatsby develop`) and never in a production build. */
export const includeDrafts = process.env.NODE_ENV === "development";

/** The site configuration, read again on every content run in development. */
export const siteConfigPath = path.join(projectRoot, "site.config.ts");

/** What the pages' TypeScript and JavaScript examples are compiled against (code-examples/README.md). */
export const examplesRoot = path.join(projectRoot, "code-examples");
