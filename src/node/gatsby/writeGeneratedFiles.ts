import fs from "node:fs";
import path from "node:path";

/** A file the build generates into public/: its path under public/ and its text. */
export interface GeneratedFile {
  file: string;
  contents: string;
}

/**
 * Writes generated files into `dir` under public/, removing that folder's files of earlier runs
 * first. The files' names carry a hash of their contents, so nothing else can be stale there.
 */
export function writeGeneratedFiles(
  publicDir: string,
  dir: string,
  files: readonly GeneratedFile[],
): void {
  fs.rmSync(path.join(publicDir, dir), { recursive: true, force: true });
  for (const { file, contents } of files) {
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, contents);
  }
}
