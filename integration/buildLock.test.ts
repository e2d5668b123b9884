/**
 * One build at a time, with Gatsby's own command: a second bare `gatsby build` started in the
 * checkout while a first one runs (not through `npm run build`, whose runner takes the lock
 * before Gatsby starts) stops as soon as Gatsby loads the project's code, exits 1 naming the
 * first build (process and start time), and the first build goes on and succeeds. The second
 * runs while the first is paused past the point where Gatsby's own compile could break it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { GATSBY_COMMAND_ENV, makeSiteCopy, removeSiteCopy } from "./siteCopy";

let dir: string;
beforeAll(() => {
  dir = makeSiteCopy();
});
afterAll(() => removeSiteCopy(dir));

/**
 * Resolves once `output()` matches `pattern`; rejects if `child` ends first.
 */
function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (pattern.test(output())) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null || child.signalCode !== null) {
        clearInterval(timer);
        reject(new Error(`The first build ended early:\n${output()}`));
      }
    }, 200);
  });
}

it("refuses a second gatsby build while the first runs, and the first succeeds", async () => {
  const gatsby = path.join(dir, "node_modules", ".bin", "gatsby");
  // A process group of its own, so that the test can pause the build with all its workers.
  const first = spawn(gatsby, ["build"], { cwd: dir, env: GATSBY_COMMAND_ENV, detached: true });
  const group = -(first.pid ?? 0);
  let output = "";
  first.stdout.on("data", (data: Buffer) => (output += data.toString()));
  first.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => first.on("exit", resolve));
  try {
    // Every second bare `gatsby build` empties .cache/compiled/ before any project code runs,
    // and a worker of the first that loads the compiled gatsby-config then fails the first
    // (docs/build-output.md, "One build at a time": Gatsby's window; seen as a failed compile
    // and as a schema without the site's types). The workers load it once, at bootstrap, and
    // have used it once the queries ran: the first build is paused there, workers and all, for
    // as long as the second runs, so the window cannot reach it, and it must succeed.
    await waitForOutput(first, () => output, /run queries in workers|run page queries/);
    process.kill(group, "SIGSTOP");
    let second: ReturnType<typeof spawnSync>;
    try {
      second = spawnSync(gatsby, ["build"], {
        cwd: dir,
        env: GATSBY_COMMAND_ENV,
        encoding: "utf8",
        timeout: 180_000,
      });
    } finally {
      process.kill(group, "SIGCONT");
    }
    const said = `${second.stdout}\n${second.stderr}`;
    expect({ status: second.status, said }).toEqual({
      status: 1,
      said: expect.stringMatching(
        new RegExp(
          `The build did not start: another build is running in this checkout \\(process ${first.pid}, started \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\)`,
        ),
      ),
    });
    // It stopped when Gatsby loaded the project's code: before the configuration, the plugins
    // and onPreInit, where the output guard would have copied or put back public/.
    expect(said).not.toMatch(/load plugins|onPreInit/);

    const firstStatus = await exited;
    expect(output).not.toContain("another build is running");
    expect({ firstStatus, end: firstStatus === 0 ? "" : output.slice(-3000) }).toEqual({
      firstStatus: 0,
      end: "",
    });
    expect(fs.existsSync(path.join(dir, "public", "docs", "about", "index.html"))).toBe(true);
    // The lock went with the first build.
    expect(fs.existsSync(path.join(dir, ".tmp", "build.lock"))).toBe(false);
  } finally {
    if (first.exitCode === null && first.signalCode === null) process.kill(group, "SIGKILL");
  }
}, 900_000);
