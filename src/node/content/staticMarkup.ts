import fs from "node:fs";
import type { ContentProblem } from "../../shared/docPage";
import { codeFrame } from "../mdx/problems";
import { invalidUtf8At, stripBom } from "./encoding";
import { sizeOverLimit, tooLargeMessage } from "./inputSize";
import { judgeSvg } from "./svgOracle";

/**
 * What an SVG of `static/` holds that the sanitizer would take out (svgOracle.ts), each with its
 * line and column and a code frame. The file must be UTF-8 without NUL
 * bytes: a browser reading it in another encoding (UTF-16, which XML detects by itself) would
 * see other markup than this check read. `file` names it in the messages.
 */
export function checkSvgFile(file: string, absolute: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const refuse = (message: string, line?: number, column?: number, source?: string) =>
    problems.push({
      file,
      ...(line ? { line, column } : {}),
      message,
      severity: "error",
      ...(line && source !== undefined ? { frame: codeFrame(source, line, column) } : {}),
    });
  // Measured before it is read: a file of gigabytes would fill the memory first.
  const tooLarge = sizeOverLimit(absolute, "staticMarkup");
  if (tooLarge !== undefined) {
    refuse(tooLargeMessage("staticMarkup", tooLarge));
    return problems;
  }
  const bytes = fs.readFileSync(absolute);
  const bad = invalidUtf8At(bytes);
  if (bad) {
    refuse(
      `the file is not UTF-8: byte ${bad.byte} here is no UTF-8 character; save it as UTF-8, the only encoding the check reads`,
      bad.line,
      bad.column,
    );
    return problems;
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
    return problems;
  }
  // The parser reads text, but a browser reads bytes: it would honour a declared UTF-16.
  const declared = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/i.exec(source);
  if (declared && !/^utf-?8$/i.test(declared[2]?.trim() ?? "")) {
    refuse(
      `the XML declaration names the encoding "${declared[2] ?? ""}": a file of static/ must be UTF-8, or the browser may read other markup than the check did`,
      1,
      1,
      source,
    );
    return problems;
  }
  for (const finding of judgeSvg(source)) {
    if (finding.offset === undefined) refuse(finding.message);
    else {
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
