import type { PlaywrightTestConfig } from "@playwright/test";

/** Debian's Chromium, which the browser tests and the benchmark drive (never a downloaded browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a headless Chromium on this machine: no sandbox as root, no background traffic. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Playwright's browser settings of every browser test: Debian's Chromium, and no host but
 * 127.0.0.1 resolves, so the tests can reach nothing outside, even through a preconnect hint
 * (requests a test answers itself, page.route, never reach the network).
 */
export const BROWSER_USE: PlaywrightTestConfig["use"] = {
  browserName: "chromium",
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  },
  trace: "off",
};
