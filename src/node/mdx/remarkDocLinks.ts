import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { docIdFromRelativePath, docPermalink, locateDoc } from "../content/docPaths";
import type { DocsVersion } from "../versions/versions";
import { walk, type PluginFile, type TreeNode } from "./tree";

export interface DocLinkOptions {
  contentRoot: string;
  versions: readonly DocsVersion[];
}

const slugCache = new Map<string, string | undefined>();

/** A doc's `slug` frontmatter changes its URL, so links to it must read it. */
function slugOf(file: string): string | undefined {
  if (!slugCache.has(file)) {
    const data = fs.existsSync(file) ? matter(fs.readFileSync(file, "utf8")).data : {};
    slugCache.set(file, typeof data.slug === "string" ? data.slug : undefined);
  }
  return slugCache.get(file);
}

/** The URL of `./other.mdx#anchor` written in `fromFile`, or undefined when it names no doc. */
export function resolveDocLink(
  href: string,
  fromFile: string,
  options: DocLinkOptions,
): string | undefined {
  const [target = "", anchor] = href.split("#", 2);
  if (!/\.mdx?$/.test(target) || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) {
    return undefined;
  }
  const absolute = path.resolve(path.dirname(fromFile), decodeURI(target));
  const location = locateDoc(absolute, options.contentRoot, options.versions);
  if (!location) return undefined;
  const id = docIdFromRelativePath(location.relativePath);
  const url = docPermalink(location.version, id, slugOf(absolute));
  return anchor ? `${url}#${anchor}` : url;
}

/**
 * Writers link to doc files (`../Model/Coordinates.mdx`) so that links survive freezing a
 * version; this turns them into the URL of that doc in the same version. Links it cannot resolve
 * are left as written: the build's link check reports them with file and line.
 */
export default function remarkDocLinks(options: DocLinkOptions) {
  return (tree: TreeNode, file: PluginFile) => {
    if (!file.path) return;
    const fromFile = file.path;
    walk(tree, (node) => {
      if ((node.type === "link" || node.type === "definition") && node.url) {
        const resolved = resolveDocLink(node.url, fromFile, options);
        if (resolved) node.url = resolved;
      }
    });
  };
}
