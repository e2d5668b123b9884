import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";

/** How long a writer waits between saving a doc and seeing the change in the browser. */
export interface EditToScreen {
  page: string;
  /** Seconds from starting `gatsby develop` to the first page served. */
  startupSeconds: number;
  /** Milliseconds from the write to the sentence on screen, for each edit in order. */
  editsMs: number[];
  /** The first edit (it includes compiling the MDX toolchain's first run) and the median of the others. */
  firstMs: number;
  medianMs: number;
  spreadMs: [number, number];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Starts `gatsby develop` in `siteDir` (a copy of the project with its real content), opens
 * `page` in Chromium, then `edits` times writes a new sentence at the end of `file` and times
 * until Chromium shows it (no reload: the development server pushes the page's new data).
 */
export async function measureEditToScreen(
  browser: Browser,
  siteDir: string,
  file: string,
  page: string,
  port: number,
  edits = 8,
): Promise<EditToScreen> {
  const started = Date.now();
  const server = spawn(
    path.join(siteDir, "node_modules", ".bin", "gatsby"),
    ["develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: siteDir,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (Date.now() - started > 600_000) throw new Error("gatsby develop did not start in 10 min");
      try {
        if ((await fetch(`${origin}${page}`)).ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const startupSeconds = (Date.now() - started) / 1000;
    const tab = await browser.newPage();
    await tab.goto(`${origin}${page}`);
    // The development server answers with a shell before its first bundle is compiled, which
    // takes minutes on a busy machine: the heading shows once the bundle runs.
    await tab.waitForSelector("h1", { timeout: 300_000 });
    const target = path.join(siteDir, file);
    const original = fs.readFileSync(target, "utf8");
    const editsMs: number[] = [];
    try {
      for (let edit = 0; edit < edits; edit += 1) {
        const sentence = `Edit number ${edit} reached the screen.`;
        const before = Date.now();
        fs.writeFileSync(target, `${original}\n${sentence}\n`);
        await tab.waitForFunction((text) => document.body.innerText.includes(text), sentence, {
          polling: "raf",
          timeout: 60_000,
        });
        editsMs.push(Date.now() - before);
        // Let the server settle, as between a writer's saves.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } finally {
      fs.writeFileSync(target, original);
      await tab.close();
    }
    const rest = editsMs.slice(1);
    return {
      page,
      startupSeconds,
      editsMs,
      firstMs: editsMs[0] ?? 0,
      medianMs: median(rest),
      spreadMs: [Math.min(...rest), Math.max(...rest)],
    };
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}
