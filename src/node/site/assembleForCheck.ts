import path from "node:path";
import { loadSiteConfig } from "../config/loadSiteConfig";
import { processDoc } from "../mdx/processDoc";
import { assembleSite, type AssembledSite } from "./assembleSite";
import { readContentFolder } from "./readContentFolder";

/**
 * The site assembled as `npm run check` judges it, without Gatsby: every check the build runs on
 * the content. `projectRoot` holds the inputs judged with it (data/: the facts, the allow-list,
 * the code vocabulary); the site's configuration, static folder, template and examples' environment are `siteRoot`'s,
 * the project's own unless a copy gives its data only.
 */
export async function assembleForCheck(options: {
  projectRoot: string;
  contentRoot: string;
  siteRoot?: string;
}): Promise<{ site: AssembledSite; files: number }> {
  const siteRoot = options.siteRoot ?? options.projectRoot;
  const docFiles = readContentFolder(options.contentRoot);
  const site = await assembleSite({
    projectRoot: options.projectRoot,
    contentRoot: options.contentRoot,
    staticRoot: path.join(siteRoot, "static"),
    docTemplate: path.join(siteRoot, "src/templates/doc.tsx"),
    examplesRoot: path.join(siteRoot, "code-examples"),
    docFiles,
    rawConfig: loadSiteConfig(path.join(siteRoot, "site.config.ts")),
    configFile: "site.config.ts",
    otherPages: ["/", "/search", "/404"],
    development: false,
    processDoc: (doc) => processDoc(doc),
  });
  return { site, files: docFiles.length };
}
