import path from "node:path";
import { loadSiteConfig } from "../../src/node/config/loadSiteConfig";
import { processDoc } from "../../src/node/mdx/processDoc";
import { assembleSite } from "../../src/node/site/assembleSite";
import { readContentFolder } from "../../src/node/site/readContentFolder";
import type { ReportedProblem } from "./inventionHarness";

const projectRoot = path.join(__dirname, "..", "..");

/**
 * The invention check as `npm run check` runs it (scripts/check-content.ts): the whole site
 * assembled from a copied root, its content/ and data/ (facts, allow-list, code vocabulary), and
 * every invented-name problem reported with the file and line the writer would be shown.
 */
export async function siteInventionCheck(root: string): Promise<ReportedProblem[]> {
  const contentRoot = path.join(root, "content");
  const site = await assembleSite({
    projectRoot: root,
    contentRoot,
    staticRoot: path.join(projectRoot, "static"),
    docTemplate: path.join(projectRoot, "src/templates/doc.tsx"),
    docFiles: readContentFolder(contentRoot),
    rawConfig: loadSiteConfig(path.join(projectRoot, "site.config.ts")),
    configFile: "site.config.ts",
    otherPages: ["/", "/search", "/404"],
    development: false,
    processDoc: (doc) => processDoc(doc),
  });
  return site.problems
    .filter((problem) => problem.message.includes("and the SDK facts do not have it"))
    .map((problem) => ({
      file: problem.file.split(path.sep).join("/"),
      line: problem.line ?? 0,
      column: problem.column ?? 0,
      name: /^`([^`]*)`/.exec(problem.message)?.[1] ?? problem.message,
    }));
}
