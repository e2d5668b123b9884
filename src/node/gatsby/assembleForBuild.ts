import type { GatsbyCache } from "gatsby";
import { loadSiteConfig } from "../config/loadSiteConfig";
import type { DocsModel, LenientSidebars } from "../model/docsModel";
import { assembleSite, type AssembledSite } from "../site/assembleSite";
import { readContentFolder } from "../site/readContentFolder";
import { compileDocCached } from "./docCompiles";
import { projectFolders } from "./paths";

/** Pages that src/pages creates, which docs may link to. */
const NON_DOC_PAGES = ["/", "/search", "/404"];

/** Where a build reads the site from: the project, and its content folder. */
export interface BuildRoots {
  projectRoot: string;
  contentRoot: string;
}

export interface BuildAssemblyOptions {
  /** `gatsby develop`: drafts built, broken links are warnings (src/node/site/assembleSite.ts). */
  development: boolean;
  /** Gatsby's cache, which keeps each doc's compile between builds. */
  cache?: Pick<GatsbyCache, "get" | "set">;
  contentIdOf?: (permalink: string) => string;
  lastModel?: DocsModel;
  lenientSidebars?: LenientSidebars;
}

/**
 * The site as `createPages` assembles it: every check the build runs on the content, through
 * the one function `npm run check` runs too (src/node/site/assembleSite.ts), with the build's
 * compile cache. Callable without Gatsby, so a test can hold the build and the check to one set
 * of rules (src/node/__tests__/oneSetOfRules.test.ts).
 */
export function assembleForBuild(
  { projectRoot, contentRoot }: BuildRoots,
  options: BuildAssemblyOptions,
): Promise<AssembledSite> {
  const folders = projectFolders(projectRoot);
  return assembleSite({
    projectRoot,
    contentRoot,
    staticRoot: folders.staticRoot,
    docTemplate: folders.docTemplate,
    examplesRoot: folders.examplesRoot,
    // The docs as they are on disk, not Gatsby's File nodes: its watcher misses files written
    // into a folder just created (seen under `gatsby develop`: a new folder's docs never
    // appeared), while the folder's own event runs createPages again after they are written.
    // `npm run check` reads the same list (src/node/site/readContentFolder.ts).
    docFiles: readContentFolder(contentRoot),
    rawConfig: loadSiteConfig(folders.siteConfigPath),
    configFile: "site.config.ts",
    otherPages: NON_DOC_PAGES,
    development: options.development,
    processDoc: (doc) => compileDocCached(doc, options.cache),
    contentIdOf: options.contentIdOf,
    lastModel: options.lastModel,
    lenientSidebars: options.lenientSidebars,
  });
}
