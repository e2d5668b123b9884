import fs from "node:fs";
import path from "node:path";
import { BuildError } from "../errors/BuildError";
import { sizeOverLimit, tooLargeMessage } from "./inputSize";

/**
 * Reads a JSON file of content/ (versions, sidebars); a missing file, one over the size limit
 * (checked before it is read) or bad JSON fails with the file named.
 */
export function readJsonFile(absolutePath: string, projectRoot: string): unknown {
  const file = path.relative(projectRoot, absolutePath);
  const tooLarge = sizeOverLimit(absolutePath, "contentJson");
  if (tooLarge !== undefined) {
    throw new BuildError(file, [{ message: tooLargeMessage("contentJson", tooLarge) }]);
  }
  let text: string;
  try {
    text = fs.readFileSync(absolutePath, "utf8");
  } catch {
    throw new BuildError(file, [{ message: "the file is missing" }]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BuildError(file, [{ message: `is not valid JSON: ${(error as Error).message}` }]);
  }
}
