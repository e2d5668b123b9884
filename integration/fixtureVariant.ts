import fs from "node:fs";
import path from "node:path";
import { FIXTURE_DIR } from "../e2e/ports";
import { DEPLOY_OUTPUT_FOLDER } from "../src/node/deploy/deployOutput";
import { writeDoc } from "./siteCopy";

/**
 * The fixture site of the browser tests, over a copy of the project whose content is already the
 * small fixture site (siteCopy.ts, writeFixtureContent), for what the real site's build or
 * configuration leaves out:
 *   - a page of link cases (MDX links; the build gets a dummy GA measurement id);
 *   - the variant configuration of e2e/variant/site.config.ts: navbar hiding on scroll, the
 *     colour-mode switch with the system preference, a second locale, no stored version choice,
 *     and the base URL /developers/ (built with --prefix-paths; served there by the tests);
 *   - a page that crashes on demand (e2e/variant/crash-test.tsx) and a long page to scroll;
 *   - a page of script URLs that slipped past the build (e2e/variant/unsafe-links.tsx).
 * npm test builds it in the install without devDependencies
 * (integration/productionInstall.test.ts); scripts/build-fixture-site.ts builds it alone.
 */
const LINK_CASES = `- [About, a page of the site](./about/index.mdx)
- [The site's own address](https://developers.getwemap.com/docs/about?from=absolute)
- [An external page](https://example.org/outside?from=docs)
- [A lookalike domain](https://developers.getwemap.com.example.org/)`;

const variantDir = path.join(__dirname, "..", "e2e", "variant");

export function writeFixtureVariant(dir: string): void {
  writeDoc(dir, "docs/links.mdx", "Link cases", LINK_CASES);
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

/** Puts a built copy's public/ and deploy-output/ where the browser tests serve them from. */
export function publishFixture(dir: string): void {
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true });
  for (const folder of ["public", DEPLOY_OUTPUT_FOLDER]) {
    fs.cpSync(path.join(dir, folder), path.join(FIXTURE_DIR, folder), { recursive: true });
  }
}
