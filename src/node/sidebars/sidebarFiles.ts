import { contentHash } from "../output/contentHash";
import type { DocsModel } from "../model/docsModel";
import type { Sidebar } from "../../shared/sidebar";

/** Where the build writes each sidebar's JSON file, under public/. `static/` is cached for good. */
export const SIDEBAR_FILES_DIR = "static/sidebars";

export interface SidebarFile {
  /** Path under public/, with the content hash in the name. */
  file: string;
  contents: string;
}

/** Each sidebar object is serialised and hashed once per build run. */
const planned = new WeakMap<Sidebar, SidebarFile>();

/** Keeps a name readable in a file name: letters, digits, dots, dashes and underscores. */
function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_");
}

/** The file that holds a version's sidebar whole: named by version, sidebar and content hash. */
export function sidebarFileOf(version: string, name: string, sidebar: Sidebar): SidebarFile {
  const known = planned.get(sidebar);
  if (known) return known;
  const contents = JSON.stringify(sidebar);
  const file = `${SIDEBAR_FILES_DIR}/${fileSafe(version)}-${fileSafe(name)}-${contentHash(contents)}.json`;
  const sidebarFile = { file, contents };
  planned.set(sidebar, sidebarFile);
  return sidebarFile;
}

/** Every sidebar of every version, as the files the build writes. */
export function sidebarFilesOf(model: DocsModel): SidebarFile[] {
  return Object.entries(model.sidebars).flatMap(([version, sidebars]) =>
    Object.entries(sidebars).map(([name, sidebar]) => sidebarFileOf(version, name, sidebar)),
  );
}
