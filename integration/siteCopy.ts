import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOME_AREAS } from "../src/theme/HomePage/areas";

const projectRoot = path.join(__dirname, "..");
const PROJECT_FILES = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "site.config.ts",
  "package.json",
  "tsconfig.json",
  "scripts",
  "src",
  "static",
];

/**
 * A throwaway copy of the project whose content is the small fixture site plus the pages the
 * site configuration and the home page link to, so a build of it fails only for the break a
 * test makes.
 */
export function makeSiteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-build-"));
  for (const entry of PROJECT_FILES) {
    fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"));
  const content = path.join(dir, "content");
  fs.cpSync(path.join(projectRoot, "src/node/__fixtures__/site"), content, { recursive: true });
  writeDoc(dir, "docs/getting-started.mdx", "Getting started", "Start here.");
  writeDoc(dir, "docs/ios-native/getting-started.mdx", "iOS native SDKs", "Install them.");
  // The home page links to each area's first page; the build checks the links of its output.
  for (const area of HOME_AREAS) {
    const id = area.to.replace(/^\/docs\/?/, "") || "index";
    const existing = [`docs/${id}.mdx`, `docs/${id}/index.mdx`];
    if (!existing.some((file) => fs.existsSync(path.join(content, file)))) {
      writeDoc(dir, `docs/${id}.mdx`, area.title, area.description);
    }
  }
  return dir;
}

export function writeDoc(dir: string, file: string, title: string, body: string): void {
  const target = path.join(dir, "content", file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `---\ntitle: ${title}\n---\n\n${body}\n`);
}

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The test's edit of ${file} changed nothing`);
  fs.writeFileSync(target, after);
}

/** Runs `gatsby build` in the copy; returns its exit code and everything it printed. */
export function build(
  dir: string,
  extraEnv: NodeJS.ProcessEnv = {},
  timeoutMs = 600_000,
): { status: number | null; output: string } {
  const result = spawnSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", ...extraEnv },
    timeout: timeoutMs,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

export function removeSiteCopy(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
