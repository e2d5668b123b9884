import path from "node:path";
import type { ScannedMarkdown } from "../markdown/scanMarkdown";

/** A built page the checker can link to, with the anchors it has. */
export interface LinkTarget {
  path: string;
  anchors: ReadonlySet<string>;
}

/** A doc's scanned source, as the checker needs it. */
export interface CheckedDoc {
  sourceFile: string;
  absolutePath: string;
  permalink: string;
  scanned: ScannedMarkdown;
}

/** A link found outside MDX: in a sidebar, the navbar or the footer. */
export interface ConfigLink {
  /** Where it was found: `content/sidebars.json › docs[3]`, `site.config.ts › navbar.items[1]`. */
  source: string;
  href: string;
}

export interface BrokenLink {
  /** `file:line` or the config location. */
  source: string;
  href: string;
  reason: string;
}

export interface LinkIndex {
  /** Every page built, by URL. */
  pages: ReadonlyMap<string, LinkTarget>;
  /** Doc URLs by their source file's absolute path, to resolve `./other.mdx` links. */
  docsByFile: ReadonlyMap<string, string>;
  /** Files served as they are from `static/`, by URL (`/img/logo.svg`). */
  staticFiles: ReadonlySet<string>;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Checks one link target (a site path, maybe with `#anchor`) against the built pages. */
export function checkSitePath(href: string, index: LinkIndex): string | undefined {
  const [pathAndQuery = "", anchor] = href.split("#", 2);
  const pathname = pathAndQuery.split("?")[0] ?? "";
  if (index.staticFiles.has(pathname)) return undefined;
  const page = index.pages.get(pathname);
  if (!page) return `no page is served at ${pathname}`;
  if (anchor && !page.anchors.has(anchor)) {
    return `${pathname} has no anchor #${anchor}`;
  }
  return undefined;
}

function checkDocLink(doc: CheckedDoc, href: string, index: LinkIndex): string | undefined {
  if (EXTERNAL.test(href)) return undefined;
  if (href.startsWith("#")) return checkSitePath(`${doc.permalink}${href}`, index);
  if (href.startsWith("/")) return checkSitePath(href, index);
  const [target = "", anchor] = href.split("#", 2);
  if (!/\.mdx?$/.test(target)) {
    return "relative links must name a doc file (./page.mdx) or start with /";
  }
  const absolute = path.resolve(path.dirname(doc.absolutePath), decodeURI(target));
  const permalink = index.docsByFile.get(absolute);
  if (!permalink) return `${target} is not a doc of this site`;
  return checkSitePath(anchor ? `${permalink}#${anchor}` : permalink, index);
}

/** Every broken link and anchor in the docs and in the configuration, in a stable order. */
export function findBrokenLinks(
  docs: readonly CheckedDoc[],
  configLinks: readonly ConfigLink[],
  index: LinkIndex,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const doc of docs) {
    for (const link of doc.scanned.links) {
      const reason = checkDocLink(doc, link.href, index);
      if (reason)
        broken.push({ source: `${doc.sourceFile}:${link.line}`, href: link.href, reason });
    }
  }
  for (const link of configLinks) {
    if (EXTERNAL.test(link.href)) continue;
    const reason = checkSitePath(link.href, index);
    if (reason) broken.push({ source: link.source, href: link.href, reason });
  }
  return broken;
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const lines = broken.map((link) => `  - ${link.source} → ${link.href} (${link.reason})`);
  return [`The build found ${broken.length} broken link(s):`, ...lines].join("\n");
}
