import { spawnSync } from "node:child_process";
import path from "node:path";
import type { DocSource, ProcessedDoc } from "../../mdx/processDoc";

const projectRoot = path.join(__dirname, "..", "..", "..", "..");

/**
 * Compiles docs with the site's real MDX pipeline in a tsx process (see processDocs.cli.ts).
 * `docs` maps a file name under `content/docs/` to its whole source.
 */
export function processDocs(docs: Record<string, string>): Record<string, ProcessedDoc> {
  const names = Object.keys(docs);
  const results = processDocSources(
    names.map((name) => ({
      source: docs[name] ?? "",
      absolutePath: path.join(projectRoot, "content", "docs", name),
      sourceFile: `content/docs/${name}`,
    })),
  );
  return Object.fromEntries(names.map((name, index) => [name, results[index] as ProcessedDoc]));
}

/** Compiles the given sources, in order, with the site's real MDX pipeline. */
export function processDocSources(input: readonly DocSource[]): ProcessedDoc[] {
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    [path.join(__dirname, "processDocs.cli.ts")],
    { input: JSON.stringify(input), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`processDocs failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as ProcessedDoc[];
}
