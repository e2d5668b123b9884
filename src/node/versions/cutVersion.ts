import fs from "node:fs";
import path from "node:path";
import { readJsonFile } from "../content/readJsonFile";
import { CONTENT_LAYOUT, parseVersionsManifest, type VersionsManifest } from "./versions";

export interface CutVersionOptions {
  contentRoot: string;
  projectRoot: string;
  /** The version `content/docs/` will describe from now on, e.g. "1.15". */
  newVersion: string;
  /** Copies a folder; replaceable so tests can make it fail half-way. */
  copyDir?: (from: string, to: string) => void;
}

export interface CutVersionResult {
  frozen: string;
  current: string;
  manifest: VersionsManifest;
}

function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split(".").map(Number);
  const [bMajor = 0, bMinor = 0] = b.split(".").map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/**
 * Freezes the current docs and sidebars as a version of their own and makes `content/docs/` the
 * new version. Everything is written under temporary names first and moved into place at the
 * end, so a refusal or a failure leaves the content folder as it was.
 */
export function cutVersion(options: CutVersionOptions): CutVersionResult {
  const { contentRoot, projectRoot, newVersion } = options;
  const copyDir = options.copyDir ?? ((from, to) => fs.cpSync(from, to, { recursive: true }));
  if (!/^\d+\.\d+$/.test(newVersion)) {
    throw new Error(`"${newVersion}" is not a version name: use MAJOR.MINOR, such as 1.15.`);
  }
  const manifestPath = path.join(contentRoot, CONTENT_LAYOUT.manifest);
  const manifest = parseVersionsManifest(
    path.relative(projectRoot, manifestPath),
    readJsonFile(manifestPath, projectRoot),
  );
  const frozen = manifest.current;
  if (newVersion === frozen || manifest.archived.includes(newVersion)) {
    throw new Error(
      `Version ${newVersion} exists already (versions: ${[frozen, ...manifest.archived].join(", ")}).`,
    );
  }
  if (compareVersions(newVersion, frozen) <= 0) {
    throw new Error(`Version ${newVersion} must be newer than the current version ${frozen}.`);
  }
  const docsTarget = path.join(contentRoot, CONTENT_LAYOUT.archivedDocs(frozen));
  const sidebarsTarget = path.join(contentRoot, CONTENT_LAYOUT.archivedSidebars(frozen));
  for (const target of [docsTarget, sidebarsTarget]) {
    if (fs.existsSync(target)) {
      throw new Error(
        `${path.relative(projectRoot, target)} exists already; remove it or pick another name.`,
      );
    }
  }

  const next: VersionsManifest = { current: newVersion, archived: [frozen, ...manifest.archived] };
  const stamp = `.cut-${process.pid}-${Date.now()}`;
  const docsTemp = `${docsTarget}${stamp}`;
  const sidebarsTemp = `${sidebarsTarget}${stamp}`;
  const manifestTemp = `${manifestPath}${stamp}`;
  const moved: string[] = [];
  try {
    fs.mkdirSync(path.dirname(docsTarget), { recursive: true });
    fs.mkdirSync(path.dirname(sidebarsTarget), { recursive: true });
    copyDir(path.join(contentRoot, CONTENT_LAYOUT.currentDocs), docsTemp);
    fs.copyFileSync(path.join(contentRoot, CONTENT_LAYOUT.currentSidebars), sidebarsTemp);
    fs.writeFileSync(manifestTemp, `${JSON.stringify(next, null, 2)}\n`);
    fs.renameSync(docsTemp, docsTarget);
    moved.push(docsTarget);
    fs.renameSync(sidebarsTemp, sidebarsTarget);
    moved.push(sidebarsTarget);
    fs.renameSync(manifestTemp, manifestPath);
  } catch (error) {
    for (const leftover of [docsTemp, sidebarsTemp, manifestTemp, ...moved]) {
      fs.rmSync(leftover, { recursive: true, force: true });
    }
    throw error;
  }
  return { frozen, current: newVersion, manifest: next };
}
