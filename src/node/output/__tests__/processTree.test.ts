import { stillRunning } from "../endProcesses";
import {
  descendantsOf,
  parseProcStat,
  parsePsTable,
  readProcessTable,
  type ProcessEntry,
} from "../processTree";

/** A /proc/<pid>/stat line: fields 5 to 21 between the parent (4) and the start (22). */
const statLine = (pid: number, command: string, state: string, ppid: number, started: string) =>
  `${pid} (${command}) ${state} ${ppid} ${Array.from({ length: 17 }, (_, i) => i + 100).join(" ")} ${started} 4096 12\n`;

const entry = (pid: number, ppid: number, started = `t${pid}`): ProcessEntry => ({
  pid,
  ppid,
  started,
});

describe("reading the process table", () => {
  it("reads pid, parent and start from /proc stat lines, also when the command has spaces and parentheses", () => {
    expect(parseProcStat(statLine(4242, "node", "S", 17, "889911"))).toEqual({
      pid: 4242,
      ppid: 17,
      started: "889911",
    });
    expect(parseProcStat(statLine(4243, "my ) odd (name) 9", "R", 4242, "889999"))).toEqual({
      pid: 4243,
      ppid: 4242,
      started: "889999",
    });
  });

  it("leaves out zombies, which have ended already", () => {
    expect(parseProcStat(statLine(4244, "node", "Z", 4242, "890000"))).toBeUndefined();
    const ps = [
      "    1     0 Ss   Mon Nov 28 08:19:00 2025",
      "  300     1 S+   Mon Nov 28 09:00:01 2025",
      "  301   300 Z+   Mon Nov 28 09:00:02 2025",
      "",
    ].join("\n");
    expect(parsePsTable(ps)).toEqual([
      { pid: 1, ppid: 0, started: "Mon Nov 28 08:19:00 2025" },
      { pid: 300, ppid: 1, started: "Mon Nov 28 09:00:01 2025" },
    ]);
  });

  it("reads this process and its parent from the running system", () => {
    const self = readProcessTable().find(({ pid }) => pid === process.pid);
    expect(self?.ppid).toBe(process.ppid);
    expect(self?.started).not.toBe("");
  });
});

describe("descendantsOf", () => {
  it("finds children and their children, and nothing beside them", () => {
    const table = [
      entry(1, 0),
      entry(10, 1), // the build
      entry(11, 10), // a worker
      entry(12, 11), // what the worker started
      entry(13, 10),
      entry(20, 1), // another program
      entry(21, 20),
    ];
    expect(descendantsOf(10, table).map(({ pid }) => pid)).toEqual([11, 13, 12]);
    expect(descendantsOf(13, table)).toEqual([]);
  });

  it("ends on a table read while pids were reused, which can hold a loop", () => {
    expect(descendantsOf(10, [entry(11, 10), entry(12, 11), entry(10, 12)]).length).toBe(2);
  });
});

describe("stillRunning", () => {
  it("knows a process by its pid and its start: a reused pid is another process", () => {
    const recorded = [entry(11, 10, "100"), entry(12, 10, "101"), entry(13, 10, "102")];
    const now = [entry(11, 10, "100"), entry(12, 1, "555")];
    expect(stillRunning(recorded, now)).toEqual([entry(11, 10, "100")]);
  });
});
