import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import type { RawDoc } from "../content/docRecords";
import { buildDocsModel, type DocsModel } from "../model/docsModel";

/** The small two-version site under __fixtures__/site, as Gatsby's data layer would hand it over. */
export const fixtureRoot = path.join(__dirname, "site");
export const projectRoot = path.join(__dirname, "..", "..", "..");

export function fixtureRawDocs(root = fixtureRoot): RawDoc[] {
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".mdx"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return files.map((absolutePath) => ({
    nodeId: `node:${path.relative(root, absolutePath)}`,
    absolutePath,
    frontmatter: matter(fs.readFileSync(absolutePath, "utf8")).data,
  }));
}

/** Copies the fixture site to a temporary folder so a test can break it. */
export function copyFixture(): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "wemap-site-"));
  fs.cpSync(fixtureRoot, target, { recursive: true });
  return target;
}

/** The docs model of a fixture site (the original, or a broken copy). */
export function fixtureModel(root = fixtureRoot, includeDrafts = false): DocsModel {
  return buildDocsModel({
    projectRoot,
    contentRoot: root,
    rawDocs: fixtureRawDocs(root),
    includeDrafts,
  });
}
