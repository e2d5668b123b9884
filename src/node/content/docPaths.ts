import path from "node:path";
import type { DocsVersion } from "../versions/versions";

/** The version a file belongs to and its path inside that version's docs folder. */
export interface DocLocation {
  version: DocsVersion;
  /** Path inside the version's docs folder, with forward slashes: `android/Livemap.mdx`. */
  relativePath: string;
}

/** Finds which version's docs folder holds `absolutePath`, if any. */
export function locateDoc(
  absolutePath: string,
  contentRoot: string,
  versions: readonly DocsVersion[],
): DocLocation | undefined {
  for (const version of versions) {
    const versionRoot = path.join(contentRoot, version.docsDir);
    const relative = path.relative(versionRoot, absolutePath);
    if (relative && !relative.startsWith("..") && !path.isAbsolute(relative)) {
      return { version, relativePath: relative.split(path.sep).join("/") };
    }
  }
  return undefined;
}

/** `about/index.mdx` → `about`, `index.mdx` → `index`, `android/Livemap.mdx` → `android/Livemap`. */
export function docIdFromRelativePath(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\.mdx?$/, "");
  if (withoutExtension === "index") return "index";
  return withoutExtension.replace(/\/index$/, "");
}

/** The URL of a doc: the version's path, then the id's segments, the last one replaced by `slug`. */
export function docPermalink(version: DocsVersion, id: string, slug?: string): string {
  if (id === "index") return version.path;
  const segments = id.split("/");
  if (slug) segments[segments.length - 1] = slug;
  return `${version.path}/${segments.join("/")}`;
}
