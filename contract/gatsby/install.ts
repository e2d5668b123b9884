import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The Gatsby a check reads: the one installed in the project, or a scratch copy of it with some
 * files changed (the checks' own tests show they fail on a changed Gatsby that way, without ever
 * writing into node_modules). Files are named by their path from node_modules
 * (`gatsby/cache-dir/loader.js`, `gatsby-worker/dist/index.js`).
 */
export interface GatsbyInstall {
  /** The file's absolute path (where to load it from). */
  path(file: string): string;
  read(file: string): string;
  /**
   * The module, loaded by Node itself (not by jest's module system): Gatsby's build side is
   * CommonJS as installed, and each check wants the module as Gatsby runs it.
   */
  load<T>(file: string): T;
}

const projectRoot = path.join(__dirname, "..", "..");

/** Node's own require, from the project: jest's would compile Gatsby's files again. */
const nodeRequire = createRequire(path.join(projectRoot, "package.json"));

/** `@scope/name/dir/file.js` → [`@scope/name`, `dir/file.js`]. */
function splitPackage(file: string): [string, string] {
  const parts = file.split("/");
  const size = file.startsWith("@") ? 2 : 1;
  return [parts.slice(0, size).join("/"), parts.slice(size).join("/")];
}

/**
 * Where a package is installed, as Gatsby finds it: its own dependencies (gatsby-cli,
 * gatsby-worker, webpack, @babel/parser) are Gatsby's to choose, and the project declares none
 * of them. Looked up by folder rather than by `require.resolve`, which some packages' `exports`
 * refuse for files they do not list.
 */
function packageDir(name: string): string {
  const gatsbyDir = path.dirname(nodeRequire.resolve("gatsby/package.json"));
  const fromGatsby = createRequire(path.join(gatsbyDir, "package.json"));
  const candidates = fromGatsby.resolve.paths(name) ?? [];
  for (const dir of candidates) {
    if (fs.existsSync(path.join(dir, name, "package.json"))) return path.join(dir, name);
  }
  throw new Error(`${name} is not installed where Gatsby looks for it`);
}

function installAt(locate: (file: string) => string): GatsbyInstall {
  return {
    path: locate,
    read: (file) => fs.readFileSync(locate(file), "utf8"),
    load: <T>(file: string) => nodeRequire(locate(file)) as T,
  };
}

/** The Gatsby installed in the project. */
export const installedGatsby: GatsbyInstall = installAt((file) => {
  const [name, rest] = splitPackage(file);
  return path.join(packageDir(name), rest);
});

/** A file's text changed by a test; it must change something. */
export type FileChange = (text: string) => string;

/**
 * Makes `copy` a real folder whose entries link to those of `original` (unless it is real
 * already): a changed file can then sit in it beside links to everything else.
 */
function mirrorFolder(original: string, copy: string): void {
  if (fs.existsSync(copy) && !fs.lstatSync(copy).isSymbolicLink()) return;
  if (fs.existsSync(copy)) fs.unlinkSync(copy);
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(original)) {
    fs.symlinkSync(path.join(original, entry), path.join(copy, entry));
  }
}

/**
 * A copy of `base` with `changes` applied, in a scratch folder inside the project: each changed
 * file is a real file there, in folders whose other entries link to the installed ones (so its
 * `require`s find what they found before, and nothing is copied). Nothing is ever written
 * through a link: node_modules stays as it is. `remove` deletes the scratch folder.
 */
export function changedGatsby(
  base: GatsbyInstall,
  changes: Record<string, FileChange>,
): GatsbyInstall & { remove(): void } {
  fs.mkdirSync(path.join(projectRoot, ".tmp"), { recursive: true });
  const scratch = fs.mkdtempSync(path.join(projectRoot, ".tmp", "gatsby-scratch-"));
  const changed = new Map<string, string>();
  for (const [file, change] of Object.entries(changes)) {
    const [name, rest] = splitPackage(file);
    let original = path.dirname(base.path(`${name}/package.json`));
    let copy = path.join(scratch, "node_modules", name);
    mirrorFolder(original, copy);
    for (const folder of rest.split("/").slice(0, -1)) {
      original = path.join(original, folder);
      copy = path.join(copy, folder);
      mirrorFolder(original, copy);
    }
    const target = path.join(copy, path.basename(rest));
    const before = fs.readFileSync(base.path(file), "utf8");
    const after = change(before);
    if (after === before) throw new Error(`The change of ${file} changed nothing`);
    // The link to the installed file goes first: writing through it would change node_modules.
    fs.rmSync(target, { force: true });
    fs.writeFileSync(target, after, { flag: "wx" });
    changed.set(file, target);
  }
  return {
    ...installAt((file) => changed.get(file) ?? base.path(file)),
    remove: () => fs.rmSync(scratch, { recursive: true, force: true }),
  };
}
