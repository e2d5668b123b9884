import path from "node:path";
import { z } from "zod";
import { BuildError } from "../errors/BuildError";
import { zodProblems } from "../errors/zodProblems";

/** Where the docs of every version live, relative to the content folder. */
export const CONTENT_LAYOUT = {
  manifest: "versions.json",
  currentDocs: "docs",
  currentSidebars: "sidebars.json",
  archivedDocs: (name: string) => path.join("versioned_docs", `version-${name}`),
  archivedSidebars: (name: string) =>
    path.join("versioned_sidebars", `version-${name}-sidebars.json`),
} as const;

/** The URL all docs hang from; the latest version is served here, older ones below it. */
export const DOCS_BASE_PATH = "/docs";

const versionName = z
  .string()
  .regex(/^\d+\.\d+$/, 'must be a version name of the form MAJOR.MINOR, such as "1.14"');

/** `content/versions.json`: the version `content/docs/` describes and the frozen ones, newest first. */
const versionsManifestSchema = z.strictObject({
  current: versionName,
  archived: z.array(versionName),
});

export type VersionsManifest = z.infer<typeof versionsManifestSchema>;

/** Everything the site knows about one docs version. */
export interface DocsVersion {
  name: string;
  label: string;
  isLatest: boolean;
  /** URL prefix of the version's docs: `/docs` for the latest, `/docs/1.13` otherwise. */
  path: string;
  /** Folder of the version's docs, relative to the content folder. */
  docsDir: string;
  /** Sidebars file of the version, relative to the content folder. */
  sidebarsFile: string;
}

export function parseVersionsManifest(file: string, data: unknown): VersionsManifest {
  const result = versionsManifestSchema.safeParse(data);
  if (!result.success) throw new BuildError(file, zodProblems(result.error, data));
  const all = [result.data.current, ...result.data.archived];
  const duplicates = all.filter((name, index) => all.indexOf(name) !== index);
  if (duplicates.length > 0) {
    throw new BuildError(file, [
      { message: `version ${JSON.stringify(duplicates[0])} is listed more than once` },
    ]);
  }
  return result.data;
}

/** The versions in display order, newest first; the current one is the latest. */
export function toDocsVersions(manifest: VersionsManifest): DocsVersion[] {
  const current: DocsVersion = {
    name: manifest.current,
    label: manifest.current,
    isLatest: true,
    path: DOCS_BASE_PATH,
    docsDir: CONTENT_LAYOUT.currentDocs,
    sidebarsFile: CONTENT_LAYOUT.currentSidebars,
  };
  const archived = manifest.archived.map((name): DocsVersion => ({
    name,
    label: name,
    isLatest: false,
    path: `${DOCS_BASE_PATH}/${name}`,
    docsDir: CONTENT_LAYOUT.archivedDocs(name),
    sidebarsFile: CONTENT_LAYOUT.archivedSidebars(name),
  }));
  return [current, ...archived];
}
