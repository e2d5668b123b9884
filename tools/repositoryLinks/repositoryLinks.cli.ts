/**
 * Prints, as a JSON array of lines, every broken link of the documentation of the git repository
 * at the path given (the project's own by default). The unified packages it reads Markdown with
 * are ES modules only, which jest does not load: tests run this under tsx.
 *
 *   tsx repositoryLinks.cli.ts [repository root]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadMdxToolchain } from "../../src/node/mdx/toolchain";
import { findBrokenRepositoryLinks, formatBrokenRepositoryLink } from "./repositoryLinks";

const projectRoot = path.join(__dirname, "..", "..");

/**
 * What the repository holds, as GitHub would show it once committed: tracked files and new ones
 * not yet added, without what .gitignore leaves out (node_modules/, public/, .cache/), which
 * no document may link to. A tracked file deleted in the work tree is gone.
 */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split("\0"))].filter(
    (file) => file !== "" && fs.existsSync(path.join(root, file)),
  );
}

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? projectRoot);
  const broken = findBrokenRepositoryLinks(
    repositoryFiles(root),
    (file) => fs.readFileSync(path.join(root, file), "utf8"),
    await loadMdxToolchain(),
  );
  process.stdout.write(JSON.stringify(broken.map(formatBrokenRepositoryLink)));
}

void main();
