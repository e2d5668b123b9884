import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatSize, readTextWithinLimit, sizeOverLimit, SIZE_LIMITS } from "../content/inputSize";
import { readInventionInputs } from "../content/inventionCheck";
import { readJsonFile } from "../content/readJsonFile";

/** Files of a writer's project over their limit are refused from their size, never read. */
let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "input-size-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A sparse file of `bytes`: reading it whole would take the memory (and minutes). */
function sparse(file: string, bytes: number): string {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, "{}");
  fs.truncateSync(target, bytes);
  return target;
}

describe("input size limits", () => {
  it("formats sizes rounded up, so one byte over never reads as the limit", () => {
    expect(formatSize(812)).toBe("812 bytes");
    expect(formatSize(64 * 1024)).toBe("64 KiB");
    expect(formatSize(64 * 1024 + 1)).toBe("64.1 KiB");
    expect(formatSize(3 * 1024 ** 3)).toBe("3 GiB");
  });

  it("tells a file over its kind's limit from one at it, by its size alone", () => {
    const atLimit = sparse("at.mdx", SIZE_LIMITS.doc);
    const over = sparse("over.mdx", SIZE_LIMITS.doc + 1);
    expect(sizeOverLimit(atLimit, "doc")).toBeUndefined();
    expect(sizeOverLimit(over, "doc")).toBe(SIZE_LIMITS.doc + 1);
    expect(sizeOverLimit(path.join(root, "missing.mdx"), "doc")).toBeUndefined();
    expect(() => readTextWithinLimit(over, "doc")).toThrow(
      "the file is 64.1 KiB, over the limit of 64 KiB for a doc: split it into smaller pages",
    );
  });

  it("refuses a sidebars or versions file over 1 MiB, naming it", () => {
    const file = sparse("content/sidebars.json", 4 * 1024 ** 3);
    expect(() => readJsonFile(file, root)).toThrow(
      "content/sidebars.json:\n  - the file is 4 GiB, over the limit of 1 MiB for a file of content/",
    );
  });

  it("refuses a data file over 16 MiB as the invention check's input, naming it", () => {
    sparse("data/wemap-sdk-facts.json", 5 * 1024 ** 3);
    expect(readInventionInputs(root).problems).toEqual([
      {
        file: "data/wemap-sdk-facts.json",
        message:
          "the invention check cannot read it: the file is 5 GiB, over the limit of 16 MiB for a data file",
        severity: "error",
      },
    ]);
  });
});
