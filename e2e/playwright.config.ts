import { defineConfig } from "@playwright/test";

/** Port of the production server the tests start; loopback only. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123);
/** The variant site (scripts/build-variant.ts) is served on the next port. */
export const VARIANT_URL = `http://127.0.0.1:${E2E_PORT + 1}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../test-results/e2e.json" }]],
  outputDir: "../test-results/artifacts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    // Debian's Chromium: never a downloaded browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "off",
  },
  webServer: [
    {
      command: `tsx ../scripts/serve.ts`,
      cwd: ".",
      env: { PORT: String(E2E_PORT), PUBLIC_DIR: "../public" },
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `tsx ../scripts/serve.ts`,
      cwd: ".",
      env: { PORT: String(E2E_PORT + 1), PUBLIC_DIR: "../.variant-site/public" },
      url: `${VARIANT_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
