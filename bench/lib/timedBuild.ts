import { spawnSync } from "node:child_process";
import path from "node:path";

export interface BuildTiming {
  label: string;
  seconds: number;
  /** Largest resident set of the build or any one of its child processes, in MiB. */
  peakMiB: number;
  ok: boolean;
}

/** Runs `gatsby build` in `cwd` under GNU time, which reports wall time and peak memory. */
export function timedBuild(label: string, cwd: string, env: NodeJS.ProcessEnv = {}): BuildTiming {
  const started = Date.now();
  const result = spawnSync(
    "/usr/bin/time",
    ["-v", path.join(cwd, "node_modules", ".bin", "gatsby"), "build"],
    {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", ...env },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = (Date.now() - started) / 1000;
  const peakKiB = Number(
    /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0,
  );
  if (result.status !== 0) console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
  return {
    label,
    seconds: Math.round(seconds * 10) / 10,
    peakMiB: Math.round(peakKiB / 1024),
    ok: result.status === 0,
  };
}
