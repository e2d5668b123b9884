/**
 * The invention check: lists names written as Wemap API (in prose, inline code and code blocks,
 * on every page of every version) that data/wemap-sdk-facts.json does not say exist.
 *   npx tsx scripts/check-api-names.ts          # exit 1 when any is found
 * The test suite runs the same check (src/node/__tests__/contentQuality.test.ts).
 */
import { apiNameReport, formatApiNameProblem } from "../src/node/content/contentChecks";

const report = apiNameReport();
for (const entry of report) console.log(formatApiNameProblem(entry));
console.log(
  report.length === 0
    ? "Every API name on the pages is in the facts."
    : `${report.length} unknown name(s).`,
);
process.exit(report.length === 0 ? 0 : 1);
