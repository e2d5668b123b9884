import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finishBuiltPages } from "../finishBuiltPages";

const RUNTIME = '<script src="/webpack-runtime-0a1b.js" async></script>';

function page(body: string, head = ""): string {
  return `<!DOCTYPE html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;
}

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "finish-"));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe("finishBuiltPages", () => {
  it("moves the runtime into the head, and leaves the inline scripts as Gatsby wrote them", () => {
    const dir = site({ "index.html": page(`<script>\n  var  a = 1;\n</script>${RUNTIME}`) });
    expect(finishBuiltPages(dir, ["index.html"])).toBe(1);
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(
      page(
        "<script>\n  var  a = 1;\n</script>",
        '<script blocking="render" src="/webpack-runtime-0a1b.js" async></script>',
      ),
    );
  });

  it("leaves a page finished already as it is, and counts only the pages it rewrote", () => {
    const finished = page(
      "<script>var a=1;</script>",
      '<script blocking="render" src="/webpack-runtime-0a1b.js" async></script>',
    );
    const dir = site({
      "index.html": page(`<script>var a=1;</script>${RUNTIME}`),
      "docs/index.html": finished,
    });
    const written = path.join(dir, "docs", "index.html");
    const before = fs.statSync(written).mtimeMs;
    expect(finishBuiltPages(dir, ["index.html", "docs/index.html"])).toBe(1);
    expect(fs.readFileSync(written, "utf8")).toBe(finished);
    expect(fs.statSync(written).mtimeMs).toBe(before);
  });

  it("stops at a page it cannot finish, naming it", () => {
    const dir = site({ "docs/a/index.html": page("<script>var a = 1;</script>") });
    expect(() => finishBuiltPages(dir, ["docs/a/index.html"])).toThrow(
      "docs/a/index.html: expected one webpack-runtime-<hash>.js script, found none",
    );
  });
});
