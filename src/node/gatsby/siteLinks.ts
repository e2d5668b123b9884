import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { SiteConfig } from "../config/schema";
import { collectConfigLinks } from "../config/navbarTargets";
import type { DocRecord } from "../content/docRecords";
import {
  findBrokenLinks,
  type CheckedDoc,
  type ConfigLink,
  type LinkTarget,
} from "../links/checkLinks";
import { scanMarkdown } from "../markdown/scanMarkdown";
import type { DocsModel } from "../model/docsModel";
import type { Sidebar } from "../sidebars/schema";

/** Reads a doc's source and scans its body, keeping line numbers of the whole file. */
export function scanDocFile(absolutePath: string) {
  const source = fs.readFileSync(absolutePath, "utf8");
  const { content } = matter(source);
  const bodyStart = source.length - content.length;
  const firstLine = source.slice(0, bodyStart).split("\n").length;
  return scanMarkdown(content, firstLine);
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

function sidebarLinks(file: string, sidebars: Record<string, Sidebar>): ConfigLink[] {
  const links: ConfigLink[] = [];
  const visit = (items: Sidebar, at: string) =>
    items.forEach((item, index) => {
      const here = `${at}[${index}]`;
      if (item.type === "link" && !item.docId)
        links.push({ source: `${file} › ${here}`, href: item.href });
      if (item.type === "category") visit(item.items, `${here}.items`);
    });
  for (const [name, sidebar] of Object.entries(sidebars)) visit(sidebar, name);
  return links;
}

export interface SiteLinkInput {
  model: DocsModel;
  config: SiteConfig;
  configFile: string;
  /** Pages that are not docs: `/`, `/search`, `/404`. */
  otherPages: readonly string[];
  staticRoot: string;
  sidebarFiles: Record<string, string>;
  contentFileOf: (doc: DocRecord) => string;
}

/** Every broken link of the site: MDX bodies, sidebars, navbar, footer, announcement bar. */
export function checkSiteLinks(input: SiteLinkInput) {
  const checkedDocs: CheckedDoc[] = input.model.docs.map((doc) => ({
    sourceFile: doc.sourceFile,
    absolutePath: input.contentFileOf(doc),
    permalink: doc.permalink,
    scanned: scanDocFile(input.contentFileOf(doc)),
  }));
  const pages = new Map<string, LinkTarget>();
  for (const doc of checkedDocs) {
    const anchors = new Set([
      ...doc.scanned.headings.map((heading) => heading.id),
      ...doc.scanned.explicitIds,
    ]);
    pages.set(doc.permalink, { path: doc.permalink, anchors });
  }
  for (const page of input.otherPages) pages.set(page, { path: page, anchors: new Set() });
  const staticFiles = new Set(
    listFiles(input.staticRoot).map(
      (file) => `/${path.relative(input.staticRoot, file).split(path.sep).join("/")}`,
    ),
  );
  const configLinks = [
    ...collectConfigLinks(input.configFile, input.config),
    ...Object.entries(input.model.sidebars).flatMap(([version, sidebars]) =>
      sidebarLinks(input.sidebarFiles[version] ?? version, sidebars),
    ),
  ];
  const docsByFile = new Map(checkedDocs.map((doc) => [doc.absolutePath, doc.permalink]));
  return findBrokenLinks(checkedDocs, configLinks, { pages, docsByFile, staticFiles });
}
