/**
 * Builds the small fixture site (src/node/__fixtures__/site, completed as the build-failure
 * tests complete it) with a dummy GA measurement id and a page of link cases, into
 * test-results/fixture-site. The browser tests serve it to check analytics and MDX links
 * without touching the real build, which has no analytics.
 *
 *   npx tsx scripts/build-fixture-site.ts
 */
import fs from "node:fs";
import { FIXTURE_MEASUREMENT_ID, FIXTURE_PUBLIC_DIR } from "../e2e/ports";
import { build, makeSiteCopy, removeSiteCopy, writeDoc } from "../integration/siteCopy";

const LINK_CASES = `- [About, a page of the site](./about/index.mdx)
- [The site's own address](https://developers.getwemap.com/docs/about?from=absolute)
- [An external page](https://example.org/outside?from=docs)
- [A lookalike domain](https://developers.getwemap.com.example.org/)`;

const started = Date.now();
const dir = makeSiteCopy();
try {
  writeDoc(dir, "docs/links.mdx", "Link cases", LINK_CASES);
  const { status, output } = build(dir, { GA_MEASUREMENT_ID: FIXTURE_MEASUREMENT_ID });
  if (status !== 0) {
    console.error(output);
    throw new Error(`The fixture site did not build (exit ${status})`);
  }
  fs.rmSync(FIXTURE_PUBLIC_DIR, { recursive: true, force: true });
  fs.cpSync(`${dir}/public`, FIXTURE_PUBLIC_DIR, { recursive: true });
  console.log(`Fixture site built in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  removeSiteCopy(dir);
}
