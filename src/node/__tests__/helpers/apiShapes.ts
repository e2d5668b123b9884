import { spawnSync } from "node:child_process";
import path from "node:path";
import type { ApiNameProblem } from "../../content/contentChecks";

const projectRoot = path.join(__dirname, "..", "..", "..", "..");

/** The shape report of a content root, computed in a tsx process (see apiShapes.cli.ts). */
export function apiShapeReportOf(contentRoot: string): ApiNameProblem[] {
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    [path.join(__dirname, "apiShapes.cli.ts"), contentRoot],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`apiShapes failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as ApiNameProblem[];
}
