/**
 * npm run bench:server-load: the Node server (scripts/serve.ts) under load, on 127.0.0.1 only, after a
 * build. 100,000 requests, 1,000 at a time, over a mix of what readers ask (pages, page data,
 * bundles, other spellings, unknown paths, ranges); every request must be answered, and the
 * server's memory must stay flat: its resident size after the run may exceed the size after a
 * warm-up by at most BENCH_MEMORY_GROWTH_MB (32). Exits 1 otherwise.
 *
 *   npm run bench:server-load
 *   BENCH_REQUESTS=20000 BENCH_CONCURRENCY=500 BENCH_PORT=9311 npm run bench:server-load
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const root = path.join(__dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 9311);
const total = Number(process.env.BENCH_REQUESTS ?? 100_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 1_000);
const warmUp = Math.min(5_000, Math.floor(total / 10));
const allowedGrowthMb = Number(process.env.BENCH_MEMORY_GROWTH_MB ?? 32);
const publicDir = path.join(root, "public");

/** The server's resident memory in MB, read from /proc (Linux). */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function requestMix(): { path: string; headers: Record<string, string> }[] {
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const bundle = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1] ?? "/";
  const gzip = { "accept-encoding": "gzip, br" };
  return [
    { path: "/", headers: gzip },
    { path: "/docs/about", headers: gzip },
    { path: "/page-data/docs/about/page-data.json", headers: gzip },
    { path: bundle, headers: gzip },
    { path: "/docs/about/", headers: {} },
    { path: "/nope", headers: gzip },
    { path: "/docs/about", headers: { range: "bytes=0-99" } },
    { path: "//docs/./about", headers: {} },
  ];
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start on port ${port}`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error("No build in public/: run npm run build first");
  }
  // Node itself runs the server (through tsx's loader), so its pid is the server's.
  const server = spawn(process.execPath, ["--import=tsx", path.join(root, "scripts/serve.ts")], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), PUBLIC_DIR: publicDir },
    stdio: "ignore",
  });
  const pid = server.pid ?? 0;
  try {
    await waitForServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const mix = requestMix();
    const statuses = new Map<number, number>();
    let lost = 0;
    let sent = 0;
    let afterWarmUp = 0;
    let peak = 0;
    const one = (index: number) =>
      new Promise<void>((resolve) => {
        const { path: target, headers } = mix[index % mix.length] ?? { path: "/", headers: {} };
        const request = http.get(
          { host: "127.0.0.1", port, path: target, headers, agent, timeout: 30_000 },
          (response) => {
            response.resume();
            response.on("end", () => {
              statuses.set(
                response.statusCode ?? 0,
                (statuses.get(response.statusCode ?? 0) ?? 0) + 1,
              );
              resolve();
            });
            response.on("error", () => {
              lost += 1;
              resolve();
            });
          },
        );
        request.on("timeout", () => request.destroy(new Error("timeout")));
        request.on("error", () => {
          lost += 1;
          resolve();
        });
      });
    const started = Date.now();
    const worker = async () => {
      while (sent < total) {
        const index = sent;
        sent += 1;
        await one(index);
        if (index === warmUp) afterWarmUp = residentMb(pid);
        if (index % 1_000 === 0) peak = Math.max(peak, residentMb(pid));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (Date.now() - started) / 1000;
    const end = residentMb(pid);
    peak = Math.max(peak, end);
    agent.destroy();
    const growth = end - afterWarmUp;
    console.log(
      `${total} requests, ${concurrency} at a time, in ${seconds.toFixed(1)} s ` +
        `(${Math.round(total / seconds)}/s): lost ${lost}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    console.log(
      `server memory: ${afterWarmUp.toFixed(0)} MB after ${warmUp} requests, ` +
        `peak ${peak.toFixed(0)} MB, end ${end.toFixed(0)} MB (growth ${growth.toFixed(0)} MB, allowed ${allowedGrowthMb})`,
    );
    if (lost > 0 || growth > allowedGrowthMb) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
