import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "..", "..");

/** Starts scripts/serve.ts for `publicDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function startServer(publicDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "scripts", "serve.ts")],
    {
      env: { ...process.env, PORT: String(port), PUBLIC_DIR: publicDir },
      stdio: "ignore",
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stopServer(child);
  throw new Error(`The server for ${publicDir} did not start on port ${port}`);
}

export function stopServer(child: ChildProcess): void {
  if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
}
