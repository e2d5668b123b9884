import fs from "node:fs";
import path from "node:path";
import type { ContentProblem } from "../../shared/docPage";
import { toPosixPath } from "../links/docFileLinks";
import { isRefusedDotPath } from "./projectFiles";
import { reservedPathReason } from "./reservedPaths";
import { checkSvgFile } from "./staticMarkup";
import { extensionOfPath } from "../deploy/servedTypes";
import { allowedStaticTypesText, isAllowedStaticFile } from "./staticFileTypes";
import { entriesUnder } from "./walkFolder";

/**
 * Every regular file of `static/`, by absolute path. Symbolic links are never followed, and dot
 * paths are left out: checkProjectFiles names both, and nothing behind them is read.
 */
function staticFilesOf(staticRoot: string): string[] {
  return entriesUnder(staticRoot, (entry) => entry.isFile()).filter(
    (file) => !isRefusedDotPath(toPosixPath(path.relative(staticRoot, file))),
  );
}

/**
 * The files of `static/` the build would publish but must not: a path the build writes itself or
 * a host reads as its own (src/node/content/reservedPaths.ts), a type outside the allow-list
 * (src/node/content/staticFileTypes.ts), a hard link (the file's bytes are also another name's:
 * `.env`, a file outside the project), and an SVG that could run script
 * (src/node/content/staticMarkup.ts). Each problem names the file; an SVG's, the line and
 * column. A file refused for its path, type or links is not read.
 */
export function checkStaticFiles(projectRoot: string, staticRoot: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const absolute of staticFilesOf(staticRoot)) {
    const file = toPosixPath(path.relative(projectRoot, absolute));
    const published = toPosixPath(path.relative(staticRoot, absolute));
    const refuse = (message: string) => problems.push({ file, message, severity: "error" });
    const reserved = reservedPathReason(published);
    if (reserved) {
      refuse(
        `would be published at /${published}, a path the build writes or a host reads itself ` +
          `(in any letter case): ${reserved}; give the file another name or folder`,
      );
    } else if (!isAllowedStaticFile(absolute)) {
      const extension = extensionOfPath(absolute);
      const what = extension
        ? `.${extension} is not a type`
        : "a file without an extension is not one";
      refuse(
        `${what} static/ may hold: static/ holds only files that run nothing, served as they ` +
          `are: ${allowedStaticTypesText()}`,
      );
    }
    let names = 1;
    try {
      names = fs.lstatSync(absolute).nlink;
    } catch {
      // Gone since the walk: nothing to publish.
    }
    if (names > 1) {
      refuse(
        `is a hard link (the file has ${names} names on this disk): the build would publish ` +
          "what the other names hold (a .env, a file outside the project); static/ may hold no " +
          "hard link: put a copy of the file here",
      );
    }
    const refused = problems.length > 0 && problems.at(-1)?.file === file;
    if (!refused && extensionOfPath(absolute) === "svg")
      problems.push(...checkSvgFile(file, absolute));
  }
  return problems;
}
