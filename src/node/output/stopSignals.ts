import os from "node:os";

/**
 * The signals that stop a build from a terminal (SIGINT, SIGHUP), a CI runner or a supervisor
 * (SIGTERM), with the exit code a shell gives a process they end: 128 + the signal's number.
 */
export const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

export type StopSignal = keyof typeof STOP_SIGNALS;

/** The exit code of a process a signal ended, as a shell reports it. */
export function exitCodeOfSignal(signal: NodeJS.Signals): number {
  return 128 + os.constants.signals[signal];
}
