import path from "node:path";
import { buildDocRecords, publishedDocs, type DocRecord, type RawDoc } from "../content/docRecords";
import { readJsonFile } from "../content/readJsonFile";
import { checkVersionFolders } from "../versions/versionFolders";
import { computeNavigation } from "../sidebars/navigation";
import { parseSidebarsFile, resolveSidebars } from "../sidebars/resolveSidebars";
import {
  CONTENT_LAYOUT,
  parseVersionsManifest,
  toDocsVersions,
  type DocsVersion,
} from "../versions/versions";
import type { Sidebar } from "../../shared/sidebar";
import type { DocNavigation } from "../../shared/docPage";

/** Everything the site knows about its docs, built once per build from the content folder. */
export interface DocsModel {
  versions: DocsVersion[];
  /** Docs that are built (drafts only in development). */
  docs: DocRecord[];
  /** version → sidebar name → resolved sidebar. */
  sidebars: Record<string, Record<string, Sidebar>>;
  /** doc URL → its previous/next/breadcrumbs; docs in no sidebar are absent. */
  navigation: Map<string, DocNavigation>;
}

export interface DocsModelInput {
  projectRoot: string;
  contentRoot: string;
  rawDocs: readonly RawDoc[];
  includeDrafts: boolean;
}

export function readVersions(projectRoot: string, contentRoot: string): DocsVersion[] {
  const manifestPath = path.join(contentRoot, CONTENT_LAYOUT.manifest);
  const file = path.relative(projectRoot, manifestPath);
  const versions = toDocsVersions(
    parseVersionsManifest(file, readJsonFile(manifestPath, projectRoot)),
  );
  checkVersionFolders(file, projectRoot, contentRoot, versions);
  return versions;
}

export function buildDocsModel(input: DocsModelInput): DocsModel {
  const versions = readVersions(input.projectRoot, input.contentRoot);
  const allDocs = buildDocRecords(input.rawDocs, { ...input, versions });
  const docs = publishedDocs(allDocs, input.includeDrafts);
  const sidebars: DocsModel["sidebars"] = {};
  const navigation = new Map<string, DocNavigation>();
  for (const version of versions) {
    const sidebarsPath = path.join(input.contentRoot, version.sidebarsFile);
    const file = path.relative(input.projectRoot, sidebarsPath);
    const config = parseSidebarsFile(file, readJsonFile(sidebarsPath, input.projectRoot));
    const resolved = resolveSidebars(config, {
      file,
      docsFolder: path.relative(input.projectRoot, path.join(input.contentRoot, version.docsDir)),
      docs: docs.filter((doc) => doc.version === version.name),
      draftIds: new Set(
        allDocs.filter((doc) => doc.version === version.name && doc.draft).map((doc) => doc.id),
      ),
    });
    sidebars[version.name] = resolved;
    for (const [url, nav] of computeNavigation(resolved)) navigation.set(url, nav);
  }
  return { versions, docs, sidebars, navigation };
}
