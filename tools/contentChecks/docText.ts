import { spawnSync } from "node:child_process";
import path from "node:path";
import type { CheckedFile } from "./contentChecks";
import type { DocText } from "../../src/node/content/docText";

const projectRoot = path.join(__dirname, "..", "..");

function run(args: string[], input?: string): unknown {
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    [path.join(__dirname, "docText.cli.ts"), ...args],
    { encoding: "utf8", input, maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`docText.cli failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Every doc of a content root with its text, as the checks read it (one tsx process). */
export function checkedFilesOf(contentRoot: string): CheckedFile[] {
  return run(["--root", contentRoot]) as CheckedFile[];
}

/** The text of each MDX body, compiled by processDoc (one tsx process for all of them). */
export function docTextsOf(bodies: readonly string[]): DocText[] {
  return run(["--bodies"], JSON.stringify(bodies)) as DocText[];
}
