/**
 * `npm test`: every test of the project, from nothing to a verdict.
 *   1. unit and component tests (jest)
 *   2. build-failure tests: broken inputs must stop `gatsby build`; and an install without
 *      devDependencies builds the browser tests' fixture site, with a dummy analytics id and the
 *      variant configuration (integration/productionInstall.test.ts) (jest, slower)
 *   3. beside them, the production build: the two share no file (the build-failure tests build
 *      copies of the project), and each leaves a core idle part of its time (a webpack compile,
 *      a createPages, the last build-failure file alone on one worker); its output is printed
 *      once it ends
 *   4. the tests that read the production build (built/: the search engine over the built
 *      index against MiniSearch over every record, for thousands of generated queries)
 *   5. browser tests against both (Playwright driving Debian's Chromium, installed when missing),
 *      and the serving, CSP, navigation and page specs again against Debian's nginx serving the
 *      build with its generated configuration (installed when missing)
 * Ends with one line "N passed, N failed" summing every runner, and exits non-zero on failure.
 *
 * SKIP_BUILD=1 reuses an existing public/ (for a quick re-run while writing tests).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { FIXTURE_DIR } from "../e2e/ports";

const root = path.join(__dirname, "..");
const results = path.join(root, "test-results");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true" };

interface Tally {
  passed: number;
  failed: number;
}
const total: Tally = { passed: 0, failed: 0 };

/**
 * Runs `command` in the project; its output goes to the terminal, or to `logFile` when it runs
 * beside another step (printed by printLog once it ends). Resolves to its exit status.
 */
function run(
  label: string,
  command: string,
  args: string[],
  { extraEnv = {}, logFile }: { extraEnv?: NodeJS.ProcessEnv; logFile?: string } = {},
): Promise<number> {
  const beside = logFile ? " (beside the other steps started with it, output when it ends)" : "";
  console.log(`\n=== ${label}${beside}: ${[path.basename(command), ...args].join(" ")}`);
  const log = logFile ? fs.openSync(logFile, "w") : undefined;
  const child = spawn(command, args, {
    cwd: root,
    stdio: log === undefined ? "inherit" : ["ignore", log, log],
    env: { ...env, ...extraEnv },
  });
  if (log !== undefined) fs.closeSync(log);
  return new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

function printLog(label: string, logFile: string): void {
  if (!fs.existsSync(logFile)) return;
  console.log(`\n=== ${label}, its output:\n${fs.readFileSync(logFile, "utf8")}`);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

async function jestStep(label: string, config: string, output: string): Promise<void> {
  const status = await run(label, bin("jest"), [
    "--config",
    config,
    "--json",
    `--outputFile=${output}`,
  ]);
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

  await jestStep("unit and component tests", "jest.config.js", path.join(results, "jest.json"));

  const skipBuild =
    process.env.SKIP_BUILD === "1" && fs.existsSync(path.join(root, "public", "index.html"));
  const buildLog = path.join(results, "production-build.log");
  // The build-failure layer's install without devDependencies builds the fixture site
  // (integration/productionInstall.test.ts): an older one must not stand in if it fails.
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true });
  const [, buildStatus] = await Promise.all([
    jestStep(
      "build-failure tests",
      "integration/jest.config.js",
      path.join(results, "integration.json"),
    ),
    // Hidden source maps beside the output (deploy-output/source-maps): built/bundledModules.test.ts
    // reads which of the site's modules the bundles hold; the bundles' code is the same without.
    skipBuild
      ? 0
      : run("production build", bin("tsx"), ["scripts/build.ts"], {
          extraEnv: { WRITE_SOURCE_MAPS: "1" },
          logFile: buildLog,
        }),
  ]);
  if (!skipBuild) printLog("production build", buildLog);
  const built = buildStatus === 0;
  if (!built) total.failed += 1;
  if (built)
    await jestStep("built-site tests", "built/jest.config.js", path.join(results, "built.json"));

  // Without nginx the nginx project is left out of the browser run (e2e/playwright.config.ts):
  // count that as a failure rather than pass silently.
  if (built && !ensureNginx()) {
    console.error("nginx could not be installed: the browser tests will not run against it.");
    total.failed += 1;
  }

  if (built && ensureChromium()) {
    const output = path.join(results, "e2e.json");
    fs.rmSync(output, { force: true });
    const status = await run("browser tests", bin("playwright"), [
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
