import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  EMPTY_READ_PAUSE_MS,
  EMPTY_READ_TRIES,
  readContentFolder,
  readDocSource,
  type ContentReader,
} from "../site/readContentFolder";

/** A reader whose file gives each of `reads` in turn (the last one again after that). */
function readerOf(reads: string[]) {
  const pauses: number[] = [];
  let read = 0;
  const reader: ContentReader = {
    readFile: () => reads[Math.min(read++, reads.length - 1)] ?? "",
    pause: (ms) => pauses.push(ms),
  };
  return { reader, pauses, reads: () => read };
}

describe("reading a doc while a save may be under way", () => {
  it("reads a doc found empty again, and gets what the save wrote", () => {
    const saved = "---\ntitle: About\n---\n\nFixed.\n";
    const { reader, pauses } = readerOf(["", "", saved]);
    expect(readDocSource("/content/docs/about/index.mdx", reader)).toBe(saved);
    expect(pauses).toEqual([EMPTY_READ_PAUSE_MS, EMPTY_READ_PAUSE_MS]);
  });

  it("gives an empty doc as empty once the tries are spent, so its problems still show", () => {
    const { reader, reads } = readerOf([""]);
    expect(readDocSource("/content/docs/empty.mdx", reader)).toBe("");
    expect(reads()).toBe(EMPTY_READ_TRIES + 1);
  });

  it("reads a doc with text once, without pausing", () => {
    const { reader, pauses, reads } = readerOf(["\uFEFF---\ntitle: A\n---\n"]);
    expect(readDocSource("/content/docs/a.mdx", reader)).toBe("---\ntitle: A\n---\n");
    expect(pauses).toEqual([]);
    expect(reads()).toBe(1);
  });

  it("the content folder's docs go through it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-read-"));
    try {
      fs.mkdirSync(path.join(root, "docs"));
      fs.writeFileSync(path.join(root, "docs", "a.mdx"), "");
      const { reader } = readerOf(["", "---\ntitle: A\n---\n"]);
      expect(readContentFolder(root, reader).map((doc) => doc.source)).toEqual([
        "---\ntitle: A\n---\n",
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
