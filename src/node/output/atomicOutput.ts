import fs from "node:fs";
import path from "node:path";

/**
 * A failed build must leave public/ as the last good build left it (or absent when there was
 * none), never a mixture: Gatsby rewrites HTML, page data and assets in place, stage by stage.
 * The build copies public/ aside when it starts, puts the copy back when it fails, and drops
 * it when it succeeds. A real copy, not hard links: Gatsby rewrites files in place, which
 * would change a hard-linked snapshot with them.
 */
export interface OutputFolders {
  publicDir: string;
  /** Where the copy of the last good public/ waits while a build runs. */
  snapshotDir: string;
  /** Gatsby's cache, which describes what it wrote: stale once public/ is put back. */
  cacheDir: string;
}

/** Marks a snapshot taken when there was no public/ at all. */
const NO_OUTPUT_MARKER = ".no-previous-output";

/** Copies public/ aside (or notes that there is none). */
export function takeSnapshot({ publicDir, snapshotDir }: OutputFolders): void {
  fs.rmSync(snapshotDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(snapshotDir), { recursive: true });
  if (fs.existsSync(publicDir)) {
    fs.cpSync(publicDir, snapshotDir, { recursive: true, verbatimSymlinks: true });
  } else {
    fs.mkdirSync(snapshotDir);
    fs.writeFileSync(path.join(snapshotDir, NO_OUTPUT_MARKER), "");
  }
}

/**
 * Puts the last good public/ back and drops Gatsby's cache: the cache records pages and page
 * data as written that public/ no longer holds, so the next build must be a full one.
 */
export function restoreSnapshot({ publicDir, snapshotDir, cacheDir }: OutputFolders): void {
  if (!fs.existsSync(snapshotDir)) return;
  fs.rmSync(publicDir, { recursive: true, force: true });
  if (fs.existsSync(path.join(snapshotDir, NO_OUTPUT_MARKER))) {
    fs.rmSync(snapshotDir, { recursive: true, force: true });
  } else {
    fs.renameSync(snapshotDir, publicDir);
  }
  fs.rmSync(cacheDir, { recursive: true, force: true });
}

export function dropSnapshot({ snapshotDir }: OutputFolders): void {
  fs.rmSync(snapshotDir, { recursive: true, force: true });
}

/**
 * At the start of a build: a snapshot left behind means the previous build was killed before
 * it could restore it, so its half-written public/ is replaced first; then a new snapshot.
 * Returns what to do when the process exits: keep the new output on success, restore on failure.
 */
export function guardOutput(folders: OutputFolders): (exitCode: number) => void {
  restoreSnapshot(folders);
  takeSnapshot(folders);
  return (exitCode) => {
    if (exitCode === 0) dropSnapshot(folders);
    else restoreSnapshot(folders);
  };
}
