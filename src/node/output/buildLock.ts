import fs from "node:fs";
import path from "node:path";
import { stillRunning } from "./endProcesses";
import { readProcessTable, type ProcessEntry } from "./processTree";

/**
 * One build at a time in a checkout. Two builds share public/, .cache/ and the copy of the last
 * good public/: the second would take the first's copy for one a killed build left, put it
 * back under the running build and delete its cache, and the two then write one folder (a
 * probe found a public/ whose _headers came from one build and its pages from another, so the
 * policy refused every inline script). The build that starts second is refused and touches
 * nothing.
 *
 * The lock file names the process that holds it, by pid and start time (a pid that ended can be
 * given to another process). A holder that no longer runs (a build killed outright) leaves a
 * stale lock, which the next build takes over. `npm run build` holds it for the `gatsby build`
 * it starts: a holder among the process's own ancestors is its own build.
 */
export type BuildLock = { release: () => void } | { heldBy: LockHolder };

/** The process holding the lock, and when it took it (ISO 8601), to name it in messages. */
export type LockHolder = ProcessEntry & { since?: string };

/** The process and those that started it, the process first. */
export function lineageOf(pid: number, table: readonly ProcessEntry[]): ProcessEntry[] {
  const byPid = new Map(table.map((entry) => [entry.pid, entry]));
  const lineage: ProcessEntry[] = [];
  for (
    let entry = byPid.get(pid);
    entry && !lineage.includes(entry);
    entry = byPid.get(entry.ppid)
  ) {
    lineage.push(entry);
  }
  return lineage;
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(lockFile, "utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { pid, started, since } = value as Record<string, unknown>;
    if (typeof pid !== "number" || typeof started !== "string") return undefined;
    return { pid, ppid: 0, started, ...(typeof since === "string" ? { since } : {}) };
  } catch {
    return undefined;
  }
}

const sameProcess = (a: ProcessEntry, b: ProcessEntry): boolean =>
  a.pid === b.pid && a.started === b.started;

/**
 * Takes the lock for process `pid`, or says which running build holds it. Where the process
 * table cannot be read (no /proc, no ps), nothing can tell a live holder from a stale one: the
 * lock is not taken and the build goes on.
 */
export function claimBuildLock(
  lockFile: string,
  pid: number = process.pid,
  table: readonly ProcessEntry[] = readProcessTable(),
  now: Date = new Date(),
): BuildLock {
  const unlocked = { release: () => undefined };
  const lineage = lineageOf(pid, table);
  const self = lineage[0];
  if (!self) return unlocked;
  const holder = readHolder(lockFile);
  if (holder && stillRunning([holder], table).length > 0) {
    return lineage.some((entry) => sameProcess(entry, holder)) ? unlocked : { heldBy: holder };
  }
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  // Written aside and renamed over: a build that reads the file never sees half of it.
  const written = `${lockFile}.${pid}`;
  fs.writeFileSync(
    written,
    JSON.stringify({ pid: self.pid, started: self.started, since: now.toISOString() }),
  );
  fs.renameSync(written, lockFile);
  // Two builds started at the same instant both write; the last rename wins, and the other
  // reads it back here.
  const winner = readHolder(lockFile);
  if (winner && !sameProcess(winner, self)) return { heldBy: winner };
  return {
    release: () => {
      const current = readHolder(lockFile);
      if (current && sameProcess(current, self)) fs.rmSync(lockFile, { force: true });
    },
  };
}

/** `2026-12-07 13:02:11 UTC`: when a build took the lock, as a refused build names it. */
function formatSince(since: string): string {
  const date = new Date(since);
  if (Number.isNaN(date.getTime())) return since;
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** What a refused build says: which build holds the lock (process, when it started). */
export function lockHeldMessage(holder: LockHolder): string {
  const started = holder.since ? `, started ${formatSince(holder.since)}` : "";
  return (
    `another build is running in this checkout (process ${holder.pid}${started}): public/ and ` +
    `.cache/ are its until it ends; wait for it, or stop it (kill ${holder.pid}), then build again`
  );
}
