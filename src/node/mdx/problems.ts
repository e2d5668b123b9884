import type { ContentProblem } from "../../shared/docPage";
import { codeFrameColumns } from "@babel/code-frame";

/** `file:line:col  message`, the one format of every content problem (build, develop, check). */
export function formatProblem(problem: ContentProblem): string {
  const place = [problem.file, problem.line, problem.line ? problem.column : undefined]
    .filter((part) => part !== undefined)
    .join(":");
  return `${place}  ${problem.message}`;
}

/** The problem as a build or the check prints it: the one-line form, then its code frame. */
export function describeProblem(problem: ContentProblem): string {
  return problem.frame
    ? `${formatProblem(problem)}\n${indent(problem.frame)}`
    : formatProblem(problem);
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}

/** The lines of `source` around `line:column`, numbered, with a caret under the column. */
export function codeFrame(source: string, line: number, column = 1): string {
  return codeFrameColumns(
    source,
    { start: { line, column } },
    { highlightCode: false, linesAbove: 2, linesBelow: 2 },
  );
}

/** Adds the code frame to a problem that has a line. */
export function withFrame(problem: ContentProblem, source: string): ContentProblem {
  if (!problem.line || problem.frame) return problem;
  return { ...problem, frame: codeFrame(source, problem.line, problem.column) };
}

/** Orders problems by file, then line, then column. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}
