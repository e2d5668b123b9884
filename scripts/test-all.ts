/**
 * `npm test`: every test of the project, from nothing to a verdict.
 *   1. unit and component tests (jest)
 *   2. build-failure tests: broken inputs must stop `gatsby build`; and an install without
 *      devDependencies builds (integration/productionInstall.test.ts) (jest, slower)
 *   3. the production build, then the tests that read it (built/: the search engine over the
 *      built index against MiniSearch over every record, for thousands of generated queries)
 *   4. the fixture site with a dummy analytics id (scripts/build-fixture-site.ts, about 30 s),
 *      built beside the production build: each leaves a core idle much of its time (one
 *      webpack compile, one createPages), and the two share no file
 *   5. browser tests against both (Playwright driving Debian's Chromium, installed when missing),
 *      and the serving, CSP, navigation and page specs again against Debian's nginx serving the
 *      build with its generated configuration (installed when missing)
 * Ends with one line "N passed, N failed" summing every runner, and exits non-zero on failure.
 *
 * SKIP_BUILD=1 reuses an existing public/ and fixture site (for a quick re-run while writing tests).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");
const results = path.join(root, "test-results");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true" };

interface Tally {
  passed: number;
  failed: number;
}
const total: Tally = { passed: 0, failed: 0 };

function run(
  label: string,
  command: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
): number {
  console.log(`\n=== ${label}: ${[path.basename(command), ...args].join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, ...extraEnv },
  });
  return result.status ?? 1;
}

/**
 * Starts `command` with its output in `logFile` (a pipe would fill while the production build
 * runs in the foreground); resolves to its exit status.
 */
function start(label: string, command: string, args: string[], logFile: string): Promise<number> {
  console.log(
    `\n=== ${label} (beside the next step): ${[path.basename(command), ...args].join(" ")}`,
  );
  const log = fs.openSync(logFile, "w");
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", log, log], env });
  fs.closeSync(log);
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function jestStep(label: string, config: string, output: string): void {
  const status = run(label, bin("jest"), ["--config", config, "--json", `--outputFile=${output}`]);
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  }>(output);
  if (!report) {
    total.failed += 1;
    return;
  }
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (status !== 0 && report.numFailedTests + report.numRuntimeErrorTestSuites === 0)
    total.failed += 1;
}

function aptGet(args: string[]): boolean {
  const asRoot = process.getuid?.() === 0;
  const [command, ...rest] = asRoot ? ["apt-get", ...args] : ["sudo", "apt-get", ...args];
  const result = spawnSync(command as string, rest, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

/** The browser tests drive Debian's Chromium; install it when this machine has none. */
function ensureChromium(): boolean {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(chromium)) return true;
  console.log(`\n=== ${chromium} is missing: installing Debian's chromium`);
  return aptGet(["update"]) && aptGet(["install", "-y", "chromium"]) && fs.existsSync(chromium);
}

/** The browser tests also run against Debian's nginx; install it when this machine has none. */
function ensureNginx(): boolean {
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  if (fs.existsSync(nginx)) return true;
  console.log(`\n=== ${nginx} is missing: installing Debian's nginx`);
  return aptGet(["update"]) && aptGet(["install", "-y", "nginx"]) && fs.existsSync(nginx);
}

async function main(): Promise<void> {
  fs.mkdirSync(results, { recursive: true });

  jestStep("unit and component tests", "jest.config.js", path.join(results, "jest.json"));
  jestStep(
    "build-failure tests",
    "integration/jest.config.js",
    path.join(results, "integration.json"),
  );

  const skipBuild =
    process.env.SKIP_BUILD === "1" && fs.existsSync(path.join(root, "public", "index.html"));
  const fixtureLog = path.join(results, "fixture-site-build.log");
  const fixtureBuild =
    skipBuild && fs.existsSync(path.join(results, "fixture-site", "public", "index.html"))
      ? Promise.resolve(0)
      : start("fixture site build", bin("tsx"), ["scripts/build-fixture-site.ts"], fixtureLog);
  // Hidden source maps beside the output (deploy-output/source-maps): built/bundledModules.test.ts
  // reads which of the site's modules the bundles hold; the bundles' code is the same without.
  const built =
    skipBuild ||
    run("production build", bin("tsx"), ["scripts/build.ts"], { WRITE_SOURCE_MAPS: "1" }) === 0;
  if (!built) total.failed += 1;

  const fixtureBuilt = (await fixtureBuild) === 0;
  if (fs.existsSync(fixtureLog)) {
    console.log(`\n=== fixture site build, its output:\n${fs.readFileSync(fixtureLog, "utf8")}`);
  }
  if (!fixtureBuilt) total.failed += 1;
  if (built) jestStep("built-site tests", "built/jest.config.js", path.join(results, "built.json"));

  // Without nginx the nginx project is left out of the browser run (e2e/playwright.config.ts):
  // count that as a failure rather than pass silently.
  if (built && !ensureNginx()) {
    console.error("nginx could not be installed: the browser tests will not run against it.");
    total.failed += 1;
  }

  if (built && ensureChromium()) {
    const output = path.join(results, "e2e.json");
    fs.rmSync(output, { force: true });
    const status = run("browser tests", bin("playwright"), [
      "test",
      "--config",
      "e2e/playwright.config.ts",
    ]);
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
      output,
    );
    if (report) {
      total.passed += report.stats.expected + report.stats.flaky;
      total.failed += report.stats.unexpected;
    }
    if (!report || (status !== 0 && (report?.stats.unexpected ?? 0) === 0)) total.failed += 1;
  } else if (built) {
    console.error("Chromium could not be installed: the browser tests did not run.");
    total.failed += 1;
  }

  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
