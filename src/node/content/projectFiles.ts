import fs from "node:fs";
import path from "node:path";
import { toPosixPath } from "../links/docFileLinks";
import type { ContentProblem } from "../../shared/docPage";

/** The one dot folder of `static/` that is published: `/.well-known/` (security.txt...). */
const PUBLISHED_DOT_FOLDER = ".well-known";

/**
 * True for a path of `static/` (from its root, `/`-separated) that is or lies under a dot file
 * or folder, `.well-known/` at the top aside: checkProjectFiles refuses the first such entry and
 * nothing under it is read.
 */
export function isRefusedDotPath(relative: string): boolean {
  return relative
    .split("/")
    .some((part, index) => part.startsWith(".") && !(index === 0 && part === PUBLISHED_DOT_FOLDER));
}

/**
 * Where a symbolic link points, relative to the project (`.env`, `../../etc/hostname`), as it
 * is written: one hop, never followed further and never read, so no content reaches a message.
 */
function linkTarget(projectRoot: string, link: string): string {
  try {
    const written = fs.readlinkSync(link);
    return (
      toPosixPath(path.relative(projectRoot, path.resolve(path.dirname(link), written))) || "."
    );
  } catch {
    return "?";
  }
}

function exists(file: string): boolean {
  try {
    fs.statSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every symbolic link of `content/` and `static/`, whatever it points to (a file or a folder,
 * inside the project or out, or nothing), and the dot files of `static/` (`.well-known/`
 * aside). The build would publish what a link of `static/` points to (the probe published
 * `.env` and `.git/` through links inside the project), and it skipped a linked doc without a
 * word: a link is refused, named with where it points, relative to the project. Nothing is
 * followed or read: links to folders are not walked into.
 */
export function checkProjectFiles(
  projectRoot: string,
  folders: { contentRoot: string; staticRoot: string },
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const name = (file: string) => toPosixPath(path.relative(projectRoot, file));
  const refuse = (file: string, message: string) =>
    problems.push({ file: name(file), message, severity: "error" });

  const walk = (folder: string, isStatic: boolean) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      const published = toPosixPath(path.relative(folders.staticRoot, file));
      if (isStatic && isRefusedDotPath(published)) {
        refuse(
          file,
          `a dot file in static/ would be published at /${published}: ` +
            "remove it or keep it outside static/ (only static/.well-known/ is published)",
        );
        continue;
      }
      if (entry.isSymbolicLink()) {
        const target = linkTarget(projectRoot, file);
        const outside = target === ".." || target.startsWith("../") ? " (outside the project)" : "";
        const dangling = exists(file) ? "" : ", which does not exist";
        const effect = isStatic
          ? "the build would publish what it points to; static/"
          : "the build would leave it out; content/";
        refuse(
          file,
          `is a symbolic link to ${target}${outside}${dangling}: ${effect} may hold no symbolic ` +
            "link: put the file itself here",
        );
        continue;
      }
      if (entry.isDirectory()) walk(file, isStatic);
    }
  };
  walk(folders.contentRoot, false);
  walk(folders.staticRoot, true);
  return problems;
}

/**
 * True when a file of `root` is reached through a symbolic link on its way (itself or a folder
 * above it, below `root`): such a doc is left out before it is read, checkProjectFiles names
 * the link.
 */
export function isReachedThroughLink(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return false;
  let current = root;
  for (const part of relative.split(path.sep)) {
    current = path.join(current, part);
    try {
      if (fs.lstatSync(current).isSymbolicLink()) return true;
    } catch {
      return false;
    }
  }
  return false;
}
