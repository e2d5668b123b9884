import { classifyUrl } from "../../shared/urlSafety";
import { ownSiteTarget, type SiteAddress } from "../links/ownSitePath";
import type { BuiltPage, PageLink } from "./readPages";

/** A link of the built site that leads nowhere. */
export interface BrokenOutputLink {
  /** The page's file under public/. */
  file: string;
  link: PageLink;
  reason: string;
}

/**
 * The built site: its pages and files, and its address (Gatsby's path prefix is the base path;
 * absolute URLs on the site's own address are checked like site paths).
 */
export interface OutputSite extends SiteAddress {
  pages: readonly BuiltPage[];
  /** Every file under public/, relative, with forward slashes. */
  files: readonly string[];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Checks every `href`, `src` and `#anchor` of every built page (what components write too: the
 * home page, the 404 page, navbar and footer), against the pages and files the build wrote.
 * Other sites are not fetched; a URL with another scheme is broken wherever it comes from.
 */
export function findBrokenOutputLinks(site: OutputSite): BrokenOutputLink[] {
  const files = new Set(site.files);
  const pages = new Map(site.pages.map((page) => [page.path, page]));
  const siteOrigin = new URL(site.siteUrl).origin;
  const broken: BrokenOutputLink[] = [];

  const targetOf = (urlPath: string): { page?: BuiltPage; exists: boolean } => {
    const trimmed = urlPath.length > 1 ? urlPath.replace(/\/$/, "") : urlPath;
    const page = pages.get(trimmed);
    if (page) return { page, exists: true };
    const file = urlPath.replace(/^\//, "");
    return { exists: files.has(file) || files.has(`${file.replace(/\/$/, "")}/index.html`) };
  };

  for (const page of site.pages) {
    const base = `${siteOrigin}${site.pathPrefix}${page.path === "/" ? "/" : page.path}`;
    for (const link of page.links) {
      const report = (reason: string) => broken.push({ file: page.file, link, reason });
      const kind = classifyUrl(link.url);
      if (kind.kind === "unsafe") {
        report(kind.reason);
        continue;
      }
      if (kind.kind === "mailto" || kind.kind === "tel") continue;
      if (kind.kind === "anchor") {
        const id = safeDecode(link.url.trim().slice(1));
        if (id !== "" && !page.anchors.has(id)) report(`this page has no anchor #${id}`);
        continue;
      }
      const url = new URL(link.url.trim(), base);
      // The same reading as the source check's (src/node/links/ownSitePath.ts).
      const own = ownSiteTarget(url, site, kind.kind === "external");
      if (own.kind === "elsewhere") continue;
      if (own.kind === "outside-prefix") {
        report(own.reason);
        continue;
      }
      const urlPath = own.path;
      const target = targetOf(urlPath);
      if (!target.exists) {
        report(`no page or file ${urlPath} was built`);
        continue;
      }
      const id = own.anchor;
      if (id !== "" && target.page && !target.page.anchors.has(id)) {
        report(`${target.page.path} has no anchor #${id}`);
      }
    }
  }
  return broken;
}

/** One line per broken link, grouped under its page, at most `limit` lines. */
export function formatBrokenOutputLinks(broken: readonly BrokenOutputLink[], limit = 50): string {
  const lines = broken
    .slice(0, limit)
    .map(
      ({ file, link, reason }) => `  - public/${file}: ${link.attribute}="${link.url}": ${reason}`,
    );
  const more = broken.length > limit ? [`  ... and ${broken.length - limit} more`] : [];
  return [
    `The built site has ${broken.length} broken link${broken.length === 1 ? "" : "s"} (page: link: why):`,
    ...lines,
    ...more,
  ].join("\n");
}
