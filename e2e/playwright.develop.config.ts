import { defineConfig } from "@playwright/test";
import { BROWSER_USE } from "./chromium";

/**
 * The writer's loop (develop.spec.ts): `gatsby develop` on a copy of the site, which it starts
 * itself. It needs no build and none of the servers of e2e/playwright.config.ts, so npm test runs
 * it beside the build-failure tests and the production build, where its waits for Gatsby's
 * recompiles leave a core to the builds, rather than after them.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "develop.spec.ts",
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e-develop.json" }]],
  outputDir: "../test-results/artifacts-develop",
  use: BROWSER_USE,
});
