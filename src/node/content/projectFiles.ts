import fs from "node:fs";
import path from "node:path";
import { toPosixPath } from "../links/docFileLinks";
import type { ContentProblem } from "../../shared/docPage";

/** The one dot folder of `static/` that is published: `/.well-known/` (security.txt...). */
const PUBLISHED_DOT_FOLDER = ".well-known";

/** True when `target` is `root` or inside it. */
function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function realProjectRoot(projectRoot: string): string {
  try {
    return fs.realpathSync(projectRoot);
  } catch {
    return path.resolve(projectRoot);
  }
}

/**
 * Where a symbolic link really leads, or `undefined` when it leads nowhere. Only the path is
 * read, never the file: its content must not reach a message.
 */
function realTarget(file: string): string | undefined {
  try {
    return fs.realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The symbolic links of `content/` and `static/` that leave the project (or lead nowhere), and
 * the dot files of `static/` (`.well-known/` aside): the build would publish what they point to,
 * a system file or a secret, at a URL of the site. Each is named, relative to the project; the
 * files themselves are never read. Links inside the project are followed as the build follows
 * them; links to folders are not walked into.
 */
export function checkProjectFiles(
  projectRoot: string,
  folders: { contentRoot: string; staticRoot: string },
): ContentProblem[] {
  const root = realProjectRoot(projectRoot);
  const problems: ContentProblem[] = [];
  const name = (file: string) => toPosixPath(path.relative(projectRoot, file));
  const refuse = (file: string, message: string) =>
    problems.push({ file: name(file), message, severity: "error" });

  const walk = (folder: string, isStatic: boolean, top: boolean) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (isStatic && entry.name.startsWith(".") && !(top && entry.name === PUBLISHED_DOT_FOLDER)) {
        refuse(
          file,
          `a dot file in static/ would be published at /${toPosixPath(path.relative(folders.staticRoot, file))}: ` +
            "remove it or keep it outside static/ (only static/.well-known/ is published)",
        );
        continue;
      }
      if (entry.isSymbolicLink()) {
        const target = realTarget(file);
        if (target === undefined) {
          refuse(file, "is a symbolic link that leads nowhere: remove it or copy the file here");
        } else if (!isInside(root, target)) {
          refuse(
            file,
            "is a symbolic link to a place outside the project, which the build would publish: " +
              "copy the file into the project instead",
          );
        }
        continue;
      }
      if (entry.isDirectory()) walk(file, isStatic, false);
    }
  };
  walk(folders.contentRoot, false, true);
  walk(folders.staticRoot, true, true);
  return problems;
}

/** True when a doc file, followed through its links, is inside the project. */
export function isInsideProject(projectRoot: string, file: string): boolean {
  const target = realTarget(file);
  return target !== undefined && isInside(realProjectRoot(projectRoot), target);
}
