import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "..", "..");

/** Starts scripts/serve.ts for `publicDir` on 127.0.0.1:`port`; resolves once it answers. */
async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).ok;
  } catch {
    return false;
  }
}

export async function startServer(publicDir: string, port: number): Promise<ChildProcess> {
  // Measuring against a server left over from another run would measure the wrong build.
  if (await answers(port))
    throw new Error(`Port ${port} is already in use: stop what listens there first`);
  const child = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "scripts", "serve.ts")],
    {
      env: { ...process.env, PORT: String(port), PUBLIC_DIR: publicDir },
      stdio: "ignore",
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answers(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopServer(child);
  throw new Error(`The server for ${publicDir} did not start on port ${port}`);
}

export function stopServer(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // The group is gone already (the server exited): nothing left to stop.
    child.kill("SIGTERM");
  }
}

/**
 * Resolves once nothing answers on `port` (up to 10 s): a server just stopped may still be closing
 * when the next section starts its own there.
 */
export async function portFreed(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!(await answers(port))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Port ${port} still answers 10 s after its server was stopped`);
}
