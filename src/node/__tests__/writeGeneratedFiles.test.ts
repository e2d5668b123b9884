import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeGeneratedFiles } from "../gatsby/writeGeneratedFiles";

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("writeGeneratedFiles", () => {
  it("writes the files, replaces changed ones and removes the folder's others", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "generated-"));
    try {
      fs.mkdirSync(path.join(publicDir, "static", "other"), { recursive: true });
      fs.writeFileSync(path.join(publicDir, "static", "other", "keep.txt"), "not ours");
      writeGeneratedFiles(publicDir, "static/search", [
        { file: "static/search/index-1.14-dev/manifest.json", contents: "{}" },
        { file: "static/search/index-1.13-dev/t0.json", contents: "[1]" },
      ]);
      writeGeneratedFiles(publicDir, "static/search", [
        { file: "static/search/index-1.14-dev/manifest.json", contents: '{"v":2}' },
      ]);
      expect(listFiles(publicDir)).toEqual([
        path.join("static", "other", "keep.txt"),
        path.join("static", "search", "index-1.14-dev", "manifest.json"),
      ]);
      expect(
        fs.readFileSync(
          path.join(publicDir, "static", "search", "index-1.14-dev", "manifest.json"),
          "utf8",
        ),
      ).toBe('{"v":2}');
      // The emptied folder of the other version is gone too.
      expect(fs.existsSync(path.join(publicDir, "static", "search", "index-1.13-dev"))).toBe(false);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
