import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

/** A URL found in a built page, with the attribute that holds it. */
export interface PageLink {
  /** `a href`, `img src`, ... */
  attribute: string;
  url: string;
}

/** What the output check needs of one built HTML page. */
export interface BuiltPage {
  /** The file under public/, with forward slashes: `docs/about/index.html`. */
  file: string;
  /** The URL path it is served at, without the path prefix: `/docs/about`. */
  path: string;
  /** Every `id` (and `<a name>`) in the page: the anchors other links may target. */
  anchors: Set<string>;
  links: PageLink[];
}

/** Attributes that hold a URL the browser follows or loads, by element. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  embed: ["src"],
  form: ["action"],
};

/** `<link rel>` values that name another host or a feed, not a resource of the page. */
const HINT_RELS = new Set(["preconnect", "dns-prefetch"]);

/** Folders of public/ that hold no pages: Gatsby's slices and Partytown's worker. */
const NOT_PAGES = ["_gatsby/", "~partytown/"];

function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");
}

/** Parses one page's HTML into its anchors and links. */
export function parsePage(file: string, html: string): BuiltPage {
  const anchors = new Set<string>();
  const links: PageLink[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) anchors.add(attributes.id);
        if (name === "a" && attributes.name) anchors.add(attributes.name);
        if (name === "link" && HINT_RELS.has((attributes.rel ?? "").toLowerCase())) return;
        for (const attribute of URL_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          const urls = attribute === "srcset" ? srcsetUrls(value) : [value];
          for (const url of urls) links.push({ attribute: `${name} ${attribute}`, url });
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { file, path: pagePathOf(file), anchors, links };
}

/** `docs/about/index.html` → `/docs/about`; `index.html` → `/`; `404.html` → `/404`. */
export function pagePathOf(file: string): string {
  const withoutIndex = file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return `/${withoutIndex}`.replace(/\/$/, "") || "/";
}

/** Every file under `dir`, relative, with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    );
}

/** The HTML pages among a build's files (Gatsby's own internal folders left out). */
function htmlPages(files: readonly string[]): string[] {
  return files.filter(
    (file) => file.endsWith(".html") && !NOT_PAGES.some((dir) => file.startsWith(dir)),
  );
}

/** Reads and parses every HTML page of a build's output. */
export function readBuiltPages(publicDir: string, files = listFiles(publicDir)): BuiltPage[] {
  return htmlPages(files).map((file) =>
    parsePage(file, fs.readFileSync(path.join(publicDir, file), "utf8")),
  );
}
