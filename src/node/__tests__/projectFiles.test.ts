import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkProjectFiles, isInsideProject } from "../content/projectFiles";
import { formatProblem } from "../mdx/problems";

function makeProject(): { root: string; outside: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "project-files-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  fs.writeFileSync(path.join(outside, "secret.txt"), "root:x:0:0\n");
  fs.mkdirSync(path.join(root, "content/docs"), { recursive: true });
  fs.mkdirSync(path.join(root, "static/img"), { recursive: true });
  fs.mkdirSync(path.join(root, "static/.well-known"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/docs/a.mdx"), "---\ntitle: A\n---\n");
  fs.writeFileSync(path.join(root, "static/img/a.png"), "png");
  fs.writeFileSync(path.join(root, "static/.well-known/security.txt"), "Contact: x");
  return { root, outside };
}

describe("checkProjectFiles", () => {
  it("accepts files, links inside the project and static/.well-known/", () => {
    const { root } = makeProject();
    fs.symlinkSync(path.join(root, "content/docs/a.mdx"), path.join(root, "content/docs/b.mdx"));
    fs.symlinkSync(path.join(root, "static/img/a.png"), path.join(root, "static/img/b.png"));
    const folders = {
      contentRoot: path.join(root, "content"),
      staticRoot: path.join(root, "static"),
    };
    expect(checkProjectFiles(root, folders)).toEqual([]);
    expect(isInsideProject(root, path.join(root, "content/docs/b.mdx"))).toBe(true);
  });

  it("names links that leave the project, links to nowhere and dot files of static/", () => {
    const { root, outside } = makeProject();
    const secret = path.join(outside, "secret.txt");
    fs.symlinkSync(secret, path.join(root, "content/docs/linked.mdx"));
    fs.symlinkSync(secret, path.join(root, "static/img/passwd.txt"));
    fs.symlinkSync(outside, path.join(root, "static/outside"));
    fs.symlinkSync(path.join(root, "nowhere"), path.join(root, "static/broken.txt"));
    fs.writeFileSync(path.join(root, "static/.env"), "TOKEN=1");
    fs.mkdirSync(path.join(root, "static/img/.git"));
    const folders = {
      contentRoot: path.join(root, "content"),
      staticRoot: path.join(root, "static"),
    };
    const messages = checkProjectFiles(root, folders).map(formatProblem);
    expect(messages).toEqual([
      "content/docs/linked.mdx  is a symbolic link to a place outside the project, which the build would publish: copy the file into the project instead",
      "static/.env  a dot file in static/ would be published at /.env: remove it or keep it outside static/ (only static/.well-known/ is published)",
      "static/broken.txt  is a symbolic link that leads nowhere: remove it or copy the file here",
      "static/img/.git  a dot file in static/ would be published at /img/.git: remove it or keep it outside static/ (only static/.well-known/ is published)",
      "static/img/passwd.txt  is a symbolic link to a place outside the project, which the build would publish: copy the file into the project instead",
      "static/outside  is a symbolic link to a place outside the project, which the build would publish: copy the file into the project instead",
    ]);
    expect(messages.join("\n")).not.toContain("root:x");
    expect(isInsideProject(root, path.join(root, "content/docs/linked.mdx"))).toBe(false);
  });
});
