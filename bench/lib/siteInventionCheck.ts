import path from "node:path";
import { assembleForCheck } from "../../src/node/site/assembleForCheck";
import type { ReportedProblem } from "./inventionHarness";

const projectRoot = path.join(__dirname, "..", "..");

/**
 * The invention check as `npm run check` runs it (scripts/check-content.ts): the whole site
 * assembled from a copied root, its content/ and data/ (facts, allow-list, code vocabulary), and
 * every invented-name problem reported with the file and line the writer would be shown.
 */
export async function siteInventionCheck(root: string): Promise<ReportedProblem[]> {
  const { site } = await assembleForCheck({
    projectRoot: root,
    contentRoot: path.join(root, "content"),
    siteRoot: projectRoot,
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
