/**
 * npm run bench:server: the Node server's resident memory (scripts/serve.ts, on 127.0.0.1 only)
 * under three loads, each run on a fresh server, three times:
 *   - 10 clients that each send 2,000 pipelined GETs at once and never read an answer;
 *   - 50 slow clients, each reading its answer (a 1 MB file) at 1 KB/s;
 *   - 100,000 requests from 4 keep-alive clients, one request at a time each.
 * For each: the server's size once started and warmed (baseline), its peak (the kernel's VmHWM
 * for the process) and its size a few seconds after the clients have gone. The bounds it measures
 * are described in docs/deploy.md ("The Node server's bounds"). Writes
 * bench/results/server-memory.md and .json. After a build (public/ and deploy-output/); another
 * build can be pointed at, read only:
 *
 *   npm run bench:server
 *   BENCH_PUBLIC_DIR=/work/main/public BENCH_DEPLOY_DIR=/work/main/public npm run bench:server
 *   BENCH_RUNS=1 BENCH_PORT=9411 npm run bench:server
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { deployOutputOf } from "../src/node/deploy/deployOutput";

const root = path.join(__dirname, "..");
const publicDir = path.resolve(process.env.BENCH_PUBLIC_DIR ?? path.join(root, "public"));
const deployDir = path.resolve(process.env.BENCH_DEPLOY_DIR ?? deployOutputOf(publicDir));
const port = Number(process.env.BENCH_PORT ?? 9411);
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** The process's resident size now and its peak so far, in MB, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).ok;
  } catch {
    return false;
  }
}

/** scripts/serve.ts run by Node itself (tsx's loader in-process), so its pid is the server's. */
async function startServer(): Promise<ChildProcess> {
  if (await answers()) throw new Error(`Port ${port} is already in use: set BENCH_PORT`);
  const server = spawn(process.execPath, ["--import=tsx", path.join(root, "scripts/serve.ts")], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_DIR: publicDir,
      DEPLOY_DIR: deployDir,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  // A loaded machine takes a while to load tsx and the server: up to a minute.
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt += 1) {
    if (await answers()) return server;
    await sleep(100);
  }
  server.kill("SIGTERM");
  throw new Error(`The server did not start on port ${port}: ${errors || "no message"}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

/** The addresses the clients ask: pages, page data, a bundle, an unknown path, gzip or not. */
function addresses(): { path: string; gzip: boolean }[] {
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const bundle = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(home)?.[1] ?? "/";
  return [
    { path: "/", gzip: true },
    { path: "/docs/about", gzip: true },
    { path: "/page-data/docs/about/page-data.json", gzip: true },
    { path: bundle, gzip: true },
    { path: "/nope", gzip: true },
    { path: "/docs/about", gzip: false },
  ];
}

const requestText = ({ path: target, gzip }: { path: string; gzip: boolean }) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${gzip ? "Accept-Encoding: gzip\r\n" : ""}\r\n`;

interface Sample {
  baseline: number;
  peak: number;
  after: number;
  note: string;
}

/** Samples the resident size while `load` runs; the peak is the kernel's high-water mark. */
async function measure(pid: number, load: () => Promise<string>): Promise<Sample> {
  // A few requests first: the first answers load modules and fill caches every run pays.
  for (let index = 0; index < 20; index += 1) await fetch(`http://127.0.0.1:${port}/docs/about`);
  await sleep(500);
  const baseline = memoryOf(pid).rss;
  const note = await load();
  const peak = memoryOf(pid).peak;
  await sleep(3000);
  return { baseline, peak, after: memoryOf(pid).rss, note };
}

/** 10 connections, each sending 2,000 pipelined GETs at once and reading nothing, for 8 s. */
async function pipeliningClients(): Promise<string> {
  const mix = addresses();
  const text = Array.from({ length: 2000 }, (_, index) =>
    requestText(mix[index % mix.length] ?? { path: "/", gzip: false }),
  ).join("");
  const sockets = Array.from({ length: 10 }, () => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.pause();
    socket.write(text);
    return socket;
  });
  await sleep(8000);
  for (const socket of sockets) socket.destroy();
  return `10 connections × 2,000 requests (${Math.round((text.length * 10) / 1024)} KiB sent), no answer read, held 8 s`;
}

/** 50 connections, each asking for /llms-full.txt and reading it at 1 KB/s, for 20 s. */
async function slowClients(): Promise<string> {
  let received = 0;
  const sockets = Array.from({ length: 50 }, (_, index) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.pause();
    socket.write(requestText({ path: "/llms-full.txt", gzip: index % 2 === 0 }));
    return socket;
  });
  const reader = setInterval(() => {
    for (const socket of sockets) {
      const chunk = socket.read(Math.min(1024, socket.readableLength)) as Buffer | null;
      if (chunk) received += chunk.length;
    }
  }, 1000);
  await sleep(20_000);
  clearInterval(reader);
  for (const socket of sockets) socket.destroy();
  return `50 connections reading /llms-full.txt (half gzipped) at 1 KB/s for 20 s: ${Math.round(received / 1024)} KiB read in all`;
}

/** 100,000 requests over 4 keep-alive connections, one at a time on each. */
async function keepAliveClients(): Promise<string> {
  const total = Number(process.env.BENCH_KEEPALIVE_REQUESTS ?? 100_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const mix = addresses();
  const statuses = new Map<number, number>();
  let sent = 0;
  let lost = 0;
  const one = (index: number) =>
    new Promise<void>((resolve) => {
      const { path: target, gzip } = mix[index % mix.length] ?? { path: "/", gzip: false };
      const request = http.get(
        {
          host: "127.0.0.1",
          port,
          path: target,
          agent,
          headers: gzip ? { "accept-encoding": "gzip" } : {},
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.on("error", () => {
        lost += 1;
        resolve();
      });
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sent < total) {
        const index = sent;
        sent += 1;
        await one(index);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  const counts = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  return `${total} requests on 4 connections in ${seconds.toFixed(1)} s (${Math.round(total / seconds)}/s): ${counts}; ${lost} lost`;
}

const SCENARIOS = [
  { id: "pipelining", name: "10 pipelining clients that read nothing", load: pipeliningClients },
  { id: "slow", name: "50 slow clients (1 KB/s)", load: slowClients },
  { id: "keepAlive", name: "100,000 requests, 4 keep-alive clients", load: keepAliveClients },
] as const;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spread = (values: number[]) =>
  `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No build in ${publicDir}: run npm run build first`);
  }
  const results: Record<string, Sample[]> = {};
  for (const scenario of SCENARIOS) {
    results[scenario.id] = [];
    for (let run = 0; run < runs; run += 1) {
      const server = await startServer();
      try {
        const sample = await measure(server.pid ?? 0, scenario.load);
        results[scenario.id]?.push(sample);
        console.log(
          `${scenario.name}, run ${run + 1}: ${sample.baseline.toFixed(0)} MB, peak ${sample.peak.toFixed(0)} MB, after ${sample.after.toFixed(0)} MB; ${sample.note}`,
        );
      } finally {
        await stopServer(server);
      }
    }
  }
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
  const command = [
    process.env.BENCH_PUBLIC_DIR ? `BENCH_PUBLIC_DIR=${process.env.BENCH_PUBLIC_DIR} ` : "",
    process.env.BENCH_DEPLOY_DIR ? `BENCH_DEPLOY_DIR=${process.env.BENCH_DEPLOY_DIR} ` : "",
    "npm run bench:server",
  ].join("");
  const json = {
    measured: new Date().toISOString(),
    command,
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: load,
    publicDir: path.relative(root, publicDir) || publicDir,
    runs,
    scenarios: SCENARIOS.map((scenario) => ({
      id: scenario.id,
      name: scenario.name,
      samples: results[scenario.id],
    })),
  };
  const rows = SCENARIOS.map((scenario) => {
    const samples = results[scenario.id] ?? [];
    const of = (key: "baseline" | "peak" | "after") => spread(samples.map((sample) => sample[key]));
    return `| ${scenario.name} | ${of("baseline")} | ${of("peak")} | ${of("after")} | ${samples[0]?.note ?? ""} |`;
  });
  const markdown = [
    "# The Node server's memory (`npm run bench:server`)",
    "",
    `Measured ${json.measured} with \`${command}\` on ${json.cpus} cores (load average ${load} at the end), Node ${json.node}, serving \`${json.publicDir}\`.`,
    `Resident size of the server process in MB, median of ${runs} runs (lowest–highest), each run on a fresh server: once warmed (20 requests), its peak (VmHWM), and 3 s after the clients have gone.`,
    "",
    "| Load | Warmed | Peak | After | What the clients did (first run) |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "The bounds behind these figures are in [docs/deploy.md](../../docs/deploy.md#the-node-servers-bounds).",
    "",
  ].join("\n");
  const results_ = path.join(root, "bench", "results");
  fs.writeFileSync(path.join(results_, "server-memory.json"), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(path.join(results_, "server-memory.md"), markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
