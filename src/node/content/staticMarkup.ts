import fs from "node:fs";
import path from "node:path";
import type { ContentProblem } from "../../shared/docPage";
import { toPosixPath } from "../links/docFileLinks";
import { codeFrame } from "../mdx/problems";
import { findActiveMarkup } from "./activeMarkup";
import { invalidUtf8At, stripBom } from "./encoding";
import { isCompressedSvg, isMarkupFile, markupKindOf } from "./markupFiles";
import { entriesUnder } from "./walkFolder";

/** Every file of `static/` a browser reads as a document; symbolic links are never followed. */
function markupFilesOf(staticRoot: string): string[] {
  return entriesUnder(staticRoot, (entry) => entry.isFile() && isMarkupFile(entry.name));
}

/**
 * The HTML, SVG and XML files of `static/` that could run script in a reader's browser once
 * published: each finding of findActiveMarkup with its file, line and column. Script-free
 * HTML (a search console's verification file) and SVG pass. A file must be UTF-8 without NUL
 * bytes: a browser reading it in another encoding (UTF-16, which XML detects by itself) would
 * see other markup than this check read.
 */
export function checkStaticMarkup(projectRoot: string, staticRoot: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const absolute of markupFilesOf(staticRoot)) {
    const file = toPosixPath(path.relative(projectRoot, absolute));
    const refuse = (message: string, line?: number, column?: number, source?: string) =>
      problems.push({
        file,
        ...(line ? { line, column } : {}),
        message,
        severity: "error",
        ...(line && source !== undefined ? { frame: codeFrame(source, line, column) } : {}),
      });
    if (isCompressedSvg(absolute)) {
      refuse("a compressed SVG (.svgz) cannot be checked for script: save it as .svg");
      continue;
    }
    const bytes = fs.readFileSync(absolute);
    const bad = invalidUtf8At(bytes);
    if (bad) {
      refuse(
        `the file is not UTF-8: byte ${bad.byte} here is no UTF-8 character; save it as UTF-8, the only encoding the check reads`,
        bad.line,
        bad.column,
      );
      continue;
    }
    const source = stripBom(bytes.toString("utf8"));
    const nul = source.indexOf("\0");
    if (nul !== -1) {
      const { line, column } = placeOf(source, nul);
      refuse(
        "the file holds a NUL byte: saved as UTF-16? save it as UTF-8, the only encoding the check reads",
        line,
        column,
        source,
      );
      continue;
    }
    for (const finding of findActiveMarkup(source, markupKindOf(absolute) ?? "html")) {
      const { line, column } = placeOf(source, finding.offset);
      refuse(finding.message, line, column, source);
    }
  }
  return problems;
}

/** 1-based line and column of an offset, columns counted in characters as editors do. */
function placeOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}
