/**
 * The site's docs rewritten for Starlight, so the benchmark compares the same pages: the same
 * words, tables, admonitions, tabs and code blocks, at the same URLs. Pure functions over the
 * source text; bench/lib/starlightSite.ts reads content/ and writes the Starlight project.
 */
import path from "node:path";
import matter from "gray-matter";
import type { SidebarItemConfig } from "../../src/node/sidebars/schema";
import { docIdFromRelativePath } from "../../src/node/content/docPaths";

/** Where a doc sits: its version's URL (`/docs`, `/docs/1.13`) and its path in that version. */
export interface DocPlace {
  versionPath: string;
  /** Path inside the version's docs folder, with forward slashes: `android/Livemap.mdx`. */
  relativePath: string;
}

/** The URL of a doc, as the site gives it (src/node/content/docPaths.ts, no `slug` in content). */
export function docRoute({ versionPath, relativePath }: DocPlace): string {
  const id = docIdFromRelativePath(relativePath);
  return id === "index" ? versionPath : `${versionPath}/${id}`;
}

/**
 * Starlight's admonitions ("asides") are note, tip, caution and danger; the site's `info` reads
 * as a note and its `warning` as a caution.
 */
const ASIDE_KINDS: Record<string, string> = {
  note: "note",
  tip: "tip",
  info: "note",
  warning: "caution",
  caution: "caution",
  danger: "danger",
};

export interface ConvertedDoc {
  /** The doc's URL on the site, and so on Starlight: `/docs/android/Callbacks/AddMarker`. */
  route: string;
  /** The `.mdx` file for Starlight's content collection. */
  text: string;
  /** Fence languages Expressive Code does not know, written as `text` instead. */
  fallbackLanguages: string[];
}

export interface ConvertOptions {
  /** Languages (names and aliases) Expressive Code highlights. */
  knownLanguages: ReadonlySet<string>;
}

/** A YAML scalar: JSON's string syntax is valid YAML and leaves no quoting to guess. */
const yaml = (value: string) => JSON.stringify(value);

function frontmatterOf(data: Record<string, unknown>, file: string): string {
  const text = (name: string): string | undefined => {
    const value = data[name];
    return typeof value === "string" ? value : undefined;
  };
  const title = text("title");
  if (!title) throw new Error(`${file}: a doc needs a title in its frontmatter`);
  const lines = ["---", `title: ${yaml(title)}`];
  const description = text("description");
  if (description) lines.push(`description: ${yaml(description)}`);
  const label = text("sidebar_label");
  if (label) lines.push("sidebar:", `  label: ${yaml(label)}`);
  const tocMax = data.toc_max_heading_level;
  if (typeof tocMax === "number") lines.push("tableOfContents:", `  maxHeadingLevel: ${tocMax}`);
  lines.push("---");
  return lines.join("\n");
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})([^\s`]*)(.*)$/;

/** A fence's opening line for Expressive Code: a known language or `text`, no `showLineNumbers`. */
function convertFenceOpening(
  match: RegExpMatchArray,
  options: ConvertOptions,
  fallbacks: Set<string>,
): string {
  const [, indent = "", fence = "", language = "", rest = ""] = match;
  let name = language;
  if (name && !options.knownLanguages.has(name.toLowerCase())) {
    fallbacks.add(name);
    name = "text";
  }
  // Line numbers come from a plugin Starlight does not load by default; titles and `{1,3-5}`
  // line marks are Expressive Code's own syntax and stay.
  const meta = rest.replace(/\bshowLineNumbers\b/g, "").trim();
  return `${indent}${fence}${name}${meta ? ` ${meta}` : ""}`;
}

/** `./Other.mdx#anchor` from a doc → `/docs/…/Other#anchor`; other links stay as written. */
function convertLinkTarget(target: string, place: DocPlace): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/") || target.startsWith("#"))
    return target;
  const hashAt = target.indexOf("#");
  const file = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : target.slice(hashAt);
  if (!/\.mdx?$/.test(file)) return target;
  const relativePath = path.posix.normalize(
    path.posix.join(path.posix.dirname(place.relativePath), file),
  );
  return `${docRoute({ versionPath: place.versionPath, relativePath })}${hash}`;
}

/** One line of prose (outside code fences) in Starlight's MDX. */
function convertProseLine(line: string, place: DocPlace): string {
  return line
    .replace(/<Tabs\s+groupId="([^"]*)"\s*>/g, '<Tabs syncKey="$1">')
    .replace(/<TabItem\s+([^>]*)>/g, (_, attributes: string) => {
      const label = /\blabel="([^"]*)"/.exec(attributes)?.[1];
      const value = /\bvalue="([^"]*)"/.exec(attributes)?.[1];
      // A JSX string attribute, as the site's own: the label is carried over as written.
      return `<TabItem label="${label ?? value ?? ""}">`;
    })
    .replace(/^(\s*):::([a-z]+)/, (whole, indent: string, kind: string) => {
      const aside = ASIDE_KINDS[kind];
      return aside ? `${indent}:::${aside}` : whole;
    })
    .replace(/\]\(([^)\s]+)\)/g, (_, target: string) => `](${convertLinkTarget(target, place)})`);
}

/** A doc of the site (its source text) as a Starlight page at the same URL. */
export function convertDoc(
  source: string,
  file: string,
  place: DocPlace,
  options: ConvertOptions,
): ConvertedDoc {
  const parsed = matter(source);
  const fallbacks = new Set<string>();
  let fence: { char: string; length: number } | undefined;
  let usesTabs = false;
  const body = parsed.content.split("\n").map((line) => {
    if (fence) {
      const closing = new RegExp(`^\\s*\\${fence.char}{${fence.length},}\\s*$`);
      if (closing.test(line)) fence = undefined;
      return line;
    }
    const opening = FENCE_OPEN.exec(line);
    if (opening) {
      const marks = opening[2] ?? "```";
      fence = { char: marks[0] ?? "`", length: marks.length };
      return convertFenceOpening(opening, options, fallbacks);
    }
    if (/<Tabs[\s>]/.test(line)) usesTabs = true;
    return convertProseLine(line, place);
  });
  const imports = usesTabs
    ? ["", "import { Tabs, TabItem } from '@astrojs/starlight/components';", ""]
    : [];
  return {
    route: docRoute(place),
    text: `${frontmatterOf(parsed.data, file)}\n${imports.join("\n")}\n${body.join("\n")}`,
    fallbackLanguages: [...fallbacks].sort(),
  };
}

/** An item of Starlight's `sidebar` option (the subset this comparison writes). */
export type StarlightSidebarItem =
  | { slug: string; label?: string }
  | { label: string; link: string }
  | { label: string; collapsed: boolean; items: StarlightSidebarItem[] };

/**
 * The site's sidebar as Starlight's: docs by id, categories as groups, closed unless they hold
 * the page as on the site. A category whose label opens a doc has that doc as its first item
 * (Starlight's groups are not links).
 */
export function starlightSidebar(
  items: readonly SidebarItemConfig[],
  versionPath: string,
): StarlightSidebarItem[] {
  const slugOf = (id: string) =>
    docRoute({ versionPath, relativePath: `${id}.mdx` }).replace(/^\//, "");
  return items.map((item): StarlightSidebarItem => {
    if (typeof item === "string") return { slug: slugOf(item) };
    switch (item.type) {
      case "doc":
      case "ref":
        return item.label
          ? { slug: slugOf(item.id), label: item.label }
          : { slug: slugOf(item.id) };
      case "link":
        return { label: item.label, link: item.href };
      case "category": {
        const children = starlightSidebar(item.items, versionPath);
        return {
          label: item.label,
          collapsed: item.collapsed ?? true,
          items: item.link ? [{ slug: slugOf(item.link) }, ...children] : children,
        };
      }
    }
  });
}

/** What the site's home page says (src/theme/HomePage), for Starlight's splash page. */
export interface HomeWords {
  pageTitle: string;
  description: string;
  heading: string;
  tagline: string;
  actions: { text: string; link: string }[];
  areasHeading: string;
  areas: readonly { title: string; description: string; to: string }[];
}

/** The home page as a Starlight splash page: hero with the two actions, then a card per area. */
export function homePage(words: HomeWords): string {
  const [primary, secondary] = words.actions;
  const actions = [
    primary && [`    - text: ${yaml(primary.text)}`, `      link: ${yaml(primary.link)}`],
    secondary && [
      `    - text: ${yaml(secondary.text)}`,
      `      link: ${yaml(secondary.link)}`,
      "      variant: secondary",
    ],
  ].flatMap((lines) => lines || []);
  // A JavaScript string in braces: any character of the text is safe there.
  const attribute = (value: string) => `{${JSON.stringify(value)}}`;
  return [
    "---",
    `title: ${yaml(words.pageTitle)}`,
    `description: ${yaml(words.description)}`,
    "template: splash",
    "hero:",
    `  title: ${yaml(words.heading)}`,
    `  tagline: ${yaml(words.tagline)}`,
    ...(actions.length > 0 ? ["  actions:", ...actions] : []),
    "---",
    "",
    "import { CardGrid, LinkCard } from '@astrojs/starlight/components';",
    "",
    `## ${words.areasHeading}`,
    "",
    "<CardGrid>",
    ...words.areas.map(
      (area) =>
        `  <LinkCard title=${attribute(area.title)} description=${attribute(area.description)} href=${attribute(area.to)} />`,
    ),
    "</CardGrid>",
    "",
  ].join("\n");
}
