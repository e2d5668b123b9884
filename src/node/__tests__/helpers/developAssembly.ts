import path from "node:path";
import { loadSiteConfig } from "../../config/loadSiteConfig";
import { projectRoot } from "../../__fixtures__/fixtureSite";
import { assembleSite, type SiteAssemblyInput } from "../../site/assembleSite";
import { readContentFolder } from "../../site/readContentFolder";
import { emptyCompile } from "./emptyCompile";

/**
 * What `gatsby develop`'s createPages assembles from a project copied to `root` (its content/,
 * static/ and data/), with the site's own template and configuration; `overrides` changes the
 * compile, the last model or the lenient sidebars as a test needs.
 */
export function assembleInDevelop(root: string, overrides: Partial<SiteAssemblyInput> = {}) {
  return assembleSite({
    projectRoot: root,
    contentRoot: path.join(root, "content"),
    staticRoot: path.join(root, "static"),
    docTemplate: path.join(projectRoot, "src/templates/doc.tsx"),
    examplesRoot: path.join(projectRoot, "code-examples"),
    docFiles: readContentFolder(path.join(root, "content")),
    rawConfig: loadSiteConfig(path.join(projectRoot, "site.config.ts")),
    configFile: "site.config.ts",
    otherPages: ["/", "/search", "/404"],
    development: true,
    processDoc: emptyCompile,
    ...overrides,
  });
}
