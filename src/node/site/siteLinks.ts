import { listFiles } from "../output/readPages";
import type { SiteConfig } from "../../shared/siteConfig/schema";
import { collectConfigLinks } from "../config/navbarTargets";
import {
  anchorsOf,
  findBrokenLinks,
  type BrokenLink,
  type CheckedDoc,
  type ConfigLink,
  type LinkTarget,
} from "../links/checkLinks";
import type { SiteAddress } from "../links/ownSitePath";
import type { DocsModel } from "../model/docsModel";
import type { Sidebar } from "../../shared/sidebar";

function sidebarLinks(
  file: string,
  sidebars: Record<string, Sidebar>,
  urlsInLabel: (label: string) => string[],
): ConfigLink[] {
  const links: ConfigLink[] = [];
  const visit = (items: Sidebar, at: string) =>
    items.forEach((item, index) => {
      const here = `${at}[${index}]`;
      if (item.type === "link" && !item.docId) links.push({ file, at: here, href: item.href });
      if (item.type === "category") {
        // A category's label heads its section of llms.txt, where a Markdown reader links URLs.
        for (const href of urlsInLabel(item.label)) links.push({ file, at: `${here}.label`, href });
        visit(item.items, `${here}.items`);
      }
    });
  for (const [name, sidebar] of Object.entries(sidebars)) visit(sidebar, name);
  return links;
}

/** The site's own address from its configuration: its URL, base path and other locales. */
export function siteAddressOf(config: SiteConfig): SiteAddress {
  return {
    siteUrl: config.url,
    pathPrefix: config.baseUrl.replace(/\/+$/, ""),
    otherLocales: config.i18n.locales
      .map((locale) => locale.code)
      .filter((code) => code !== config.i18n.defaultLocale),
  };
}

export interface SiteLinkInput {
  model: DocsModel;
  /** The docs to check, with their outlines (from the same compile as their pages). */
  docs: readonly CheckedDoc[];
  config?: SiteConfig;
  configFile: string;
  /** Pages that are not docs: `/`, `/search`, `/404`. */
  otherPages: readonly string[];
  staticRoot: string;
  /** Sidebars file of each version, relative to the project. */
  sidebarFiles: Record<string, string>;
  /** The URLs a Markdown reader links in a text (src/node/site/frontmatterText.ts). */
  urlsInLabel?: (label: string) => string[];
}

/** Every broken link of the site: MDX bodies, sidebars, navbar, footer, announcement bar. */
export function checkSiteLinks(input: SiteLinkInput): BrokenLink[] {
  const pages = new Map<string, LinkTarget>();
  for (const doc of input.docs) {
    pages.set(doc.permalink, { path: doc.permalink, anchors: anchorsOf(doc.outline) });
  }
  for (const page of input.otherPages) pages.set(page, { path: page, anchors: new Set() });
  const staticFiles = new Set(listFiles(input.staticRoot).map((file) => `/${file}`));
  const configLinks = [
    ...(input.config ? collectConfigLinks(input.configFile, input.config) : []),
    ...Object.entries(input.model.sidebars).flatMap(([version, sidebars]) =>
      sidebarLinks(
        input.sidebarFiles[version] ?? version,
        sidebars,
        input.urlsInLabel ?? (() => []),
      ),
    ),
  ];
  const docsByFile = new Map(input.docs.map((doc) => [doc.absolutePath, doc.permalink]));
  return findBrokenLinks(input.docs, configLinks, {
    pages,
    docsByFile,
    staticFiles,
    ...(input.config ? { site: siteAddressOf(input.config) } : {}),
  });
}
