import { classifyUrl, type UrlClass } from "../../shared/urlSafety";
import type { OutlineHeading, OutlineLink } from "../mdx/outline";
import { docFileLinkUrl, isDocFileLink } from "./docFileLinks";
import { ownSiteTarget, type SiteAddress } from "./ownSitePath";

/** A built page the checker can link to, with the anchors it has. */
export interface LinkTarget {
  path: string;
  anchors: ReadonlySet<string>;
}

/** What the checker needs of a doc: where it is, where it is served, and its outline. */
export interface CheckedDoc {
  sourceFile: string;
  /** Absolute path, POSIX form. */
  absolutePath: string;
  permalink: string;
  outline: {
    headings: readonly OutlineHeading[];
    links: readonly OutlineLink[];
    explicitIds: readonly string[];
  };
  /** URLs outside the body: in the frontmatter's text (`at` names the field), at its line. */
  otherLinks?: readonly (Pick<OutlineLink, "href" | "line" | "column"> & { at: string })[];
}

/** A link found outside MDX: in a sidebar, the navbar or the footer. */
export interface ConfigLink {
  /** The file that holds it: `site.config.ts`, `content/sidebars.json`. */
  file: string;
  /** Where in it: `navbar.items[1]`, `docs[3]`. */
  at: string;
  href: string;
}

/** A broken link, placed in its file. */
export interface BrokenLink {
  file: string;
  /** A doc link's line and column, or a config link's item. */
  line?: number;
  column?: number;
  at?: string;
  href: string;
  reason: string;
  /** A URL with a scheme the site refuses (`javascript:`), not merely a missing target. */
  unsafe?: boolean;
}

export interface LinkIndex {
  /** Every page built, by URL. */
  pages: ReadonlyMap<string, LinkTarget>;
  /** Doc URLs by their source file's absolute POSIX path, to resolve `./other.mdx` links. */
  docsByFile: ReadonlyMap<string, string>;
  /** Files served as they are from `static/`, by URL (`/img/logo.svg`). */
  staticFiles: ReadonlySet<string>;
  /**
   * The site's own address: an absolute URL on it is checked as the site path it names, as
   * the check of the written output does (src/node/links/ownSitePath.ts).
   */
  site?: SiteAddress;
}

/** Why an absolute URL on the site's own address leads nowhere, or undefined. */
function checkOwnSiteUrl(href: string, index: LinkIndex): string | undefined {
  if (!index.site) return undefined;
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  const target = ownSiteTarget(url, index.site, true);
  if (target.kind !== "site") return undefined;
  return checkSitePath(`${target.path}${target.anchor ? `#${target.anchor}` : ""}`, index);
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Checks one link target (a site path, maybe with `#anchor`) against the built pages. */
export function checkSitePath(href: string, index: LinkIndex): string | undefined {
  const [pathAndQuery = "", anchor] = href.split("#", 2);
  const pathname = pathAndQuery.split("?")[0] ?? "";
  // A file is named as a URL, escapes and all (`/img/my%20diagram.svg`): the server decodes it.
  if (index.staticFiles.has(pathname) || index.staticFiles.has(decodedPath(pathname))) {
    return undefined;
  }
  const page = index.pages.get(pathname);
  if (!page) return `no page is served at ${pathname}`;
  if (anchor && !page.anchors.has(anchor)) {
    return `${pathname} has no anchor #${anchor}`;
  }
  return undefined;
}

/** Checks a link the classifier found safe: what its kind says it leads to. */
function checkDocLink(
  doc: CheckedDoc,
  href: string,
  kind: UrlClass["kind"],
  index: LinkIndex,
): string | undefined {
  if (kind === "external") return checkOwnSiteUrl(href, index);
  if (kind === "mailto" || kind === "tel") return undefined;
  if (kind === "anchor") return checkSitePath(`${doc.permalink}${href.trim()}`, index);
  if (kind === "site-path") return checkSitePath(href, index);
  if (!isDocFileLink(href)) {
    return "relative links must name a doc file (./page.mdx) or start with /";
  }
  const url = docFileLinkUrl(href, doc.absolutePath, index.docsByFile);
  if (!url) return `${href.split("#", 1)[0] ?? href} is not a doc of this site`;
  return checkSitePath(url, index);
}

/** Every broken link and anchor in the docs and in the configuration, in a stable order. */
export function findBrokenLinks(
  docs: readonly CheckedDoc[],
  configLinks: readonly ConfigLink[],
  index: LinkIndex,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const doc of docs) {
    for (const link of [...doc.outline.links, ...(doc.otherLinks ?? [])]) {
      const at = "at" in link ? { at: link.at } : {};
      const place = {
        file: doc.sourceFile,
        line: link.line,
        column: link.column,
        href: link.href,
        ...at,
      };
      const kind = classifyUrl(link.href);
      if (kind.kind === "unsafe") {
        broken.push({ ...place, reason: kind.reason, unsafe: true });
        continue;
      }
      const reason = checkDocLink(doc, link.href, kind.kind, index);
      if (reason) broken.push({ ...place, reason });
    }
  }
  for (const link of configLinks) {
    const { kind } = classifyUrl(link.href);
    if (kind === "mailto" || kind === "tel") continue;
    const reason =
      kind === "external" ? checkOwnSiteUrl(link.href, index) : checkSitePath(link.href, index);
    if (reason) broken.push({ file: link.file, at: link.at, href: link.href, reason });
  }
  return broken;
}

/** The anchors a doc's page has: its headings' ids and the ids written on JSX elements. */
export function anchorsOf(outline: CheckedDoc["outline"]): Set<string> {
  return new Set([...outline.headings.map((heading) => heading.id), ...outline.explicitIds]);
}
