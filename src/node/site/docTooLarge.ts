import { tooLargeMessage } from "../content/inputSize";
import type { ContentProblem } from "../../shared/docPage";

/** A doc over the size limit, which nothing reads: the file and its size against the limit. */
export function docTooLargeProblem(sourceFile: string, bytes: number): ContentProblem {
  return { file: sourceFile, message: tooLargeMessage("doc", bytes), severity: "error" };
}
