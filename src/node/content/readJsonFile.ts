import fs from "node:fs";
import path from "node:path";
import { BuildError } from "../errors/BuildError";

/** Reads a JSON file; a missing file or bad JSON fails with the file named. */
export function readJsonFile(absolutePath: string, projectRoot: string): unknown {
  const file = path.relative(projectRoot, absolutePath);
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
