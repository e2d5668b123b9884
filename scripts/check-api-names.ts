/**
 * The invention check's old command, kept as an alias: the check now runs with every other
 * content check, in one place and one format (src/node/site/assembleSite.ts), so this runs
 * `npm run check` (scripts/check-content.ts). It no longer takes folders: the check reads the
 * whole content, as the build does.
 */
if (process.argv.length > 2)
  console.error("check-api-names takes no folders any more: checking the whole content.");
void import("./check-content");
