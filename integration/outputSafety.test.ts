/**
 * One good build of a copy of the site; then a build killed outright, after which the next build
 * must put public/ back and give the same files; last, the same sources built in another folder
 * must give the same files, byte for byte. A build that fails on its own leaves public/ as it
 * was: integration/failedBuildOutput.test.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build, editFor, makeSiteCopy, removeSiteCopy } from "./siteCopy";

/** A jest test's limit, and a build's within it: a loaded 2-core machine takes minutes. */
const BUILD_TIMEOUT = 900_000;
const buildCopy = () => build(dir, {}, BUILD_TIMEOUT - 10_000);
let dir: string;
let goodOutput: string;
let goodFiles: Map<string, string>;

/**
 * Every file of a built site's public/ and deploy-output/ with the hash of its bytes, by path
 * (the deploy folder's under `deploy-output/`).
 */
function filesOf(site: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [folder, prefix] of [
    ["public", ""],
    ["deploy-output", "deploy-output/"],
  ] as const) {
    const root = path.join(site, folder);
    if (!fs.existsSync(root)) continue;
    const names = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const name of names) {
      const digest = crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(root, name)))
        .digest("hex");
      files.set(`${prefix}${name}`, digest);
    }
  }
  return files;
}

/** A hash of every file of public/ and deploy-output/ with its path: equal hashes, identical trees. */
function hashOutput(): string {
  const hash = crypto.createHash("sha256");
  const files = filesOf(dir);
  for (const [file, digest] of files) hash.update(`${file}\0${digest}\0`);
  return `${files.size} files ${hash.digest("hex")}`;
}

beforeAll(() => {
  dir = makeSiteCopy();
  const { status, output } = buildCopy();
  if (status !== 0) throw new Error(`The good build failed:\n${output}`);
  goodOutput = hashOutput();
  goodFiles = filesOf(dir);
}, BUILD_TIMEOUT);
afterAll(() => removeSiteCopy(dir));

describe("a build killed outright", () => {
  it(
    "leaves its copy of public/, and the next build puts it back and works",
    async () => {
      // Stopped by a signal, the build puts public/ back itself: integration/buildSignals.test.ts.
      const snapshot = path.join(dir, ".tmp", "public-previous");
      // `npm run build`, killed once its pages are being written.
      const killWhileWriting = () =>
        new Promise<number | null>((resolve, reject) => {
          const child = spawn(path.join(dir, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
            cwd: dir,
            detached: true,
            env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
          });
          let output = "";
          let sent = false;
          const onData = (data: Buffer) => {
            output += data.toString();
            if (!sent && /Writing page-data\.json/.test(output)) {
              sent = true;
              // SIGKILL hits every process of the build at once, as a power cut would.
              process.kill(-(child.pid ?? 0), "SIGKILL");
            }
          };
          child.stdout.on("data", onData);
          child.stderr.on("data", onData);
          child.on("error", reject);
          child.on("close", (code) => (sent ? resolve(code) : reject(new Error(output))));
        });

      // An edit, so that the build rewrites page data and pages when it is killed.
      const undo = editFor(
        dir,
        "content/docs/about/index.mdx",
        (text) => `${text}\nOne more line.\n`,
      );
      await killWhileWriting();
      // Killed outright: nothing could put public/ back, the copy is left for the next build.
      expect(fs.existsSync(snapshot)).toBe(true);
      undo();
      const next = spawnSync(path.join(dir, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1" },
        timeout: BUILD_TIMEOUT - 60_000,
      });
      expect(`${next.stdout}${next.stderr}`).toContain("The previous build was interrupted");
      expect(next.status).toBe(0);
      // A full build of unchanged sources gives the same files, byte for byte.
      expect(hashOutput()).toBe(goodOutput);
      expect(fs.existsSync(snapshot)).toBe(false);
    },
    BUILD_TIMEOUT * 2,
  );
});

describe("the build is deterministic", () => {
  it(
    "unchanged sources built in another folder, node_modules reached through two links, give the same bytes",
    () => {
      // Another depth and name, so a path written into a bundle or a module id would show.
      const base = fs.mkdtempSync(path.join(path.dirname(dir), "wemap-elsewhere-"));
      const other = path.join(base, "a", "b", "checkout");
      fs.cpSync(dir, other, {
        recursive: true,
        filter: (source) =>
          ![".cache", ".tmp", "public", "deploy-output", "node_modules"].includes(
            path.relative(dir, source),
          ),
      });
      // As a checkout sharing another's install through a link to a link.
      fs.symlinkSync(fs.realpathSync(path.join(dir, "node_modules")), path.join(base, "install"));
      fs.symlinkSync(path.join(base, "install"), path.join(other, "node_modules"));
      try {
        const { status, output } = build(other, {}, BUILD_TIMEOUT - 10_000);
        if (status !== 0) throw new Error(`The build in another folder failed:\n${output}`);
        const otherFiles = filesOf(other);
        const differing = [...new Set([...goodFiles.keys(), ...otherFiles.keys()])]
          .filter((file) => goodFiles.get(file) !== otherFiles.get(file))
          .sort();
        // The pages, scripts and the hosts' files with the policy's script hashes among them.
        expect(goodFiles.has("_headers") && goodFiles.has("deploy-output/page-policy.json")).toBe(
          true,
        );
        expect(differing).toEqual([]);
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );
});
