import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkProjectFiles, isReachedThroughLink } from "../content/projectFiles";
import { formatProblem } from "../mdx/problems";
import { readContentFolder } from "../site/readContentFolder";

interface Project {
  root: string;
  outside: string;
  folders: { contentRoot: string; staticRoot: string };
}

function makeProject(): Project {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "project-files-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  fs.writeFileSync(path.join(outside, "secret.txt"), "root:x:0:0\n");
  fs.mkdirSync(path.join(root, "content/docs"), { recursive: true });
  fs.mkdirSync(path.join(root, "static/img"), { recursive: true });
  fs.mkdirSync(path.join(root, "static/.well-known"), { recursive: true });
  fs.mkdirSync(path.join(root, ".git"), { recursive: true });
  fs.writeFileSync(path.join(root, ".git/config"), "[remote] url = secret\n");
  fs.writeFileSync(path.join(root, ".env"), "TOKEN=SECRET\n");
  fs.writeFileSync(path.join(root, "content/docs/a.mdx"), "---\ntitle: A\n---\n");
  fs.writeFileSync(path.join(root, "static/img/a.png"), "png");
  fs.writeFileSync(path.join(root, "static/.well-known/security.txt"), "Contact: x");
  const folders = {
    contentRoot: path.join(root, "content"),
    staticRoot: path.join(root, "static"),
  };
  return { root, outside, folders };
}

describe("checkProjectFiles", () => {
  it("accepts files, folders and static/.well-known/", () => {
    const { root, folders } = makeProject();
    expect(checkProjectFiles(root, folders)).toEqual([]);
  });

  it("names every symbolic link with where it points, inside the project or out, and dot files of static/", () => {
    const { root, outside, folders } = makeProject();
    const link = (target: string, at: string) => fs.symlinkSync(target, path.join(root, at));
    // Inside the project, relative and absolute, to a file and to a folder (the probe's).
    link("../.env", "static/envlink.txt");
    link("../.git", "static/gitdir");
    link(path.join(root, "content/docs/a.mdx"), "content/docs/b.mdx");
    link("../../static/img/a.png", "static/img/b.png");
    // Outside, and nowhere.
    link(path.join(outside, "secret.txt"), "content/docs/linked.mdx");
    link(outside, "static/outside");
    link("../nowhere", "static/broken.txt");
    link("../../.env", "static/.well-known/env.txt");
    fs.writeFileSync(path.join(root, "static/.env"), "TOKEN=1");
    fs.mkdirSync(path.join(root, "static/img/.git"));
    const messages = checkProjectFiles(root, folders).map(formatProblem);
    const outsideName = path.relative(root, outside).split(path.sep).join("/");
    expect(messages).toEqual([
      "content/docs/b.mdx  is a symbolic link to content/docs/a.mdx: the build would leave it out; content/ may hold no symbolic link: put the file itself here",
      `content/docs/linked.mdx  is a symbolic link to ${outsideName}/secret.txt (outside the project): the build would leave it out; content/ may hold no symbolic link: put the file itself here`,
      "static/.env  a dot file in static/ would be published at /.env: remove it or keep it outside static/ (only static/.well-known/ is published)",
      "static/.well-known/env.txt  is a symbolic link to .env: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/broken.txt  is a symbolic link to nowhere, which does not exist: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/envlink.txt  is a symbolic link to .env: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/gitdir  is a symbolic link to .git: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      "static/img/.git  a dot file in static/ would be published at /img/.git: remove it or keep it outside static/ (only static/.well-known/ is published)",
      "static/img/b.png  is a symbolic link to static/img/a.png: the build would publish what it points to; static/ may hold no symbolic link: put the file itself here",
      `static/outside  is a symbolic link to ${outsideName} (outside the project): the build would publish what it points to; static/ may hold no symbolic link: put the file itself here`,
    ]);
    // What a link points to is never read, nor walked into.
    const text = messages.join("\n");
    for (const secret of ["root:x", "TOKEN=SECRET", "[remote]", "config"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("leaves out a doc reached through a link before reading it", () => {
    const { root, outside, folders } = makeProject();
    fs.writeFileSync(path.join(outside, "secret.mdx"), "---\ntitle: SECRET\n---\n");
    fs.symlinkSync(outside, path.join(root, "content/docs/linked"));
    fs.symlinkSync(path.join(outside, "secret.mdx"), path.join(root, "content/docs/c.mdx"));
    const docs = readContentFolder(folders.contentRoot);
    expect(docs.map((doc) => path.relative(root, doc.absolutePath))).toEqual([
      path.join("content", "docs", "a.mdx"),
    ]);
    const inLinked = path.join(root, "content/docs/linked/secret.mdx");
    expect(isReachedThroughLink(folders.contentRoot, inLinked)).toBe(true);
    expect(isReachedThroughLink(folders.contentRoot, path.join(root, "content/docs/c.mdx"))).toBe(
      true,
    );
    expect(isReachedThroughLink(folders.contentRoot, path.join(root, "content/docs/a.mdx"))).toBe(
      false,
    );
  });
});
