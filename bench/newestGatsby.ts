/**
 * npm run bench:gatsby-next: the site on the newest published Gatsby 5.x, built and served.
 *
 * In a throwaway copy of the project (the fixture site, integration/siteCopy.ts) with its own
 * node_modules, it installs the newest release of Gatsby 5 and of the packages its runtime pairs
 * with (bench/lib/gatsbyVersions.ts), each within its major, then runs the copy's contract tests
 * of Gatsby's internals and the browser bundle's stand-ins, builds it, serves it and drives
 * Chromium over it (bench/lib/gatsbySmoke.ts). When the newest release is the pinned one, the
 * whole path still runs: it shows the check itself works. Writes bench/results/gatsby-next.md
 * and exits non-zero when a step fails.
 *
 *   npm run bench:gatsby-next
 *   GATSBY_NEXT_PORT=9501 GATSBY_NEXT_KEEP=1 npx tsx bench/newestGatsby.ts   # keep the copy
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { makeSiteCopy, removeSiteCopy } from "../integration/siteCopy";
import {
  newestIsPinned,
  passed,
  renderGatsbyNextReport,
  type StepResult,
} from "./lib/gatsbyNextReport";
import { smokeTest } from "./lib/gatsbySmoke";
import {
  installedVersion,
  resolveGatsbyVersions,
  type PackageVersions,
} from "./lib/gatsbyVersions";

const root = path.join(__dirname, "..");
const resultFile = path.join(root, "bench", "results", "gatsby-next.md");
const port = Number(process.env.GATSBY_NEXT_PORT ?? 9501);

/** What the copy needs beyond the site (integration/siteCopy.ts): its lock and its tests. */
const TEST_FILES = [
  "package-lock.json",
  "jest.config.js",
  "jest",
  "__mocks__",
  "contract",
  "built",
];

/** The copy's contract tests: Gatsby's internals and the browser bundle's stand-ins. */
function contractTests(dir: string): string[] {
  const browserTests = path.join(dir, "src", "browser", "__tests__");
  const differential = fs
    .readdirSync(browserTests)
    .filter((name) => name.includes("Differential"))
    .map((name) => path.join("src", "browser", "__tests__", name));
  return [
    "contract/gatsbyInternals.test.ts",
    "contract/leanBrowserRuntime.test.ts",
    ...differential,
  ];
}

/** The last lines of a command's output, for the report. */
function tail(text: string, lines = 12): string {
  return text.trim().split("\n").slice(-lines).join("\n");
}

/** Runs a command in `cwd`; throws with its last lines when it fails. Returns its output. */
function run(command: string, args: string[], cwd: string, timeoutMs: number): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMs,
  });
  const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`;
  if (result.status !== 0) {
    const how = result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`;
    throw new Error(`${command} ${args.join(" ")}: ${how}\n${tail(output)}`);
  }
  return output;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

/** scripts/serve.ts of the copy, in a process group of its own (stopped by its id). */
async function startServer(dir: string, origin: string): Promise<ChildProcess> {
  if (await answers(origin)) throw new Error(`${origin} answers already: stop what listens there`);
  const server = spawn(path.join(dir, "node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    cwd: dir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), PUBLIC_DIR: "public" },
    detached: true,
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await answers(origin)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopServer(server);
  throw new Error(`the copy's server did not answer at ${origin}`);
}

function stopServer(server: ChildProcess): void {
  if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
}

/** Steps run in order, each timed; a step that throws is a failed step with the reason. */
class Steps {
  readonly results: StepResult[] = [];

  async run(name: string, work: () => string | Promise<string>): Promise<boolean> {
    const started = Date.now();
    console.log(`${name}...`);
    let ok = true;
    let detail: string;
    try {
      detail = await work();
    } catch (error) {
      ok = false;
      detail = error instanceof Error ? error.message : String(error);
    }
    this.add({ name, ok, seconds: (Date.now() - started) / 1000, detail });
    return ok;
  }

  add(result: StepResult): void {
    console.log(
      `  ${result.ok ? "ok" : "FAILED"} (${result.seconds.toFixed(1)} s): ${result.detail}`,
    );
    this.results.push(result);
  }

  skip(names: readonly string[], reason: string): void {
    for (const name of names)
      this.add({ name, ok: false, seconds: 0, detail: `not run: ${reason}` });
  }
}

/** A copy of the project with no node_modules, plus its lock and the tests the check runs. */
function copyProject(): string {
  const dir = makeSiteCopy();
  const linked = path.join(dir, "node_modules");
  // makeSiteCopy links the project's node_modules: the copy installs its own instead.
  if (fs.lstatSync(linked).isSymbolicLink()) fs.unlinkSync(linked);
  for (const entry of TEST_FILES) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  return dir;
}

/** Installs the versions in the copy and checks that they are the ones installed. */
function installVersions(dir: string, versions: readonly PackageVersions[]): string {
  // npm must never write into the project's own node_modules through a link.
  const modules = path.join(dir, "node_modules");
  if (fs.existsSync(modules) && fs.lstatSync(modules).isSymbolicLink())
    throw new Error(`${modules} is a link: refusing to install through it`);
  const pins = versions.map(({ name, newest }) => `${name}@${newest}`);
  run("npm", ["install", "--no-audit", "--no-fund", "--save-exact", ...pins], dir, 1_800_000);
  const wrong = versions.flatMap(({ name, newest }) => {
    const installed = installedVersion(dir, name);
    return installed === newest ? [] : [`${name}@${installed}`];
  });
  if (wrong.length > 0) throw new Error(`installed ${wrong.join(", ")} instead`);
  return pins.join(" ");
}

async function checkCopy(steps: Steps, dir: string): Promise<void> {
  await steps.run("contract tests (Gatsby internals, stand-ins)", () => {
    const tests = contractTests(dir);
    const jest = path.join(dir, "node_modules", ".bin", "jest");
    const output = run(jest, ["--ci", ...tests], dir, 900_000);
    return `${tests.join(", ")}: ${/^Tests:.*$/m.exec(output)?.[0] ?? ""}`;
  });
  const built = await steps.run("npm run build", () => {
    const output = run("npm", ["run", "build"], dir, 1_800_000);
    return /Done building in [\d.]+ sec/.exec(output)?.[0] ?? "built";
  });
  if (!built) return steps.skip(["serve", "browser smoke"], "the build failed");
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    const serving = await steps.run("serve (scripts/serve.ts)", async () => {
      server = await startServer(dir, origin);
      return origin;
    });
    if (!serving) return steps.skip(["browser smoke"], "no server");
    try {
      for (const check of await smokeTest(origin)) steps.add(check);
    } catch (error) {
      steps.add({ name: "browser smoke", ok: false, seconds: 0, detail: String(error) });
    }
  } finally {
    if (server) stopServer(server);
  }
}

async function main(): Promise<void> {
  const date = new Date().toISOString();
  const steps = new Steps();
  let versions: PackageVersions[] = [];
  let dir: string | undefined;
  try {
    const resolved = await steps.run("resolve the newest versions (npm view)", () => {
      versions = resolveGatsbyVersions(root);
      return newestIsPinned(versions)
        ? "newest = pinned"
        : versions.map(({ name, newest }) => `${name}@${newest}`).join(", ");
    });
    if (!resolved) return steps.skip(["copy", "install", "tests, build and smoke"], "no versions");
    await steps.run("copy the project (fixture site, no node_modules)", () => {
      dir = copyProject();
      return dir;
    });
    const copy = dir;
    if (copy === undefined) return steps.skip(["install", "tests, build and smoke"], "no copy");
    const installed = await steps.run("npm install the newest versions in the copy", () =>
      installVersions(copy, versions),
    );
    if (!installed) return steps.skip(["tests, build and smoke"], "the copy has no install");
    await checkCopy(steps, copy);
  } finally {
    if (dir && process.env.GATSBY_NEXT_KEEP !== "1") removeSiteCopy(dir);
    const result = { date, versions, steps: steps.results };
    fs.writeFileSync(resultFile, renderGatsbyNextReport(result));
    console.log(`${passed(result) ? "passed" : "FAILED"}: ${path.relative(root, resultFile)}`);
    if (!passed(result)) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
