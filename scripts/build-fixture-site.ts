/**
 * Builds the browser tests' fixture site (integration/fixtureVariant.ts: the small fixture
 * content, a dummy GA measurement id, the variant configuration) into test-results/fixture-site,
 * its public/ and deploy-output/. npm test builds the same site in an install without
 * devDependencies (integration/productionInstall.test.ts); this builds it alone, for a run of the
 * browser tests without npm test.
 *
 *   npx tsx scripts/build-fixture-site.ts
 */
import { FIXTURE_MEASUREMENT_ID } from "../e2e/ports";
import { publishFixture, writeFixtureVariant } from "../integration/fixtureVariant";
import { build, makeSiteCopy, removeSiteCopy } from "../integration/siteCopy";

const started = Date.now();
const dir = makeSiteCopy();
try {
  writeFixtureVariant(dir);
  // The variant's base URL is not "/": Gatsby applies it only with --prefix-paths, which
  // PREFIX_PATHS=true sets (npm run build passes the flag).
  const { status, output } = build(dir, {
    GA_MEASUREMENT_ID: FIXTURE_MEASUREMENT_ID,
    PREFIX_PATHS: "true",
  });
  if (status !== 0) {
    console.error(output);
    throw new Error(`The fixture site did not build (exit ${status})`);
  }
  publishFixture(dir);
  console.log(`Fixture site built in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  removeSiteCopy(dir);
}
