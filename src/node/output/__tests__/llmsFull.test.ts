import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderLlmsFull } from "../../twins/llmsTxt";
import { isMarkdownOutput, llmsFullProblem } from "../readMarkdownFiles";
import type { BuiltPage } from "../readPages";

const siteRoot = "https://example.com/developers";

function site(files: Record<string, string>): { dir: string; files: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "llms-full-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return { dir, files: Object.keys(files) };
}

const index: BuiltPage = {
  file: "llms.txt",
  path: "/llms.txt",
  anchors: new Set(),
  links: [
    { attribute: "markdown link", url: `${siteRoot}/docs/b.md` },
    { attribute: "markdown link", url: `${siteRoot}/docs/a.md` },
  ],
};

describe("the output check of llms-full.txt", () => {
  const twins = { "docs/a.md": "# A\n", "docs/b.md": "# B\n\nText\n" };

  it("accepts the twins llms.txt lists, in its order", () => {
    const { dir, files } = site({ ...twins, "llms-full.txt": "# B\n\nText\n\n# A\n" });
    expect(llmsFullProblem(dir, files, index, siteRoot, renderLlmsFull)).toBeUndefined();
  });

  it("refuses another order, a stale twin or a missing file", () => {
    const swapped = site({ ...twins, "llms-full.txt": "# A\n\n# B\n\nText\n" });
    expect(llmsFullProblem(swapped.dir, swapped.files, index, siteRoot, renderLlmsFull)).toBe(
      "llms-full.txt is not the twins llms.txt lists, in its order",
    );
    const missing = site({ "docs/a.md": "# A\n", "llms-full.txt": "# A\n" });
    expect(llmsFullProblem(missing.dir, missing.files, index, siteRoot, renderLlmsFull)).toBe(
      `llms.txt lists ${siteRoot}/docs/b.md, which was not built`,
    );
    const none = site(twins);
    expect(llmsFullProblem(none.dir, none.files, index, siteRoot, renderLlmsFull)).toBe(
      "llms-full.txt was not written",
    );
  });

  it("parses twins and indexes as Markdown, not the full file", () => {
    expect(["docs/a.md", "llms.txt", "docs/1.13/llms.txt"].every(isMarkdownOutput)).toBe(true);
    expect(
      ["llms-full.txt", "app.js.LICENSE.txt", "docs/a/index.html"].some(isMarkdownOutput),
    ).toBe(false);
  });
});
