import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { guardOutput, restoreLeftover, type OutputFolders } from "../atomicOutput";

let root: string;
let folders: OutputFolders;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-output-"));
  folders = {
    publicDir: path.join(root, "public"),
    snapshotDir: path.join(root, ".tmp", "public-previous"),
    deployDir: path.join(root, "deploy-output"),
    deploySnapshotDir: path.join(root, ".tmp", "deploy-output-previous"),
    cacheDir: path.join(root, ".cache"),
    lockFile: path.join(root, ".tmp", "build.lock"),
  };
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const exists = (file: string) => fs.existsSync(path.join(root, file));

describe("guardOutput", () => {
  it("puts the last good public/ back when the build fails, and drops the stale cache", () => {
    write("public/index.html", "good");
    write("public/docs/a.html", "good a");
    write(".cache/state", "state");
    const { onExit } = guardOutput(folders);
    // The build rewrites a file in place, adds one and deletes one, then fails.
    fs.writeFileSync(path.join(root, "public/index.html"), "half");
    write("public/new.html", "new");
    fs.rmSync(path.join(root, "public/docs/a.html"));
    onExit(1);
    expect(read("public/index.html")).toBe("good");
    expect(read("public/docs/a.html")).toBe("good a");
    expect(exists("public/new.html")).toBe(false);
    expect(exists(".cache")).toBe(false);
    expect(exists(".tmp/public-previous")).toBe(false);
  });

  it("keeps the new output and drops the snapshot when the build succeeds", () => {
    write("public/index.html", "old");
    write(".cache/state", "state");
    const { onExit } = guardOutput(folders);
    fs.writeFileSync(path.join(root, "public/index.html"), "new");
    onExit(0);
    expect(read("public/index.html")).toBe("new");
    expect(read(".cache/state")).toBe("state");
    expect(exists(".tmp/public-previous")).toBe(false);
  });

  it("leaves no public/ when a first build fails", () => {
    const { onExit } = guardOutput(folders);
    write("public/index.html", "half");
    onExit(1);
    expect(exists("public")).toBe(false);
  });

  it("inside Gatsby, puts back what a killed build left, keeps .cache/ while it runs, and stops", () => {
    write("public/index.html", "good");
    write(".cache/compiled/gatsby-config.js", "config");
    guardOutput(folders); // killed: its exit handler never ran
    fs.writeFileSync(path.join(root, "public/index.html"), "half");
    const { onExit, interrupted } = guardOutput(folders);
    expect(interrupted).toMatch(/^the previous build was interrupted: public\/ is back/);
    expect(read("public/index.html")).toBe("good");
    // Gatsby reads its compiled configuration from .cache/ until the process ends.
    expect(read(".cache/compiled/gatsby-config.js")).toBe("config");
    onExit(1);
    expect(read("public/index.html")).toBe("good");
    expect(exists(".cache")).toBe(false);
    expect(exists(".tmp/public-previous")).toBe(false);
  });

  it("puts the deploy folder back with public/ when the build fails, and keeps both new ones when it succeeds", () => {
    write("public/index.html", "good");
    write("deploy-output/page-policy.json", "good policy");
    const failed = guardOutput(folders);
    fs.writeFileSync(path.join(root, "deploy-output/page-policy.json"), "half");
    write("deploy-output/nginx-include.conf", "half");
    failed.onExit(1);
    expect(read("deploy-output/page-policy.json")).toBe("good policy");
    expect(exists("deploy-output/nginx-include.conf")).toBe(false);
    expect(exists(".tmp/deploy-output-previous")).toBe(false);

    const succeeded = guardOutput(folders);
    fs.writeFileSync(path.join(root, "deploy-output/page-policy.json"), "new policy");
    succeeded.onExit(0);
    expect(read("deploy-output/page-policy.json")).toBe("new policy");
    expect(exists(".tmp/deploy-output-previous")).toBe(false);
  });

  it("leaves no deploy folder when a build that found none fails, and public/ as it was", () => {
    write("public/index.html", "good");
    const { onExit } = guardOutput(folders);
    write("deploy-output/page-policy.json", "half");
    onExit(1);
    expect(exists("deploy-output")).toBe(false);
    expect(read("public/index.html")).toBe("good");
  });

  it("puts back both folders a killed build left; drops a lone copy of the deploy folder", () => {
    write("public/index.html", "good");
    write("deploy-output/page-policy.json", "good policy");
    guardOutput(folders); // killed
    fs.writeFileSync(path.join(root, "deploy-output/page-policy.json"), "half");
    expect(restoreLeftover(folders)).toBe(true);
    expect(read("deploy-output/page-policy.json")).toBe("good policy");
    // Killed while a good build dropped its copies, public/'s first: the deploy folder is new.
    write(".tmp/deploy-output-previous/page-policy.json", "older policy");
    expect(restoreLeftover(folders)).toBe(false);
    expect(guardOutput(folders).interrupted).toBeUndefined();
    expect(read("deploy-output/page-policy.json")).toBe("good policy");
  });

  it("before Gatsby starts (npm run build), puts back what a killed build left", () => {
    write("public/index.html", "good");
    guardOutput(folders); // killed
    fs.writeFileSync(path.join(root, "public/index.html"), "half");
    write(".cache/state", "stale");
    expect(restoreLeftover(folders)).toBe(true);
    expect(read("public/index.html")).toBe("good");
    expect(exists(".cache")).toBe(false);
    expect(restoreLeftover(folders)).toBe(false);
    expect(guardOutput(folders).interrupted).toBeUndefined();
  });
});
