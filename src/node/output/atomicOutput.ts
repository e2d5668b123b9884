import fs from "node:fs";
import path from "node:path";

/**
 * A failed build must leave public/ as the last good build left it (or absent when there was
 * none), never a mixture: Gatsby rewrites HTML, page data and assets in place, stage by stage.
 * The build copies public/ aside when it starts, puts the copy back when it fails, and drops
 * it when it succeeds. A real copy, not hard links: Gatsby rewrites files in place, which
 * would change a hard-linked snapshot with them. The deploy folder beside public/ (the nginx
 * include and the page policy of the same build, src/node/deploy/deployOutput.ts) is kept with
 * it by the same rules, so the two always belong to one build.
 */
export interface OutputFolders {
  publicDir: string;
  /** Where the copy of the last good public/ waits while a build runs. */
  snapshotDir: string;
  /** What the build writes for the servers beside public/. */
  deployDir: string;
  /** Where the copy of the last good deploy folder waits while a build runs. */
  deploySnapshotDir: string;
  /** Gatsby's cache, which describes what it wrote: stale once public/ is put back. */
  cacheDir: string;
  /** Names the build that holds these folders (src/node/output/buildLock.ts). */
  lockFile: string;
}

/** Marks a snapshot taken when there was no folder at all. */
const NO_OUTPUT_MARKER = ".no-previous-output";

/*
 * public/'s copy is the mark of a build under way: taken last, dropped first, put back last.
 * So a build killed between two steps leaves either both copies (put back on the next start) or
 * at most a copy of the deploy folder alone, which is stale or unchanged and is dropped.
 */

function copyAside(folder: string, snapshot: string): void {
  fs.rmSync(snapshot, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(snapshot), { recursive: true });
  if (fs.existsSync(folder)) {
    fs.cpSync(folder, snapshot, { recursive: true, verbatimSymlinks: true });
  } else {
    fs.mkdirSync(snapshot);
    fs.writeFileSync(path.join(snapshot, NO_OUTPUT_MARKER), "");
  }
}

function putBack(folder: string, snapshot: string): void {
  if (!fs.existsSync(snapshot)) return;
  fs.rmSync(folder, { recursive: true, force: true });
  if (fs.existsSync(path.join(snapshot, NO_OUTPUT_MARKER))) {
    fs.rmSync(snapshot, { recursive: true, force: true });
  } else {
    fs.renameSync(snapshot, folder);
  }
}

/** Copies public/ and the deploy folder aside (or notes that there is none). */
function takeSnapshot(folders: OutputFolders): void {
  copyAside(folders.deployDir, folders.deploySnapshotDir);
  copyAside(folders.publicDir, folders.snapshotDir);
}

/**
 * Puts the last good public/ and deploy folder back and drops Gatsby's cache: the cache records
 * pages and page data as written that public/ no longer holds, so the next build must be a full
 * one.
 */
function restoreSnapshot(
  folders: OutputFolders,
  { keepCache = false }: { keepCache?: boolean } = {},
): void {
  if (!fs.existsSync(folders.snapshotDir)) {
    // A copy of the deploy folder without public/'s is no build's: see above.
    fs.rmSync(folders.deploySnapshotDir, { recursive: true, force: true });
    return;
  }
  putBack(folders.deployDir, folders.deploySnapshotDir);
  putBack(folders.publicDir, folders.snapshotDir);
  if (!keepCache) fs.rmSync(folders.cacheDir, { recursive: true, force: true });
}

function dropSnapshot({ snapshotDir, deploySnapshotDir }: OutputFolders): void {
  fs.rmSync(snapshotDir, { recursive: true, force: true });
  fs.rmSync(deploySnapshotDir, { recursive: true, force: true });
}

/** True when a build was killed before it could put public/ back (its snapshot is left). */
function hasLeftoverSnapshot({ snapshotDir }: OutputFolders): boolean {
  return fs.existsSync(snapshotDir);
}

/**
 * Before Gatsby starts (`npm run build`): puts back the public/ and deploy folder a killed build
 * left half written, and removes `.cache/`, which nothing uses yet. True when there was one.
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
