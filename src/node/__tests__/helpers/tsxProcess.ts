import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { pathToFileURL } from "node:url";
import { descendantsOf, readProcessTable } from "../../output/processTree";

/** A TypeScript file run by Node with tsx's loader: one process, which gets the signals sent to it. */
export interface TsxProcess {
  child: ChildProcessWithoutNullStreams;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the first match of `pattern` in its output. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  /** Resolves with its exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Kills it and every process under it: what a failed test leaves running. */
  killAll: () => void;
}

export function startTsx(
  file: string,
  { cwd, env = {} }: { cwd: string; env?: NodeJS.ProcessEnv },
): TsxProcess {
  // Not the tsx command: its process passes signals on to a second one (see scripts/build.ts).
  const loader = pathToFileURL(require.resolve("tsx")).href;
  const child = spawn(process.execPath, ["--import", loader, file], {
    cwd,
    env: { ...process.env, ...env },
  });
  let output = "";
  const listeners = new Set<() => void>();
  const onData = (data: Buffer) => {
    output += data.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(check);
          resolve(match);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => reject(new Error(`It exited before printing ${pattern}:\n${output}`)));
    });
  const killAll = () => {
    // Once it has exited, its pid may be another process's.
    if (child.exitCode !== null || child.signalCode !== null) return;
    const root = child.pid ?? 0;
    for (const { pid } of [{ pid: root }, ...descendantsOf(root, readProcessTable())]) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  };
  return { child, output: () => output, waitFor, exited, killAll };
}
