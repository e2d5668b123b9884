import fs from "node:fs";
import { stripBom } from "../content/encoding";
import { sizeOverLimit } from "../content/inputSize";
import { entriesUnder } from "../content/walkFolder";
import type { DocFile } from "./assembleSite";

/**
 * How often, and how long apart, a doc that reads empty is read again. A save truncates the
 * file before writing it, and `gatsby develop` may read it in between: the develop stress test
 * saw a doc read empty ("title … received undefined" on a blank line 1) while a fix was being
 * saved, and no change event came after the write to read it again, so the page kept the error.
 * A doc that is really empty is read as empty after these tries, 200 ms at most.
 */
export const EMPTY_READ_TRIES = 10;
export const EMPTY_READ_PAUSE_MS = 20;

/** How the folder is read: the file system, or a test's stand-ins. */
export interface ContentReader {
  readFile(absolutePath: string): string;
  /** Blocks for `ms` (createPages and `npm run check` read synchronously). */
  pause(ms: number): void;
}

const pauseCell = new Int32Array(new SharedArrayBuffer(4));

const diskReader: ContentReader = {
  readFile: (absolutePath) => fs.readFileSync(absolutePath, "utf8"),
  pause: (ms) => {
    Atomics.wait(pauseCell, 0, 0, ms);
  },
};

/** A doc's text; read again for a moment while it is empty, as a save may be under way. */
export function readDocSource(absolutePath: string, reader: ContentReader = diskReader): string {
  let source = reader.readFile(absolutePath);
  for (let tries = 0; source === "" && tries < EMPTY_READ_TRIES; tries++) {
    reader.pause(EMPTY_READ_PAUSE_MS);
    source = reader.readFile(absolutePath);
  }
  return stripBom(source);
}

/**
 * Every doc file of the content folder (`.mdx` and `.md`), read from disk, as the build's data
 * layer would list them. `npm run check` uses it to check the content without Gatsby. A doc
 * over the size limit (src/node/content/inputSize.ts) is listed with its size and never read.
 */
export function readContentFolder(
  contentRoot: string,
  reader: ContentReader = diskReader,
): DocFile[] {
  // Links are not followed (src/node/content/projectFiles.ts names them): a doc in a linked
  // folder is never read.
  return entriesUnder(contentRoot, (entry) => entry.isFile() && /\.mdx?$/.test(entry.name)).map(
    (absolutePath) => {
      const tooLarge = sizeOverLimit(absolutePath, "doc");
      if (tooLarge !== undefined) return { absolutePath, source: "", tooLarge };
      return { absolutePath, source: readDocSource(absolutePath, reader) };
    },
  );
}
