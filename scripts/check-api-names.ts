/**
 * The invention check: lists names written as Wemap API (in prose, inline code and code blocks)
 * that data/wemap-sdk-facts.json does not say exists, as file:line.
 *   npx tsx scripts/check-api-names.ts                   # every page of every version
 *   npx tsx scripts/check-api-names.ts content/docs      # only the files under these folders
 * Exits 1 when any is found. The test suite runs the same check
 * (src/node/__tests__/contentQuality.test.ts, apiNames.test.ts).
 */
import {
  apiNameReport,
  apiShapeReport,
  formatApiNameProblem,
  readContentFiles,
} from "../src/node/content/contentChecks";

const folders = process.argv.slice(2).map((folder) => folder.replace(/\/$/, "") + "/");
const files = readContentFiles().filter(
  (file) => folders.length === 0 || folders.some((folder) => file.file.startsWith(folder)),
);
if (files.length === 0) {
  console.error(`No page under ${folders.join(", ")}: give folders such as content/docs`);
  process.exit(2);
}
void apiShapeReport(files).then((shapes) => {
  const report = [...apiNameReport(files), ...shapes];
  for (const entry of report) console.log(formatApiNameProblem(entry));
  console.log(
    report.length === 0
      ? `Every API name on ${files.length} pages is in the facts.`
      : `${report.length} unknown name(s) on ${files.length} pages.`,
  );
  process.exit(report.length === 0 ? 0 : 1);
});
