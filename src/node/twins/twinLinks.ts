import { markdownTwinPath } from "../../shared/pagePaths";
import { classifyUrl } from "../../shared/urlSafety";
import { docFileLinkUrl, isDocFileLink } from "../links/docFileLinks";
import type { TwinNode } from "./twinTree";

/** The URL path of a doc's Markdown twin: its page's path plus `.md` (`/docs/about.md`). */
export const twinPathOf = markdownTwinPath;

/** What a twin's links are resolved against. */
export interface TwinLinkContext {
  /** The site's address with its base path, no trailing slash (`https://example.com/developers`). */
  siteRoot: string;
  /** The doc's page path (`/docs/android/Callbacks/AddMarker`). */
  permalink: string;
  /** The doc's source file (absolute, POSIX), for `../Other.mdx` links. */
  fromFile: string;
  /** Doc page paths by source file (absolute, POSIX). */
  docsByFile: ReadonlyMap<string, string>;
  /** Every doc page path of the site, every version: links to them go to their twins. */
  docPages: ReadonlySet<string>;
}

function splitHref(href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut === -1
    ? { path: href, rest: "" }
    : { path: href.slice(0, cut), rest: href.slice(cut) };
}

/** A site path as a twin writes it: absolute on the site, a doc's page replaced by its twin. */
function sitePathUrl(href: string, context: TwinLinkContext): string {
  const { path, rest } = splitHref(href);
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const target = context.docPages.has(page) ? twinPathOf(page) : path;
  return `${context.siteRoot}${target}${rest}`;
}

/**
 * A link of a doc as its twin writes it: a twin is read outside the site (pasted into a chat, an
 * editor's assistant), so every link is absolute on the site's address, and a link to a doc
 * points at that doc's twin (`.md`), its anchor kept. Links to other sites, mail and phone stay
 * as written, and so does anything the link check refuses (the build stops on it anyway).
 */
export function twinHref(href: string, context: TwinLinkContext): string {
  const kind = classifyUrl(href).kind;
  if (kind === "anchor") {
    return href.trim() === ""
      ? `${context.siteRoot}${twinPathOf(context.permalink)}`
      : `${context.siteRoot}${twinPathOf(context.permalink)}${href.trim()}`;
  }
  if (kind === "site-path") return sitePathUrl(href, context);
  if (kind === "relative" && isDocFileLink(href)) {
    const url = docFileLinkUrl(href, context.fromFile, context.docsByFile);
    return url ? sitePathUrl(url, context) : href;
  }
  return href;
}

const URL_NODES = new Set(["link", "image", "definition"]);

/** The twin's tree with every link, image and definition URL as twinHref writes it. */
export function withTwinLinks(tree: TwinNode, context: TwinLinkContext): TwinNode {
  const visit = (node: TwinNode): TwinNode => {
    const url = URL_NODES.has(node.type) && typeof node.url === "string" ? node.url : undefined;
    return {
      ...node,
      ...(url === undefined ? {} : { url: twinHref(url, context) }),
      ...(node.children ? { children: (node.children as TwinNode[]).map(visit) } : {}),
    };
  };
  return visit(tree);
}
