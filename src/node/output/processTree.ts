import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** A running process, as the build's clean-up needs to know it. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /**
   * When it started, as the system writes it. With the pid it names one process: a pid that
   * ended can be given to a new, unrelated process, which must never be killed in its place.
   */
  started: string;
}

/**
 * One /proc/<pid>/stat line (Linux): "pid (command) state ppid … starttime …". The command
 * name may hold spaces and parentheses, so the fields are counted from its last ")". A zombie
 * (state Z) has ended already and waits only for its parent to collect it: left out.
 */
export function parseProcStat(line: string): ProcessEntry | undefined {
  const close = line.lastIndexOf(")");
  const pid = Number.parseInt(line, 10);
  // Fields 3 onwards: state is field 3, ppid field 4, starttime field 22.
  const fields = line.slice(close + 2).split(" ");
  const [state, ppid, started] = [fields[0], fields[1], fields[19]];
  if (close < 0 || !Number.isInteger(pid) || !ppid || !started || state === "Z") return undefined;
  return { pid, ppid: Number(ppid), started };
}

/** The output of `ps -A -o pid=,ppid=,stat=,lstart=` (macOS, BSD), zombies left out. */
export function parsePsTable(text: string): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const line of text.split("\n")) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.+?)\s*$/.exec(line);
    if (!match || match[3]?.startsWith("Z")) continue;
    entries.push({ pid: Number(match[1]), ppid: Number(match[2]), started: match[4] ?? "" });
  }
  return entries;
}

/** Every process below `root` in the tree (children, their children…), `root` itself left out. */
export function descendantsOf(root: number, table: readonly ProcessEntry[]): ProcessEntry[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of table) {
    children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  }
  const found: ProcessEntry[] = [];
  // A table read while processes come and go can hold a loop: each pid is visited once.
  const seen = new Set([root]);
  const queue = [root];
  for (let parent = queue.shift(); parent !== undefined; parent = queue.shift()) {
    for (const child of children.get(parent) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}

/**
 * The processes running now: read from /proc where there is one (Linux, also in containers
 * without `ps`), from `ps` elsewhere (macOS). Empty when neither can be read.
 */
export function readProcessTable(): ProcessEntry[] {
  if (fs.existsSync("/proc/self/stat")) {
    const entries: ProcessEntry[] = [];
    for (const name of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const entry = parseProcStat(fs.readFileSync(`/proc/${name}/stat`, "utf8"));
        if (entry) entries.push(entry);
      } catch {
        // It ended between the listing and the read.
      }
    }
    return entries;
  }
  const ps = spawnSync("ps", ["-A", "-o", "pid=,ppid=,stat=,lstart="], { encoding: "utf8" });
  return ps.status === 0 ? parsePsTable(ps.stdout) : [];
}
