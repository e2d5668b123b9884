/**
 * `npm run build` in a copy of the site, stopped by SIGTERM while it writes the pages, then
 * early by SIGINT, sent to the npm process only, as a CI runner or a supervisor sends it, and by
 * SIGINT sent to the whole process group, as Ctrl-C in a terminal sends it: npm must end with 143
 * or 130, no process of the build may be left (Gatsby, its render worker), and public/ must be
 * exactly the previous output, with the .tmp/ copy and .cache/ gone (atomicOutput).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  GATSBY_COMMAND_ENV,
  makeSiteCopy,
  outputFiles,
  PLANTED_OUTPUT,
  plantOutput,
  removeSiteCopy,
} from "./siteCopy";

/** A build's start on a loaded 2-core machine, and its stop. */
const TEST_TIMEOUT = 300_000;
const STOPPED_WITHIN = 120_000;

let dir: string;
beforeAll(() => {
  dir = makeSiteCopy();
});
afterAll(() => removeSiteCopy(dir));

/**
 * The processes working in the copy, by their working folder (Linux): Gatsby's render workers
 * run /work/…/node_modules/gatsby-worker, so their command line does not name the copy.
 */
function processesOfCopy(): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const name of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const cwd = fs.readlinkSync(`/proc/${name}/cwd`);
      if (cwd !== dir && !cwd.startsWith(`${dir}/`)) continue;
      const command = fs.readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").join(" ");
      found.push({ pid: Number(name), command: command.trim() });
    } catch {
      // Ended meanwhile, or a zombie (no working folder any more).
    }
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it.each([
  // Stopped once the build has started writing page data over the previous output.
  ["SIGTERM", "npm only", "while it writes the pages", 143],
  ["SIGINT", "npm only", "as it starts", 130],
  // Ctrl-C in a terminal: npm, this script and Gatsby each get it, and npm passes it on too.
  ["SIGINT", "the whole group", "as it starts", 130],
] as const)(
  "%s sent to %s %s stops Gatsby and its workers, and public/ is the previous output",
  async (signal, target, moment, exitCode) => {
    plantOutput(dir);
    // A process group of its own, as a terminal gives a command, so that the group can be
    // sent the signal and whatever a failing build leaves running is ended below.
    const npm = spawn("npm", ["run", "build"], {
      cwd: dir,
      detached: true,
      env: GATSBY_COMMAND_ENV,
    });
    let output = "";
    npm.stdout.on("data", (data: Buffer) => (output += data.toString()));
    npm.stderr.on("data", (data: Buffer) => (output += data.toString()));
    const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
      npm.on("exit", (code, killedBy) => resolve(code ?? killedBy)),
    );
    let ended = false;
    void exited.then(() => (ended = true));
    try {
      // Gatsby is running: the onPreInit hook has copied public/ aside, Gatsby has deleted
      // the previous HTML, and its render worker has started; or, later, it writes page data.
      const hasWorker = () =>
        processesOfCopy().some(({ command }) => command.includes("gatsby-worker"));
      const reached = () =>
        moment === "as it starts"
          ? /createSchemaCustomization/.test(output) && hasWorker()
          : /Writing page-data\.json/.test(output);
      while (!reached()) {
        if (ended) throw new Error(`The build ended before it was stopped:\n${output}`);
        await pause(100);
      }
      expect(fs.existsSync(path.join(dir, ".tmp", "public-previous", "marker.txt"))).toBe(true);
      if (moment === "as it starts") {
        expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false);
      }

      const npmPid = npm.pid ?? 0;
      process.kill(target === "npm only" ? npmPid : -npmPid, signal);
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        exited,
        new Promise((resolve) => (timer = setTimeout(resolve, STOPPED_WITHIN, "still running"))),
      ]);
      clearTimeout(timer);
      // One assertion for the whole outcome, so that a failure shows all of it.
      expect({
        exit: result,
        leftRunning: processesOfCopy(),
        public: outputFiles(dir),
        snapshotLeft: fs.existsSync(path.join(dir, ".tmp", "public-previous")),
        cacheLeft: fs.existsSync(path.join(dir, ".cache")),
      }).toEqual({
        exit: exitCode,
        leftRunning: [],
        public: PLANTED_OUTPUT,
        snapshotLeft: false,
        cacheLeft: false,
      });
      expect(output).toContain(`The build was stopped by ${signal}`);
    } finally {
      // What a failing build left running: its group, and anything still working in the copy.
      try {
        process.kill(-(npm.pid ?? 0), "SIGKILL");
      } catch {
        // The group is gone.
      }
      for (const { pid } of processesOfCopy()) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // It ended meanwhile.
        }
      }
    }
  },
  TEST_TIMEOUT,
);
