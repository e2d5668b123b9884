/**
 * One good build of a copy of the site; then, in a copy of its sources in another folder, a
 * build killed outright, after which the next build must put public/ back, work, and give the
 * first folder's files byte for byte. A build that fails on its own leaves public/ as it was:
 * integration/failedBuildOutput.test.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build, GATSBY_COMMAND_ENV, makeSiteCopy, removeSiteCopy } from "./siteCopy";

/** A jest test's limit, and a build's within it: a loaded 2-core machine takes minutes. */
const BUILD_TIMEOUT = 900_000;
const buildCopy = () => build(dir, {}, BUILD_TIMEOUT - 10_000);
let dir: string;
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

beforeAll(() => {
  dir = makeSiteCopy();
  const { status, output } = buildCopy();
  if (status !== 0) throw new Error(`The good build failed:\n${output}`);
  goodFiles = filesOf(dir);
}, BUILD_TIMEOUT);
afterAll(() => removeSiteCopy(dir));

/**
 * Another copy of the sources, at another depth and name, with node_modules reached as a
 * checkout sharing another's install through a link to a link, so that a path written into a
 * bundle or a module id would show; its public/ holds two pages of a previous output.
 */
function copyElsewhere(): { base: string; other: string } {
  const base = fs.mkdtempSync(path.join(path.dirname(dir), "wemap-elsewhere-"));
  const other = path.join(base, "a", "b", "checkout");
  fs.cpSync(dir, other, {
    recursive: true,
    filter: (source) =>
      ![".cache", ".tmp", "public", "deploy-output", "node_modules"].includes(
        path.relative(dir, source),
      ),
  });
  fs.symlinkSync(fs.realpathSync(path.join(dir, "node_modules")), path.join(base, "install"));
  fs.symlinkSync(path.join(base, "install"), path.join(other, "node_modules"));
  // Pages of a previous output that the build rewrites: a file only the previous output had
  // would stay, as Gatsby leaves in public/ what it does not write.
  for (const page of ["index.html", path.join("docs", "about", "index.html")]) {
    fs.mkdirSync(path.dirname(path.join(other, "public", page)), { recursive: true });
    fs.writeFileSync(path.join(other, "public", page), "<!doctype html><title>Previous</title>");
  }
  return { base, other };
}

/** `npm run build` in `site`, killed with SIGKILL once its pages are being written. */
function killWhileWriting(site: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(site, "node_modules", ".bin", "tsx"), ["scripts/build.ts"], {
      cwd: site,
      detached: true,
      env: GATSBY_COMMAND_ENV,
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
}

/**
 * One test for two guarantees, to spare a build: the build killed outright runs in another
 * folder, and the build after it, from sources and the previous output alone, must give the
 * first folder's files byte for byte. Stopped by a signal, the build puts public/ back itself:
 * integration/buildSignals.test.ts.
 */
describe("a build killed outright, in another folder", () => {
  it(
    "leaves its copy of public/; the next build puts it back, works, and gives the bytes of the build in the first folder",
    async () => {
      const { base, other } = copyElsewhere();
      try {
        const snapshot = path.join(other, ".tmp", "public-previous");
        await killWhileWriting(other);
        // Killed outright: nothing could put public/ back, the copy is left for the next build.
        expect(fs.existsSync(snapshot)).toBe(true);
        const next = spawnSync(
          path.join(other, "node_modules", ".bin", "tsx"),
          ["scripts/build.ts"],
          {
            cwd: other,
            encoding: "utf8",
            env: GATSBY_COMMAND_ENV,
            timeout: BUILD_TIMEOUT - 60_000,
          },
        );
        const nextOutput = `${next.stdout}${next.stderr}`;
        expect(nextOutput).toContain("The previous build was interrupted");
        if (next.status !== 0) throw new Error(`The next build failed:\n${nextOutput}`);
        expect(fs.existsSync(snapshot)).toBe(false);
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
    BUILD_TIMEOUT * 2,
  );
});
