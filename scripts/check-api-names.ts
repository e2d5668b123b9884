/**
 * Lists API names in inline code on reference pages that the SDK facts do not know.
 *   npx tsx scripts/check-api-names.ts          # exit 1 when any is found
 * The test suite runs the same check (src/node/__tests__/contentQuality.test.ts).
 */
import { apiNameReport } from "../src/node/content/contentChecks";

const report = apiNameReport();
for (const entry of report)
  console.log(`${entry.file}:${entry.line}: \`${entry.name}\` is not in the SDK facts`);
console.log(
  report.length === 0
    ? "Every API name on reference pages is in the facts."
    : `${report.length} unknown name(s).`,
);
process.exit(report.length === 0 ? 0 : 1);
