import path from "node:path";
import { BuildError, throwIfAny } from "../errors/BuildError";
import type { DocsVersion } from "../versions/versions";
import { docIdProblem, urlIdentity } from "./docIdentity";
import { docIdFromRelativePath, docPermalink, locateDoc } from "./docPaths";
import { parseFrontmatter, type Frontmatter } from "./frontmatter";

/** A source file as Gatsby's data layer hands it over. */
export interface RawDoc {
  /** Gatsby's node id, used by the page query. */
  nodeId: string;
  absolutePath: string;
  frontmatter: unknown;
}

/** One doc of one version, validated, with everything derived from its path and frontmatter. */
export interface DocRecord {
  nodeId: string;
  /** Path-derived id, unique within its version: `android/Callbacks/AddMarker`. */
  id: string;
  version: string;
  permalink: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  description?: string;
  draft: boolean;
  frontmatter: Frontmatter;
  /** The file, relative to the project, for messages. */
  sourceFile: string;
}

export interface DocRecordOptions {
  contentRoot: string;
  projectRoot: string;
  versions: readonly DocsVersion[];
}

/**
 * Validates every doc and derives its record. Every bad file is reported at once; files outside
 * any version's docs folder are not docs and are skipped.
 */
export function buildDocRecords(raws: readonly RawDoc[], options: DocRecordOptions): DocRecord[] {
  const errors: BuildError[] = [];
  const records: DocRecord[] = [];
  for (const raw of raws) {
    const location = locateDoc(raw.absolutePath, options.contentRoot, options.versions);
    if (!location) continue;
    const sourceFile = path.relative(options.projectRoot, raw.absolutePath);
    try {
      const frontmatter = parseFrontmatter(sourceFile, raw.frontmatter);
      const id = docIdFromRelativePath(location.relativePath);
      const idProblem = docIdProblem(id) ?? shadowedVersionProblem(id, location.version, options);
      if (idProblem) throw new BuildError(sourceFile, [{ message: idProblem }]);
      records.push({
        nodeId: raw.nodeId,
        id,
        version: location.version.name,
        permalink: docPermalink(location.version, id, frontmatter.slug),
        title: frontmatter.title,
        sidebarLabel: frontmatter.sidebar_label ?? frontmatter.title,
        sidebarPosition: frontmatter.sidebar_position,
        description: frontmatter.description,
        draft: frontmatter.draft ?? false,
        frontmatter,
        sourceFile,
      });
    } catch (error) {
      if (error instanceof BuildError) errors.push(error);
      else throw error;
    }
  }
  errors.push(...findDuplicates(records));
  throwIfAny("Some docs have invalid frontmatter or clash", errors);
  return records.sort((a, b) => a.permalink.localeCompare(b.permalink));
}

/**
 * A latest-version doc whose first folder is named like an archived version would be served
 * inside that version's URLs (`content/docs/1.13/x.mdx` → `/docs/1.13/x`).
 */
function shadowedVersionProblem(
  id: string,
  version: DocsVersion,
  options: DocRecordOptions,
): string | undefined {
  if (!version.isLatest) return undefined;
  const first = id.split("/")[0];
  const archived = options.versions.find((other) => !other.isLatest && other.name === first);
  return archived
    ? `its folder "${first}" has the name of the archived version ${archived.name}, whose pages are served under ${archived.path}: rename the folder`
    : undefined;
}

/**
 * Two files that would be served at the same URL (`a.mdx` and `a/index.mdx`, a slug, or URLs
 * that differ only in letter case or Unicode composition), in any versions: both are named.
 */
function findDuplicates(records: readonly DocRecord[]): BuildError[] {
  const byIdentity = new Map<string, DocRecord>();
  const errors: BuildError[] = [];
  for (const record of records) {
    const key = urlIdentity(record.permalink);
    const first = byIdentity.get(key);
    if (!first) {
      byIdentity.set(key, record);
      continue;
    }
    const same = first.permalink === record.permalink;
    const how = same
      ? `is served at ${record.permalink}, like ${first.sourceFile}`
      : `is served at ${record.permalink}, which differs only in letter case or Unicode composition from ${first.permalink} (${first.sourceFile}), the same file on many servers`;
    errors.push(
      new BuildError(record.sourceFile, [
        { message: `${how}: change the file name or the \`slug\` of one of them` },
      ]),
    );
  }
  return errors;
}

/** Drafts are built in development only. */
export function publishedDocs(records: readonly DocRecord[], includeDrafts: boolean): DocRecord[] {
  return includeDrafts ? [...records] : records.filter((record) => !record.draft);
}
