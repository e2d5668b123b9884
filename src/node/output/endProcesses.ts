import { descendantsOf, readProcessTable, type ProcessEntry } from "./processTree";

/** Those of `processes` that still run: the same pid, started at the same time. */
export function stillRunning(
  processes: readonly ProcessEntry[],
  table: readonly ProcessEntry[],
): ProcessEntry[] {
  const running = new Set(table.map(({ pid, started }) => `${pid} ${started}`));
  return processes.filter(({ pid, started }) => running.has(`${pid} ${started}`));
}

/**
 * SIGKILL, not a signal they may handle: a render worker busy with a page would write it
 * before it got to its handler, and the build's output must not change once it is stopped.
 */
function kill(processes: readonly ProcessEntry[]): void {
  for (const { pid } of processes) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // It ended on its own meanwhile.
    }
  }
}

/** Ends every process `pid` started (and those they started), at once. Synchronous. */
export function endProcessesStartedBy(pid: number): void {
  kill(descendantsOf(pid, readProcessTable()));
}

/**
 * Ends those of `processes` that still run and waits until they are gone (or `timeoutMs` has
 * passed); resolves to those still running then.
 */
export async function endAndWait(
  processes: readonly ProcessEntry[],
  timeoutMs = 5_000,
): Promise<ProcessEntry[]> {
  kill(stillRunning(processes, readProcessTable()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = stillRunning(processes, readProcessTable());
    if (left.length === 0 || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
