/**
 * The invention check: lists names written as Wemap API (in prose, inline code and code blocks)
 * that data/wemap-sdk-facts.json does not say exists, as file:line:col.
 *   npx tsx scripts/check-api-names.ts                   # every page of every version
 *   npx tsx scripts/check-api-names.ts content/docs      # only the files under these folders
 * Exits 1 when any is found. The test suite runs the same check
 * (src/node/__tests__/contentQuality.test.ts, apiNames.test.ts).
 */
import {
  apiNameReport,
  apiShapeReport,
  formatApiNameProblem,
  readCheckedFiles,
} from "../src/node/content/contentChecks";

const folders = process.argv.slice(2).map((folder) => folder.replace(/\/$/, "") + "/");

async function main(): Promise<number> {
  const files = await readCheckedFiles(
    undefined,
    (file) => folders.length === 0 || folders.some((folder) => file.file.startsWith(folder)),
  );
  if (files.length === 0) {
    console.error(`No page under ${folders.join(", ")}: give folders such as content/docs`);
    return 2;
  }
  const report = [...apiNameReport(files), ...apiShapeReport(files)];
  for (const entry of report) console.log(formatApiNameProblem(entry));
  console.log(
    report.length === 0
      ? `Every API name on ${files.length} pages is in the facts.`
      : `${report.length} unknown name(s) on ${files.length} pages.`,
  );
  return report.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
