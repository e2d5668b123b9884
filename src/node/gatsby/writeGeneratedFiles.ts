import fs from "node:fs";
import path from "node:path";

/** A file the build generates into public/: its path under public/ and its text. */
export interface GeneratedFile {
  file: string;
  contents: string;
}

/**
 * Writes generated files into `dir` under public/ and removes that folder's other files (those
 * of earlier runs). Each file is written beside its place and renamed into it, so a reader of
 * the development server, where names can stay the same across edits, never gets half a file.
 */
export function writeGeneratedFiles(
  publicDir: string,
  dir: string,
  files: readonly GeneratedFile[],
): void {
  const wanted = new Set<string>();
  for (const { file, contents } of files) {
    const target = path.join(publicDir, file);
    wanted.add(target);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    fs.writeFileSync(partial, contents);
    fs.renameSync(partial, target);
  }
  const root = path.join(publicDir, dir);
  if (!fs.existsSync(root)) return;
  const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(entryPath)) fs.rmSync(entryPath);
  }
  // Folders left empty by an earlier index, deepest first.
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}
