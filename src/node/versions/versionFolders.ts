import fs from "node:fs";
import path from "node:path";
import { BuildError, type Problem } from "../errors/BuildError";
import { CONTENT_LAYOUT, type DocsVersion } from "./versions";

const ARCHIVED_DOCS = /^version-(.+)$/;
const ARCHIVED_SIDEBARS = /^version-(.+)-sidebars\.json$/;

function entries(folder: string): string[] {
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

/**
 * versions.json and the content folder must agree: every listed version has its docs folder,
 * and every archived docs folder or sidebars file is listed (a forgotten one would silently
 * not be built). Problems are reported on versions.json, naming each folder.
 */
export function checkVersionFolders(
  manifestFile: string,
  projectRoot: string,
  contentRoot: string,
  versions: readonly DocsVersion[],
): void {
  const problems: Problem[] = [];
  const shown = (relative: string) => path.relative(projectRoot, path.join(contentRoot, relative));
  for (const version of versions) {
    const folder = path.join(contentRoot, version.docsDir);
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
      problems.push({
        at: version.isLatest ? "current" : "archived",
        message: `version ${version.name} is listed but its docs folder ${shown(version.docsDir)} does not exist`,
      });
    }
  }
  const listed = new Set(versions.filter((version) => !version.isLatest).map((v) => v.name));
  const docsParent = path.dirname(CONTENT_LAYOUT.archivedDocs("x"));
  for (const name of entries(path.join(contentRoot, docsParent))) {
    const version = ARCHIVED_DOCS.exec(name)?.[1];
    if (version === undefined || listed.has(version)) continue;
    problems.push({
      at: "archived",
      message: `the folder ${shown(path.join(docsParent, name))} holds version ${version}, which versions.json does not list: add "${version}" to "archived" or remove the folder`,
    });
  }
  const sidebarsParent = path.dirname(CONTENT_LAYOUT.archivedSidebars("x"));
  for (const name of entries(path.join(contentRoot, sidebarsParent))) {
    const version = ARCHIVED_SIDEBARS.exec(name)?.[1];
    if (version === undefined || listed.has(version)) continue;
    problems.push({
      at: "archived",
      message: `the file ${shown(path.join(sidebarsParent, name))} holds the sidebars of version ${version}, which versions.json does not list: add "${version}" to "archived" or remove the file`,
    });
  }
  if (problems.length > 0) throw new BuildError(manifestFile, problems);
}
