import type { ChildProcess } from "node:child_process";
import { endAndWait } from "./endProcesses";
import { descendantsOf, readProcessTable, type ProcessEntry } from "./processTree";
import { STOP_SIGNALS, type StopSignal } from "./stopSignals";

export interface ChildStop {
  /** The stop signal this process received, if it received one. */
  readonly signal: StopSignal | undefined;
  /**
   * Once the child has exited: ends what it started and left running, and resolves when those
   * processes are gone.
   */
  endLeftovers: () => Promise<void>;
}

/**
 * Passes a stop signal this process receives (SIGINT, SIGTERM, SIGHUP) on to `child`, so that
 * it can stop cleanly (Gatsby puts public/ back and ends its workers: outputGuard). The child
 * is not in a process group of its own: a terminal's Ctrl-C and a group kill must reach it as
 * they reach this process. What the child started is recorded from the signal until the
 * child exits: when the child dies without ending them (killed, crashed, stopped before it
 * installed its handlers), endLeftovers ends them, since once orphaned they are no longer
 * found under it.
 */
export function stopChildOnSignals(child: ChildProcess): ChildStop {
  let signal: StopSignal | undefined;
  const started = new Map<string, ProcessEntry>();
  let watch: NodeJS.Timeout | undefined;
  const record = () => {
    if (child.pid === undefined) return;
    for (const entry of descendantsOf(child.pid, readProcessTable())) {
      started.set(`${entry.pid} ${entry.started}`, entry);
    }
  };
  const onSignal = (received: StopSignal) => {
    // A terminal's Ctrl-C reaches this process twice (directly, and from npm, which passes it
    // on) and Gatsby directly too: the stop is passed on once.
    if (signal) return;
    signal = received;
    record();
    child.kill(received);
    // The child starts processes until it gets to its handler (a busy event loop runs it late).
    watch = setInterval(record, 250);
  };
  for (const name of Object.keys(STOP_SIGNALS) as StopSignal[]) process.on(name, onSignal);
  return {
    get signal() {
      return signal;
    },
    endLeftovers: async () => {
      clearInterval(watch);
      if (started.size > 0) await endAndWait([...started.values()]);
    },
  };
}
