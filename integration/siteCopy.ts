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
  // The SDK facts and allow-list the invention check reads (src/node/content/inventionCheck.ts).
  "data",
  // What the examples compile against (src/node/content/examples/); its node_modules is linked.
  "code-examples",
];

/**
 * A throwaway copy of the project whose content is the small fixture site plus the pages the
 * site configuration and the home page link to, so a build of it fails only for the break a
 * test makes.
 */
export function makeSiteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-build-"));
  for (const entry of PROJECT_FILES) {
    fs.cpSync(path.join(projectRoot, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => path.basename(source) !== "node_modules",
    });
  }
  for (const modules of ["node_modules", "code-examples/node_modules"])
    fs.symlinkSync(path.join(projectRoot, modules), path.join(dir, modules));
  writeFixtureContent(dir);
  return dir;
}

/**
 * Makes the content/ of a copy of the project the small fixture site, plus the pages the site
 * configuration and the home page link to.
 */
export function writeFixtureContent(dir: string): void {
  const content = path.join(dir, "content");
  fs.rmSync(content, { recursive: true, force: true });
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
}

export function writeDoc(dir: string, file: string, title: string, body: string): void {
  writeFiles(dir, { [path.join("content", file)]: `---\ntitle: ${title}\n---\n\n${body}\n` });
}

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The test's edit of ${file} changed nothing`);
  fs.writeFileSync(target, after);
}

/** Replaces a file's text in the copy for one build; returns what puts it back. */
export function editFor(dir: string, file: string, change: (text: string) => string): () => void {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, "utf8");
  edit(dir, file, change);
  return () => fs.writeFileSync(target, before);
}

/** Writes files into the copy (paths from its root), making their folders. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

/** Adds files to the copy for one build; returns what removes them. */
export function addFor(dir: string, files: Record<string, string>): () => void {
  writeFiles(dir, files);
  return () => {
    for (const file of Object.keys(files)) fs.rmSync(path.join(dir, file), { recursive: true });
  };
}

/**
 * A previous output for a copy's public/: a build that fails or is stopped must leave exactly
 * this. Gatsby deletes the previous HTML early in a build without .cache/.
 */
export const PLANTED_OUTPUT: Readonly<Record<string, string>> = {
  "index.html": "<!doctype html><title>Previous build</title>",
  [path.join("docs", "about", "index.html")]: "<!doctype html><title>About, previous build</title>",
  "marker.txt": "planted before the build",
};

/**
 * Empties the copy's public/, deploy-output/, .cache/ and .tmp/, then plants PLANTED_OUTPUT in
 * public/.
 */
export function plantOutput(dir: string): void {
  for (const folder of ["public", "deploy-output", ".cache", ".tmp"]) {
    fs.rmSync(path.join(dir, folder), { recursive: true, force: true });
  }
  for (const [file, text] of Object.entries(PLANTED_OUTPUT)) {
    fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", file), text);
  }
}

/**
 * Every file of the copy's public/ with the start of its text: enough to tell the planted files
 * (all shorter) from anything a build wrote, without a failure printing whole bundles.
 */
export function outputFiles(dir: string): Record<string, string> {
  const root = path.join(dir, "public");
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, "utf8");
    files[path.relative(root, file)] = text.length > 100 ? `${text.slice(0, 100)}…` : text;
  }
  return files;
}

/** Each message (text, or a pattern) must be in what a build printed. */
export function expectMessages(output: string, messages: (string | RegExp)[]): void {
  for (const message of messages) {
    if (typeof message === "string") expect(output).toContain(message);
    else expect(output).toMatch(message);
  }
}

/** The environment of a Gatsby command a test runs: no telemetry, CI's plain output, no colours. */
export const GATSBY_COMMAND_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  CI: "true",
  NO_COLOR: "1",
};

/** Runs `gatsby build` in the copy; returns its exit code and everything it printed. */
export function build(
  dir: string,
  extraEnv: NodeJS.ProcessEnv = {},
  timeoutMs = 600_000,
): { status: number | null; output: string } {
  const result = spawnSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...GATSBY_COMMAND_ENV, ...extraEnv },
    timeout: timeoutMs,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

export function removeSiteCopy(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Copies docs of the real site (paths under content/, such as "docs/javascript/livemap.mdx")
 * into the copy, so a test can visit them as production serves them. Their relative links must
 * resolve there too, or development would show them as warnings in the page's problems panel:
 * each target that is not among the copied docs gets a page of its own, with the real page's
 * title and a heading for each anchor the copied docs link to.
 */
export function copySiteDocs(dir: string, files: readonly string[]): void {
  const copied = new Set(files.map((file) => path.posix.normalize(file)));
  const anchorsByTarget = new Map<string, Set<string>>();
  for (const file of copied) {
    const text = fs.readFileSync(path.join(projectRoot, "content", file), "utf8");
    fs.mkdirSync(path.dirname(path.join(dir, "content", file)), { recursive: true });
    fs.writeFileSync(path.join(dir, "content", file), text);
    for (const [, target = "", anchor] of text.matchAll(
      /\]\((\.{1,2}\/[^)#\s]+\.mdx)(?:#([^)\s]+))?\)/g,
    )) {
      const resolved = path.posix.join(path.posix.dirname(file), target);
      if (copied.has(resolved)) continue;
      const anchors = anchorsByTarget.get(resolved) ?? new Set<string>();
      if (anchor) anchors.add(anchor);
      anchorsByTarget.set(resolved, anchors);
    }
  }
  for (const [target, anchors] of anchorsByTarget) {
    const real = fs.readFileSync(path.join(projectRoot, "content", target), "utf8");
    const title = /^title: (.+)$/m.exec(real)?.[1] ?? path.posix.basename(target, ".mdx");
    // A heading's id is the slug of its text: an anchor written as the heading is its own slug.
    const headings = [...anchors].map((anchor) => `\n## ${anchor}\n\nText.\n`).join("");
    removeOtherForm(dir, target);
    writeDoc(dir, target, title, `Stands in for the real page.\n${headings}`);
  }
}

/**
 * Removes the file of the copy that serves the same URL as `file` in the other form (`x.mdx` and
 * `x/index.mdx` both serve /docs/x): makeSiteCopy may have written it, and a link names the
 * file it means, so the stub must be `file` itself, and two files for one URL would clash.
 */
function removeOtherForm(dir: string, file: string): void {
  const other = file.endsWith("/index.mdx")
    ? file.replace(/\/index\.mdx$/, ".mdx")
    : file.replace(/\.mdx$/, "/index.mdx");
  fs.rmSync(path.join(dir, "content", other), { force: true });
}

/**
 * Appends a category of docs (files under content/docs/) to the copy's "docs" sidebar, so
 * pages copied from the site have a sidebar, breadcrumbs and a pager, as they do in production.
 */
export function addSidebarCategory(dir: string, label: string, files: readonly string[]): void {
  const file = path.join(dir, "content", "sidebars.json");
  const sidebars = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown[]>;
  const items = files.map((doc) => doc.replace(/^docs\//, "").replace(/\.mdx$/, ""));
  (sidebars.docs ??= []).push({ type: "category", label, items });
  fs.writeFileSync(file, `${JSON.stringify(sidebars, null, 2)}\n`);
}
