/**
 * Builds the small fixture site (src/node/__fixtures__/site, completed as the build-failure
 * tests complete it) into test-results/fixture-site (its public/ and deploy-output/), for browser
 * tests of what the real site's build or configuration leaves out:
 *   - a dummy GA measurement id and a page of link cases (analytics and MDX links);
 *   - the variant configuration of e2e/variant/site.config.ts: navbar hiding on scroll, the
 *     colour-mode switch with the system preference, a second locale, no stored version choice,
 *     and the base URL /developers/ (built with --prefix-paths; served there by the tests);
 *   - a page that crashes on demand (e2e/variant/crash-test.tsx) and a long page to scroll;
 *   - a page of script URLs that slipped past the build (e2e/variant/unsafe-links.tsx).
 *
 *   npx tsx scripts/build-fixture-site.ts
 */
import fs from "node:fs";
import path from "node:path";
import { FIXTURE_DIR, FIXTURE_MEASUREMENT_ID } from "../e2e/ports";
import { DEPLOY_OUTPUT_FOLDER } from "../src/node/deploy/deployOutput";
import { build, makeSiteCopy, removeSiteCopy, writeDoc } from "../integration/siteCopy";

const LINK_CASES = `- [About, a page of the site](./about/index.mdx)
- [The site's own address](https://developers.getwemap.com/docs/about?from=absolute)
- [An external page](https://example.org/outside?from=docs)
- [A lookalike domain](https://developers.getwemap.com.example.org/)`;

const variantDir = path.join(__dirname, "..", "e2e", "variant");

/** The variant configuration over the copy's own, its extra pages and a long About page. */
function applyVariant(dir: string): void {
  fs.copyFileSync(path.join(dir, "site.config.ts"), path.join(dir, "site.base.config.ts"));
  fs.copyFileSync(path.join(variantDir, "site.config.ts"), path.join(dir, "site.config.ts"));
  for (const page of ["crash-test.tsx", "unsafe-links.tsx"]) {
    fs.copyFileSync(path.join(variantDir, page), path.join(dir, "src/pages", page));
  }
  const sections = Array.from(
    { length: 30 },
    (_, index) =>
      `## Section ${index + 1}\n\n${"The livemap shows pinpoints and events on an indoor map. ".repeat(12)}`,
  );
  writeDoc(
    dir,
    "docs/about/index.mdx",
    "About Wemap",
    `Wemap builds maps.\n\n${sections.join("\n\n")}`,
  );
}

const started = Date.now();
const dir = makeSiteCopy();
try {
  writeDoc(dir, "docs/links.mdx", "Link cases", LINK_CASES);
  applyVariant(dir);
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
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true });
  for (const folder of ["public", DEPLOY_OUTPUT_FOLDER]) {
    fs.cpSync(path.join(dir, folder), path.join(FIXTURE_DIR, folder), { recursive: true });
  }
  console.log(`Fixture site built in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  removeSiteCopy(dir);
}
