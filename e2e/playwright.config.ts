import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { NGINX_PATH, withNginx } from "./nginx";
import {
  E2E_PORT,
  FIXTURE_BASE_PATH,
  FIXTURE_PORT,
  FIXTURE_PUBLIC_DIR,
  NGINX_PORT,
  PREFIX_PORT,
  SERVED_PREFIX,
} from "./ports";

export { E2E_PORT };

/** Serves a built site with scripts/serve.ts (loopback only). */
function server(port: number, publicDir: string, prefix = "") {
  return {
    command: `tsx ../scripts/serve.ts`,
    cwd: ".",
    env: { PORT: String(port), PUBLIC_DIR: publicDir, SERVE_PREFIX: prefix },
    url: `http://127.0.0.1:${port}${prefix}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

/**
 * Debian's nginx serving public/ with the generated deploy-output/nginx-include.conf (e2e/nginx.ts
 * writes the rest of its configuration). `exec` leaves nginx itself as the process Playwright stops.
 */
const nginx = {
  command: `exec ${NGINX_PATH} -e stderr -p ../test-results/nginx/ -c "$(tsx nginx.ts)" -g "daemon off;"`,
  cwd: ".",
  url: `http://127.0.0.1:${NGINX_PORT}/`,
  reuseExistingServer: false,
  timeout: 30_000,
};

/**
 * The specs that run against nginx too: what a server does beyond one answer to one request
 * (304s, CSP enforced as sent, a navigation's page data, the pages' status). Every other answer
 * is compared with the Node server's, address by address, in serverParity.spec.ts; a browser
 * given the same answers sees the same site, so the other specs run once.
 */
const NGINX_SPECS = ["serving.spec.ts", "csp.spec.ts", "navigation.spec.ts", "pages.spec.ts"];

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
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        // No host but 127.0.0.1 resolves: the tests can reach nothing outside, even through a
        // preconnect hint. Requests a test answers itself (page.route) never reach the network.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      ],
    },
    trace: "off",
  },
  projects: [
    { name: "node" },
    ...(withNginx
      ? [
          {
            name: "nginx",
            testMatch: NGINX_SPECS.map((name) => `**/${name}`),
            use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    server(E2E_PORT, "../public"),
    ...(withNginx ? [nginx] : []),
    server(PREFIX_PORT, "../public", SERVED_PREFIX),
    // Built by npm test's install without devDependencies (integration/fixtureVariant.ts), or
    // alone by scripts/build-fixture-site.ts; e2e/fixture-site.spec.ts says
    // how to build it when it is missing.
    // It is built for the base URL /developers/ and served there.
    ...(fs.existsSync(FIXTURE_PUBLIC_DIR)
      ? [server(FIXTURE_PORT, FIXTURE_PUBLIC_DIR, FIXTURE_BASE_PATH)]
      : []),
  ],
});
