import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Checkouts of the cited repositories at the cited commits, made from the bare mirrors that
 * `fetch` brings (`<mirrors>/<owner>+<name>/repo`, a bare git directory, or a clone's `.git`).
 * Each checkout is a plain folder, `<root>/<owner>+<name>@<commit>`, written once with
 * `git archive` and never changed after: a commit's files do not move.
 */
export const DEFAULT_MIRRORS = "/work/.mirror";
export const DEFAULT_CHECKOUTS = "/work/checkouts";

function folderName(repo: string, commit: string): string {
  return `${repo.replace("/", "+")}@${commit}`;
}

export function checkoutFolder(root: string, repo: string, commit: string): string {
  return path.join(root, folderName(repo, commit));
}

/** The git directory of a repository's mirror, or undefined when it was never fetched. */
export function mirrorGitDir(mirrors: string, repo: string): string | undefined {
  const base = path.join(mirrors, repo.replace("/", "+"), "repo");
  for (const candidate of [path.join(base, ".git"), base])
    if (
      fs.existsSync(path.join(candidate, "HEAD")) &&
      fs.existsSync(path.join(candidate, "objects"))
    )
      return candidate;
  return undefined;
}

function git(gitDir: string, args: string[]): string {
  return execFileSync("git", ["--git-dir", gitDir, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    maxBuffer: 1 << 26,
  }).trim();
}

/** The full commit a ref names (`v2.6.0`, `a91a1b1`, `HEAD`), or undefined if the mirror has none. */
export function resolveCommit(gitDir: string, ref: string): string | undefined {
  if (!/^[\w./-]+$/.test(ref)) return undefined;
  try {
    const commit = git(gitDir, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
    return /^[0-9a-f]{40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses a checkout folder inside the project: the sources stay outside it. */
export function assertOutside(root: string, project: string): void {
  const relative = path.relative(path.resolve(project), path.resolve(root));
  if (relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative)))
    throw new Error(
      `${root} is inside the project (${project}): put checkouts outside it, e.g. ${DEFAULT_CHECKOUTS}`,
    );
}

/**
 * The checkout of a repository at a commit, made when missing. Written into a temporary folder
 * and renamed, so an interrupted run leaves no half-written checkout behind.
 */
export function makeCheckout(options: {
  mirrors: string;
  root: string;
  repo: string;
  commit: string;
}): string {
  const folder = checkoutFolder(options.root, options.repo, options.commit);
  if (fs.existsSync(folder)) return folder;
  const gitDir = mirrorGitDir(options.mirrors, options.repo);
  if (!gitDir)
    throw new Error(`no mirror of ${options.repo} under ${options.mirrors}: fetch it first`);
  fs.mkdirSync(options.root, { recursive: true });
  const partial = `${folder}.part`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial);
  const archive = execFileSync(
    "git",
    ["--git-dir", gitDir, "archive", "--format=tar", options.commit],
    {
      maxBuffer: 1 << 30,
    },
  );
  execFileSync("tar", ["-x", "-C", partial], { input: archive });
  fs.renameSync(partial, folder);
  return folder;
}
