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
  /** Names the build that holds the three (src/node/output/buildLock.ts). */
  lockFile: string;
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
export function restoreSnapshot(
  { publicDir, snapshotDir, cacheDir }: OutputFolders,
  { keepCache = false }: { keepCache?: boolean } = {},
): void {
  if (!fs.existsSync(snapshotDir)) return;
  fs.rmSync(publicDir, { recursive: true, force: true });
  if (fs.existsSync(path.join(snapshotDir, NO_OUTPUT_MARKER))) {
    fs.rmSync(snapshotDir, { recursive: true, force: true });
  } else {
    fs.renameSync(snapshotDir, publicDir);
  }
  if (!keepCache) fs.rmSync(cacheDir, { recursive: true, force: true });
}

export function dropSnapshot({ snapshotDir }: OutputFolders): void {
  fs.rmSync(snapshotDir, { recursive: true, force: true });
}

/** True when a build was killed before it could put public/ back (its snapshot is left). */
export function hasLeftoverSnapshot({ snapshotDir }: OutputFolders): boolean {
  return fs.existsSync(snapshotDir);
}

/**
 * Before Gatsby starts (`npm run build`): puts back the public/ a killed build left half
 * written, and removes `.cache/`, which nothing uses yet. True when there was one.
 */
export function restoreLeftover(folders: OutputFolders): boolean {
  if (!hasLeftoverSnapshot(folders)) return false;
  restoreSnapshot(folders);
  return true;
}

/** What a build does about its output when it ends. */
export interface OutputGuard {
  onExit: (exitCode: number) => void;
  /** Set when the previous build was killed: this one must stop (see guardOutput). */
  interrupted?: string;
}

/**
 * At the start of a build, inside Gatsby (its first hook): takes the snapshot; on exit keeps
 * the new output on success and restores the snapshot on failure.
 *
 * A snapshot left behind means the previous build was killed outright. Putting it back is the
 * job of `npm run build` (scripts/build.ts), before Gatsby starts: here Gatsby already runs from
 * its `.cache/`, which must go with the restore. So this puts public/ back, says the build must
 * stop, and deletes `.cache/` only when the process ends; the next build is a full one.
 */
export function guardOutput(folders: OutputFolders): OutputGuard {
  if (hasLeftoverSnapshot(folders)) {
    restoreSnapshot(folders, { keepCache: true });
    return {
      onExit: () => fs.rmSync(folders.cacheDir, { recursive: true, force: true }),
      interrupted:
        "the previous build was interrupted: public/ is back as the last good build left it, " +
        "and .cache/ is removed when this build ends; run the build again (`npm run build` " +
        "puts public/ back before Gatsby starts and goes on)",
    };
  }
  takeSnapshot(folders);
  return {
    onExit: (exitCode) => {
      if (exitCode === 0) dropSnapshot(folders);
      else restoreSnapshot(folders);
    },
  };
}
