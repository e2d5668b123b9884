import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Every link of README.md, CONTRIBUTING.md, WRITING.md, docs/ and the dated measurement records
 * (bench/results/runs/) leads to a file of the repository and, when it names one, to a heading of
 * a checked file: documents move (sections to docs/, logs to bench/results/runs/), and a link
 * left behind fails here rather than on GitHub. The check is the built site's own
 * (tools/repositoryLinks/repositoryLinks.ts), run under tsx.
 */
const projectRoot = path.join(__dirname, "..");
const cli = path.join(projectRoot, "tools", "repositoryLinks", "repositoryLinks.cli.ts");

function brokenLinksOf(root: string): string[] {
  const result = spawnSync(path.join(projectRoot, "node_modules", ".bin", "tsx"), [cli, root], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`repositoryLinks.cli failed: ${result.stderr}`);
  return (JSON.parse(result.stdout) as string[]).sort();
}

function write(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

function git(root: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], {
    cwd: root,
    stdio: "ignore",
  });
}

describe("the repository's documentation links", () => {
  it("resolves every link of README, CONTRIBUTING, WRITING, docs/ and bench/results/runs/", () => {
    expect(brokenLinksOf(projectRoot)).toEqual([]);
  }, 60_000);

  it("reports missing files and headings from the root files, docs/ and the dated records only", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "documentation-links-"));
    try {
      git(root, "init", "-q");
      write(root, ".gitignore", "public/\n");
      write(root, "docs/removed.md", "# Removed\n");
      git(root, "add", ".");
      git(root, "commit", "-q", "-m", "a file later deleted");
      fs.rmSync(path.join(root, "docs/removed.md"));
      write(root, "public/built.md", "# Built\n");
      write(root, "bench/results/latest.md", "# Latest\n");
      write(
        root,
        "README.md",
        [
          "# Project",
          "",
          "[guide](docs/guide.md#install-it) [setup](docs/guide.md#setup) [gone](docs/gone.md)",
          "[built](public/built.md) [removed](docs/removed.md) [site](https://example.com/x.md)",
        ].join("\n"),
      );
      write(
        root,
        "docs/guide.md",
        [
          "# Guide",
          "",
          "## Install `it`",
          "",
          "[home](../README.md#project) [here](#install-it) [nowhere](#nowhere)",
          "[run](../bench/results/runs/2026-01-01-one.md#figures)",
        ].join("\n"),
      );
      write(
        root,
        "docs/decisions/0001-one.md",
        "# One\n\n[guide](../guide.md#install-it) [gone](../gone.md)\n",
      );
      write(
        root,
        "bench/results/runs/2026-01-01-one.md",
        "# 2026-01-01: one run\n\n[latest](../latest.md) [method](../../../docs/guide.md#method)\n",
      );
      // Not the project's documentation: its links are not checked.
      write(root, "notes/draft.md", "[broken](nowhere.md)\n");
      write(root, "bench/results/latest-notes.md", "[broken](nowhere.md)\n");

      expect(brokenLinksOf(root)).toEqual([
        "README.md: docs/gone.md: no page or file /docs/gone.md was built",
        "README.md: docs/guide.md#setup: /docs/guide.md has no anchor #setup",
        "README.md: docs/removed.md: no page or file /docs/removed.md was built",
        "README.md: public/built.md: no page or file /public/built.md was built",
        "bench/results/runs/2026-01-01-one.md: ../../../docs/guide.md#method: /docs/guide.md has no anchor #method",
        "docs/decisions/0001-one.md: ../gone.md: no page or file /docs/gone.md was built",
        "docs/guide.md: #nowhere: this page has no anchor #nowhere",
        "docs/guide.md: ../bench/results/runs/2026-01-01-one.md#figures: /bench/results/runs/2026-01-01-one.md has no anchor #figures",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
