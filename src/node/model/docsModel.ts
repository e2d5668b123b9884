import path from "node:path";
import { BuildError, throwIfAny } from "../errors/BuildError";
import { buildDocRecords, publishedDocs, type DocRecord, type RawDoc } from "../content/docRecords";
import { readJsonFile } from "../content/readJsonFile";
import type { SidebarsConfig } from "../sidebars/schema";
import { checkVersionFolders } from "../versions/versionFolders";
import { computeNavigation } from "../sidebars/navigation";
import { parseSidebarsFile, resolveSidebarsLeniently } from "../sidebars/resolveSidebars";
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
  /** version → the sections (top-level categories) marked `platform` in its sidebars file. */
  platformSections: Record<string, string[]>;
  /** doc URL → its previous/next/breadcrumbs; docs in no sidebar are absent. */
  navigation: Map<string, DocNavigation>;
}

export interface DocsModelInput {
  projectRoot: string;
  contentRoot: string;
  rawDocs: readonly RawDoc[];
  includeDrafts: boolean;
}

/**
 * Development's way through a broken sidebars file: its errors are returned instead of thrown,
 * and the docs model is built anyway from the current docs, so a deleted doc is gone and a
 * renamed folder's pages move while the writer fixes the sidebar.
 */
export interface LenientSidebars {
  /**
   * The last sidebars file of each version that parsed, by file: reused while that file is not
   * valid JSON or not a sidebars file, and updated by each one that is.
   */
  lastParsed: Map<string, SidebarsConfig>;
}

export interface LenientDocsModel {
  model: DocsModel;
  /** The sidebars files' errors: the items they concern are left out of the model. */
  sidebarErrors: BuildError[];
}

function readVersions(projectRoot: string, contentRoot: string): DocsVersion[] {
  const manifestPath = path.join(contentRoot, CONTENT_LAYOUT.manifest);
  const file = path.relative(projectRoot, manifestPath);
  const versions = toDocsVersions(
    parseVersionsManifest(file, readJsonFile(manifestPath, projectRoot)),
  );
  checkVersionFolders(file, projectRoot, contentRoot, versions);
  return versions;
}

export function buildDocsModel(input: DocsModelInput): DocsModel {
  const { model, sidebarErrors } = assembleModel(input);
  throwIfAny("Some sidebars files have problems", sidebarErrors);
  return model;
}

/**
 * The docs model of development: a sidebars file in error leaves out the items in error (or,
 * when it does not parse, is read as it last parsed) and its errors are returned. Versions and
 * doc records in error still throw: without them there are no URLs to build.
 */
export function buildDocsModelLeniently(
  input: DocsModelInput,
  lenient: LenientSidebars,
): LenientDocsModel {
  return assembleModel(input, lenient);
}

function assembleModel(input: DocsModelInput, lenient?: LenientSidebars): LenientDocsModel {
  const versions = readVersions(input.projectRoot, input.contentRoot);
  const allDocs = buildDocRecords(input.rawDocs, { ...input, versions });
  const docs = publishedDocs(allDocs, input.includeDrafts);
  const sidebars: DocsModel["sidebars"] = {};
  const platformSections: DocsModel["platformSections"] = {};
  const navigation = new Map<string, DocNavigation>();
  const sidebarErrors: BuildError[] = [];
  for (const version of versions) {
    const sidebarsPath = path.join(input.contentRoot, version.sidebarsFile);
    const file = path.relative(input.projectRoot, sidebarsPath);
    let config: SidebarsConfig;
    try {
      config = parseSidebarsFile(file, readJsonFile(sidebarsPath, input.projectRoot));
      lenient?.lastParsed.set(file, config);
    } catch (error) {
      if (!lenient || !(error instanceof BuildError)) throw error;
      sidebarErrors.push(error);
      config = lenient.lastParsed.get(file) ?? {};
    }
    const {
      sidebars: resolved,
      problems,
      platformSections: platforms,
    } = resolveSidebarsLeniently(config, {
      file,
      docsFolder: path.relative(input.projectRoot, path.join(input.contentRoot, version.docsDir)),
      docs: docs.filter((doc) => doc.version === version.name),
      draftIds: new Set(
        allDocs.filter((doc) => doc.version === version.name && doc.draft).map((doc) => doc.id),
      ),
    });
    if (problems.length > 0) sidebarErrors.push(new BuildError(file, problems));
    sidebars[version.name] = resolved;
    platformSections[version.name] = platforms;
    for (const [url, nav] of computeNavigation(resolved)) navigation.set(url, nav);
  }
  return { model: { versions, docs, sidebars, platformSections, navigation }, sidebarErrors };
}
