import { classifyUrl } from "../../shared/urlSafety";
import type { BuiltPage, PageLink } from "./readPages";

/** A link of the built site that leads nowhere. */
export interface BrokenOutputLink {
  /** The page's file under public/. */
  file: string;
  link: PageLink;
  reason: string;
}

export interface OutputSite {
  pages: readonly BuiltPage[];
  /** Every file under public/, relative, with forward slashes. */
  files: readonly string[];
  /** Gatsby's path prefix (`""` or `/prefix`), which every site path of the output starts with. */
  pathPrefix: string;
  /** The site's own address: absolute URLs on it are checked like site paths. */
  siteUrl: string;
  /**
   * Codes of the locales other than the default (`fr`): each is a build of its own, served
   * under `/<code>/`, so links there (the locale dropdown's) are not this build's to check.
   */
  otherLocales?: readonly string[];
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
      if (url.origin !== siteOrigin) continue;
      // `/developers` itself is the site's root under the prefix `/developers`.
      const underPrefix =
        url.pathname === site.pathPrefix || url.pathname.startsWith(`${site.pathPrefix}/`);
      if (kind.kind === "external" && !underPrefix) continue;
      if (site.pathPrefix && !underPrefix) {
        report(`does not start with the path prefix ${site.pathPrefix}`);
        continue;
      }
      const urlPath = safeDecode(url.pathname.slice(site.pathPrefix.length)) || "/";
      const locale = urlPath.split("/")[1] ?? "";
      if (site.otherLocales?.includes(locale)) continue;
      const target = targetOf(urlPath);
      if (!target.exists) {
        report(`no page or file ${urlPath} was built`);
        continue;
      }
      const id = safeDecode(url.hash.slice(1));
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
