import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
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

interface Judge {
  child: ChildProcess;
  /** The answers awaited, in the order the requests were sent. */
  waiting: { resolve: (verdicts: ContentVerdicts) => void; reject: (error: Error) => void }[];
}

let judge: Judge | undefined;

/** The judge process of this test file, started on first use (contentProblems.cli.ts). */
function currentJudge(): Judge {
  if (judge) return judge;
  const loader = pathToFileURL(require.resolve("tsx")).href;
  const child = spawn(
    process.execPath,
    ["--import", loader, path.join(__dirname, "contentProblems.cli.ts")],
    { cwd: projectRoot },
  );
  const started: Judge = { child, waiting: [] };
  let stderr = "";
  const answers = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  answers.on("line", (line) => {
    const next = started.waiting.shift();
    let answer: { verdicts?: ContentVerdicts; error?: string };
    try {
      answer = JSON.parse(line) as typeof answer;
    } catch {
      // Something in the pipeline wrote to standard output: the test shows what.
      answer = { error: `not an answer: ${line}` };
    }
    if (answer.verdicts) next?.resolve(answer.verdicts);
    else next?.reject(new Error(`The content check failed: ${answer.error ?? line}`));
  });
  child.stderr?.on("data", (data: Buffer) => (stderr += data.toString()));
  child.on("exit", (code) => {
    for (const next of started.waiting.splice(0))
      next.reject(new Error(`The content judge exited (${code}): ${stderr}`));
    if (judge === started) judge = undefined;
  });
  judge = started;
  return started;
}

/**
 * Judges `contentRoot` through both paths in the judge process, without blocking: a doc that
 * made the check hang leaves jest's timeout free to fail the test (stopJudges then ends it).
 */
export function judgeContent(contentRoot: string): Promise<ContentVerdicts> {
  const current = currentJudge();
  return new Promise((resolve, reject) => {
    current.waiting.push({ resolve, reject });
    current.child.stdin?.write(`${JSON.stringify({ projectRoot, contentRoot })}\n`);
  });
}

/**
 * Ends the judge when an answer is still awaited (after a test that timed out: the next test
 * starts a fresh one), or always with `{ all: true }` (after the file's last test).
 */
export function stopJudges({ all = false } = {}): void {
  if (!judge || (!all && judge.waiting.length === 0)) return;
  judge.child.kill("SIGKILL");
  judge = undefined;
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
