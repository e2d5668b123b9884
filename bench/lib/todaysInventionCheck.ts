import path from "node:path";
import {
  apiNameReport,
  apiShapeReport,
  readAllowList,
  readCheckedFiles,
  readSdkVocabulary,
} from "../../tools/contentChecks/contentChecks";
import type { ReportedProblem } from "./inventionHarness";

/**
 * Today's invention check as the harness runs it: apiNameReport and apiShapeReport on the pages
 * of a copied root, with the copy's own facts and allow-list. Kept apart from the harness because
 * the MDX compile it needs is ES modules, which jest cannot load.
 */
export async function todaysInventionCheck(root: string): Promise<ReportedProblem[]> {
  const files = await readCheckedFiles(path.join(root, "content"));
  const facts = path.join(root, "data", "wemap-sdk-facts.json");
  const problems = [
    ...apiNameReport(
      files,
      readSdkVocabulary(facts),
      readAllowList(path.join(root, "data", "api-names-allow-list.json")),
    ),
    ...apiShapeReport(files, facts),
  ];
  // The reports name files relative to the project; the harness wants them relative to the copy.
  const projectRoot = path.join(__dirname, "..", "..");
  return problems.map(({ file, line, column, name }) => ({
    file: path.relative(root, path.resolve(projectRoot, file)).split(path.sep).join("/"),
    line,
    column,
    name,
  }));
}
