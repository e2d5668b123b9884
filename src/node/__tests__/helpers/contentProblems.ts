import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fixtureRoot, projectRoot } from "../../__fixtures__/fixtureSite";

/** What `npm run check` and the build each refuse in one content folder (contentProblems.cli.ts). */
export interface ContentVerdicts {
  check: string[];
  build: string[];
  /** The build stopped before createPages (onPreBootstrap). */
  early: boolean;
  /**
   * What the build's check of its written Markdown files (twins, llms.txt) would find, were it
   * to get that far: `public/<file>: <url>: <reason>`.
   */
  output: string[];
}

const running = new Set<ReturnType<typeof spawn>>();

/**
 * Judges `contentRoot` through both paths in a child process, without blocking: a doc that
 * made the check hang leaves jest's timeout free to fail the test (stopChecks ends the child).
 */
export function judgeContent(contentRoot: string): Promise<ContentVerdicts> {
  const loader = pathToFileURL(require.resolve("tsx")).href;
  const child = spawn(
    process.execPath,
    ["--import", loader, path.join(__dirname, "contentProblems.cli.ts")],
    { cwd: projectRoot },
  );
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (data: Buffer) => (stdout += data.toString()));
  child.stderr.on("data", (data: Buffer) => (stderr += data.toString()));
  child.stdin.end(JSON.stringify({ projectRoot, contentRoot }));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      running.delete(child);
      if (code === 0) resolve(JSON.parse(stdout) as ContentVerdicts);
      else reject(new Error(`The content check failed (${code}): ${stderr}`));
    }),
  );
}

/** Ends the judges still running (after a test that timed out). */
export function stopJudges(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}

const copies: string[] = [];

/**
 * A copy of the fixture site in the project's ignored `.tmp/` (so files read as a writer sees
 * them), with the pages the site configuration's navbar and footer link to, and `files` written
 * into it (paths from the content folder).
 */
export function contentCopy(files: Record<string, string | Buffer> = {}): string {
  const root = path.join(projectRoot, ".tmp");
  fs.mkdirSync(root, { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, "content-"));
  copies.push(dir);
  fs.cpSync(fixtureRoot, dir, { recursive: true });
  writeContent(dir, {
    "docs/getting-started.mdx": "---\ntitle: Getting started\n---\n\nStart here.\n",
    "docs/ios-native/getting-started.mdx": "---\ntitle: iOS native\n---\n\nInstall.\n",
    ...files,
  });
  return dir;
}

export function writeContent(dir: string, files: Record<string, string | Buffer>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** Removes the copies made so far. */
export function removeContentCopies(): void {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** `file` of a copy as messages name it: relative to the project. */
export function inCopy(dir: string, file: string): string {
  return path.relative(projectRoot, path.join(dir, file));
}
