import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { GATSBY_COMMAND_ENV } from "./siteCopy";

/**
 * The develop stress test: on a running `gatsby develop` over a copy of the site
 * (integration/siteCopy.ts), cycles of every kind of change a writer makes, each checked over
 * HTTP where the browser reads it (the page's URL and its page data) before the next one, then
 * the same changes in bursts faster than Gatsby's 500 ms batch, checked at their end state.
 * After every step the development process must be the same one (no restart).
 */

/** A `gatsby develop` started by startDevelop. */
export interface DevelopServer {
  origin: string;
  /** The `gatsby develop` command's process (leader of its process group). */
  pid: number;
  /** Everything it printed so far. */
  output: () => string;
  /** Stops the server and everything it started; resolves once it has exited. */
  stop: () => Promise<void>;
}

/** Starts `gatsby develop` in a site copy on 127.0.0.1 and waits for its first page. */
export async function startDevelop(
  dir: string,
  port: number,
  startTimeoutMs = 300_000,
): Promise<DevelopServer> {
  const child = spawn(
    path.join(dir, "node_modules", ".bin", "gatsby"),
    ["develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: dir,
      detached: true,
      env: GATSBY_COMMAND_ENV,
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid;
  if (!pid) throw new Error("gatsby develop did not start");
  const server: DevelopServer = {
    origin: `http://127.0.0.1:${port}`,
    pid,
    output: () => output,
    stop: async () => {
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once("exit", () => resolve());
      });
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-pid, name);
        } catch {
          // Already gone.
        }
      };
      signal("SIGTERM");
      const killLater = setTimeout(() => signal("SIGKILL"), 20_000);
      await exited;
      clearTimeout(killLater);
      // Its children (the server process) leave with it; give them a moment to let go of files.
      await sleep(1_000);
    },
  };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited:\n${tail(output)}`);
    // Gatsby asks on the terminal for another port, and waits for an answer that never comes.
    if (output.includes("Something is already running at port")) {
      await server.stop();
      throw new Error(`port ${port} is taken:\n${tail(output)}`);
    }
    try {
      // Gatsby says the site is ready, and serves its HTML shell, before it has written the
      // page data of the first compilation: until then a page's data answers 404 (its error
      // "Query was not run and no cached result was found"). Ready is when that pass is done.
      const shell = await fetch(`${server.origin}/docs/about`);
      const ready =
        shell.ok &&
        output.includes("You can now view") &&
        /Writing page-data\.json and slice-data\.json files to public directory/.test(output);
      const response =
        ready && (await fetch(`${server.origin}/page-data/docs/about/page-data.json`));
      if (response && response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  await server.stop();
  throw new Error(`gatsby develop did not start in ${startTimeoutMs / 1000} s:\n${tail(output)}`);
}

export interface StressOptions {
  /** The site copy `server` runs in. */
  dir: string;
  server: DevelopServer;
  cycles: number;
  /** How long one step may take to show (generous: the machine may be busy). */
  stepTimeoutMs?: number;
  /** Progress lines (one per cycle). */
  log?: (line: string) => void;
}

export interface StressResult {
  cycles: number;
  steps: number;
  seconds: number;
  /** Milliseconds from the change to its check passing, per kind of step: median and max. */
  stepMs: Record<string, { median: number; max: number; count: number }>;
}

/** A step whose change did not reach the page or its URL in time. */
class StressFailure extends Error {
  constructor(
    readonly cycle: number,
    readonly step: string,
    readonly reason: string,
    readonly serverLog: string,
  ) {
    super(
      `develop stress: cycle ${cycle}, step "${step}" failed: ${reason}\n--- gatsby develop, last lines ---\n${serverLog}`,
    );
    this.name = "StressFailure";
  }
}

/** What a page's data holds: the doc page template's query result (src/templates/doc.tsx). */
interface PageData {
  result?: {
    data?: {
      docPageContent?: {
        doc?: { title?: string };
        problems?: {
          file: string;
          line?: number;
          column?: number;
          severity: string;
          message: string;
        }[];
      };
    };
  };
}

interface Fetched {
  status: number;
  data?: PageData;
  text: string;
}

const EDITED = "content/docs/android/getting-started.mdx";
const EDITED_URL = "/docs/android/getting-started";
const OTHER = "content/docs/about/index.mdx";
const OTHER_URL = "/docs/about";
const SIDEBARS = "content/sidebars.json";

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function tail(text: string, lines = 60): string {
  return text.split("\n").slice(-lines).join("\n");
}

/** The pids whose parent is `pid`: `gatsby develop` runs the server in one child process. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The fourth field, after the command in parentheses, is the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children.sort((a, b) => a - b);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function runDevelopStress(options: StressOptions): Promise<StressResult> {
  const { dir, server } = options;
  const stepTimeoutMs = options.stepTimeoutMs ?? 180_000;
  const file = (relative: string) => path.join(dir, relative);
  const read = (relative: string) => fs.readFileSync(file(relative), "utf8");
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
    fs.writeFileSync(file(relative), text);
  };
  const writeDoc = (relative: string, title: string) =>
    write(relative, `---\ntitle: ${title}\n---\n\nWritten by the develop stress test: ${title}.\n`);

  const started = Date.now();
  const stepMs = new Map<string, number[]>();
  let steps = 0;
  let cycle = 0;
  const serverProcesses = childrenOf(server.pid).join(",");
  if (!serverProcesses) throw new Error("gatsby develop has no server process");

  const get = async (url: string): Promise<Fetched> => {
    const response = await fetch(`${server.origin}${url}`, { signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let data: PageData | undefined;
    try {
      data = JSON.parse(text) as PageData;
    } catch {
      data = undefined;
    }
    return { status: response.status, data, text };
  };
  const pageData = (url: string) => get(`/page-data${url === "/" ? "/index" : url}/page-data.json`);

  /** Undefined when the doc is served at `url` (page and page data), else why not. */
  const served = async (url: string, title?: string, text?: string) => {
    const data = await pageData(url);
    if (data.status !== 200)
      return `${url}: page data answered ${data.status} (${data.text.slice(0, 200)})`;
    const content = data.data?.result?.data?.docPageContent;
    if (!content) return `${url}: page data without the doc's content (${data.text.slice(0, 200)})`;
    if (title !== undefined && content.doc?.title !== title)
      return `${url}: title is ${JSON.stringify(content.doc?.title)}, not ${JSON.stringify(title)}`;
    if (text !== undefined && !data.text.includes(text)) return `${url}: does not show "${text}"`;
    const page = await get(url);
    if (page.status !== 200) return `${url}: the page answered ${page.status}`;
    return undefined;
  };
  /** Undefined when `url` is gone: develop's 404 for the page and for its data. */
  const gone = async (url: string) => {
    const data = await pageData(url);
    if (data.status !== 404) return `${url}: page data answered ${data.status}, not 404`;
    const page = await get(url);
    if (page.status !== 404) return `${url}: the page answered ${page.status}, not 404`;
    return undefined;
  };
  const problemsOf = async (url: string) => {
    const data = await pageData(url);
    if (data.status !== 200) return { why: `${url}: page data answered ${data.status}` };
    const problems = data.data?.result?.data?.docPageContent?.problems;
    if (!problems) return { why: `${url}: page data without problems field` };
    return { problems };
  };
  /** Undefined when the page at `url` shows no error. */
  const clean = async (url: string, text?: string) => {
    const why = await served(url, undefined, text);
    if (why) return why;
    const { problems } = await problemsOf(url);
    const errors = (problems ?? []).filter((problem) => problem.severity === "error");
    if (errors.length > 0)
      return `${url}: still shows ${errors.map((e) => `${e.file}:${e.line ?? ""}  ${e.message.slice(0, 120)}`).join("; ")}`;
    return undefined;
  };
  /** Undefined when the page at `url` shows an error of `file` (at `line`, with a column). */
  const showsProblem = async (url: string, problemFile: string, line?: number, words?: string) => {
    const { problems, why } = await problemsOf(url);
    if (!problems) return why;
    const found = problems.some(
      (problem) =>
        problem.severity === "error" &&
        problem.file === problemFile &&
        (line === undefined || (problem.line === line && typeof problem.column === "number")) &&
        (words === undefined || problem.message.includes(words)),
    );
    return found
      ? undefined
      : `${url}: no error of ${problemFile}${line ? `:${line}:<col>` : ""}${words ? ` saying "${words}"` : ""} among ${JSON.stringify(problems).slice(0, 300)}`;
  };
  const all = async (...checks: (() => Promise<string | undefined>)[]) => {
    for (const check of checks) {
      const why = await check();
      if (why) return why;
    }
    return undefined;
  };

  /** Runs `change`, then polls `check` until it passes; a failure names the step and the log. */
  const step = async (
    name: string,
    change: () => void,
    check: () => Promise<string | undefined>,
  ) => {
    const before = Date.now();
    change();
    let why: string | undefined = "not checked yet";
    while (Date.now() - before < stepTimeoutMs) {
      try {
        why = await check();
      } catch (error) {
        why = `request failed: ${String(error)}`;
      }
      if (!why) break;
      await sleep(200);
    }
    if (why)
      throw new StressFailure(
        cycle,
        name,
        `after ${stepTimeoutMs / 1000} s: ${why}`,
        tail(server.output()),
      );
    const now = childrenOf(server.pid).join(",");
    if (now !== serverProcesses)
      throw new StressFailure(
        cycle,
        name,
        `the development server restarted (process ${serverProcesses} is now ${now || "gone"})`,
        tail(server.output()),
      );
    stepMs.set(name, [...(stepMs.get(name) ?? []), Date.now() - before]);
    steps += 1;
  };

  const edited = read(EDITED);
  const other = read(OTHER);
  const sidebars = read(SIDEBARS);
  const brokenSidebars = (id: string) =>
    sidebars.replace('"docs": [\n    "index",', `"docs": [\n    "index",\n    "${id}",`);
  if (brokenSidebars("x") === sidebars)
    throw new Error(`${SIDEBARS} has no "docs" sidebar starting with "index"`);

  try {
    for (cycle = 1; cycle <= options.cycles; cycle += 1) {
      const c = cycle;
      // Writer's speed: each change checked where the reader sees it before the next one.
      const sentence = `Stress edit ${c} reached the page.`;
      const withEdit = `${edited}\n${sentence}\n`;
      await step(
        "edit a doc's text",
        () => write(EDITED, withEdit),
        () => clean(EDITED_URL, sentence),
      );

      const brokenLine = withEdit.split("\n").length + 1;
      await step(
        "broken edit (MDX syntax error)",
        () => write(EDITED, `${withEdit}\nBroken <div> here {oops\n`),
        () =>
          all(
            () => showsProblem(EDITED_URL, EDITED, brokenLine),
            () => clean(OTHER_URL),
          ),
      );
      await step(
        "fix of the broken edit",
        () => write(EDITED, withEdit),
        () => clean(EDITED_URL, sentence),
      );

      const rootDoc = `content/docs/stress-root-${c}.mdx`;
      await step(
        "new doc at the root of content/docs",
        () => writeDoc(rootDoc, `Stress root ${c}`),
        () => served(`/docs/stress-root-${c}`, `Stress root ${c}`),
      );
      const folder = `content/docs/stress-dir-${c}`;
      await step(
        "new doc in a new folder",
        () => {
          writeDoc(`${folder}/first.mdx`, `Stress first ${c}`);
          writeDoc(`${folder}/second.mdx`, `Stress second ${c}`);
        },
        () =>
          all(
            () => served(`/docs/stress-dir-${c}/first`, `Stress first ${c}`),
            () => served(`/docs/stress-dir-${c}/second`, `Stress second ${c}`),
          ),
      );

      const missing = `stress/missing-${c}`;
      await step(
        "sidebar error (a sidebar naming a missing doc)",
        () => write(SIDEBARS, brokenSidebars(missing)),
        () =>
          all(
            () => showsProblem(EDITED_URL, SIDEBARS, undefined, `"${missing}"`),
            () => showsProblem(OTHER_URL, SIDEBARS, undefined, `"${missing}"`),
          ),
      );
      // Every other cycle, the delete and the rename happen while the sidebar is in error.
      const fixSidebar = (folderDoc: string) =>
        step(
          "fix of the sidebar error",
          () => write(SIDEBARS, sidebars),
          () =>
            all(
              () => clean(EDITED_URL, sentence),
              () => clean(OTHER_URL),
              () => clean(folderDoc),
            ),
        );
      if (c % 2 === 1) await fixSidebar(`/docs/stress-dir-${c}/first`);

      await step(
        "deleted doc",
        () => fs.rmSync(file(rootDoc)),
        () => gone(`/docs/stress-root-${c}`),
      );
      const moved = `content/docs/stress-moved-${c}`;
      await step(
        "renamed folder",
        () => fs.renameSync(file(folder), file(moved)),
        () =>
          all(
            () => served(`/docs/stress-moved-${c}/first`, `Stress first ${c}`),
            () => served(`/docs/stress-moved-${c}/second`, `Stress second ${c}`),
            () => gone(`/docs/stress-dir-${c}/first`),
            () => gone(`/docs/stress-dir-${c}/second`),
          ),
      );
      if (c % 2 === 0) await fixSidebar(`/docs/stress-moved-${c}/first`);
      await step(
        "deleted folder",
        () => fs.rmSync(file(moved), { recursive: true }),
        () =>
          all(
            () => gone(`/docs/stress-moved-${c}/first`),
            () => gone(`/docs/stress-moved-${c}/second`),
          ),
      );

      // Bursts: several changes within 200 ms, under Gatsby's 500 ms batch; the end state checked.
      const burstSentence = `Burst ${c} reached the page.`;
      const burstDoc = `content/docs/stress-burst-${c}.mdx`;
      const burstFolder = `content/docs/stress-burst-dir-${c}`;
      await step(
        "burst: edit, new docs, broken edit and its fix, sidebar error and its fix",
        () => {
          write(EDITED, `${edited}\n${burstSentence}\n`);
          writeDoc(burstDoc, `Stress burst ${c}`);
          write(OTHER, `${other}\nBroken <div> here {oops\n`);
          writeDoc(`${burstFolder}/page.mdx`, `Stress burst page ${c}`);
          write(SIDEBARS, brokenSidebars(`stress/burst-missing-${c}`));
          write(OTHER, other);
          write(SIDEBARS, sidebars);
        },
        () =>
          all(
            () => clean(EDITED_URL, burstSentence),
            () => clean(OTHER_URL),
            () => served(`/docs/stress-burst-${c}`, `Stress burst ${c}`),
            () => served(`/docs/stress-burst-dir-${c}/page`, `Stress burst page ${c}`),
          ),
      );
      const burstMoved = `content/docs/stress-burst-moved-${c}`;
      await step(
        "burst: deleted doc, renamed folder, broken edit left broken",
        () => {
          fs.rmSync(file(burstDoc));
          fs.renameSync(file(burstFolder), file(burstMoved));
          write(EDITED, `${edited}\nBroken <div> here {oops\n`);
        },
        () =>
          all(
            () => gone(`/docs/stress-burst-${c}`),
            () => gone(`/docs/stress-burst-dir-${c}/page`),
            () => served(`/docs/stress-burst-moved-${c}/page`, `Stress burst page ${c}`),
            () => showsProblem(EDITED_URL, EDITED, edited.split("\n").length + 1),
            () => clean(OTHER_URL),
          ),
      );
      await step(
        "burst: fix and removal of the moved folder",
        () => {
          write(EDITED, edited);
          fs.rmSync(file(burstMoved), { recursive: true });
        },
        () =>
          all(
            () => clean(EDITED_URL),
            () => gone(`/docs/stress-burst-moved-${c}/page`),
          ),
      );
      options.log?.(
        `cycle ${c}/${options.cycles} passed (${steps} steps, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    // The copy is left as it was found, whatever failed.
    write(EDITED, edited);
    write(OTHER, other);
    write(SIDEBARS, sidebars);
  }
  return {
    cycles: options.cycles,
    steps,
    seconds: Math.round((Date.now() - started) / 1000),
    stepMs: Object.fromEntries(
      [...stepMs].map(([name, values]) => [
        name,
        { median: median(values), max: Math.max(...values), count: values.length },
      ]),
    ),
  };
}
