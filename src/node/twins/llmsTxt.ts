import { twinPathOf } from "./twinLinks";
import type { Sidebar, SidebarItem } from "../../shared/sidebar";

/** A doc as an llms.txt line names it. */
export interface LlmsDoc {
  permalink: string;
  title: string;
  description?: string | null;
}

/** One `##` section of llms.txt: a sidebar's top level or one category, and its docs. */
export interface LlmsSection {
  title: string;
  docs: LlmsDoc[];
}

/** The heading of a sidebar's own top-level docs: its name, capitalised (`about` → About). */
function sidebarTitle(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/**
 * A version's docs in sidebar order, grouped as its sidebars group them: each sidebar's
 * top-level docs, then one section per category (nested ones named by their path,
 * `Android / Callbacks`), a category's own page first. A doc listed twice (a `ref`) is listed
 * at its first place; docs in no sidebar close the list under "Other pages".
 */
export function llmsSections(
  sidebars: Readonly<Record<string, Sidebar>>,
  docs: readonly LlmsDoc[],
): LlmsSection[] {
  const byPath = new Map(docs.map((doc) => [doc.permalink, doc]));
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  const add = (section: LlmsSection, href: string | undefined) => {
    const doc = href === undefined ? undefined : byPath.get(href);
    if (!doc || listed.has(doc.permalink)) return;
    listed.add(doc.permalink);
    section.docs.push(doc);
  };
  const visit = (items: readonly SidebarItem[], section: LlmsSection, path: string[]) => {
    for (const item of items) {
      if (item.type === "link") {
        add(section, item.href);
        continue;
      }
      const labels = [...path, item.label];
      const category: LlmsSection = { title: labels.join(" / "), docs: [] };
      sections.push(category);
      add(category, item.href);
      visit(item.items, category, labels);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) {
    const top: LlmsSection = { title: sidebarTitle(name), docs: [] };
    sections.push(top);
    visit(items, top, []);
  }
  const others = docs.filter((doc) => !listed.has(doc.permalink));
  sections.push({ title: "Other pages", docs: [...others] });
  return sections.filter((section) => section.docs.length > 0);
}

/**
 * Text for a Markdown link label, a heading or a list line: one line, brackets escaped, so a
 * writer's text (a title, a description, a category's label) never becomes a link here. The
 * twins write the same texts escaped (src/node/twins/renderTwin.ts); a bare URL is a link in
 * both for a GFM reader, and the build checks it (src/node/site/frontmatterText.ts).
 */
function inline(text: string, brackets: boolean): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return brackets ? flat.replace(/([\\[\]])/g, "\\$1") : flat;
}

export interface LlmsIndexInput {
  /** The site's name: the file's `#` heading. */
  title: string;
  /** One paragraph on what the docs cover, shown as a quote under the heading. */
  summary: string;
  /** The site's address with its base path, no trailing slash. */
  siteRoot: string;
  sections: readonly LlmsSection[];
}

/**
 * An llms.txt as llmstxt.org proposes it: the site's name as `#`, a summary as a quote, then a
 * `##` section per group of docs, one line per doc: `- [Title](twin URL): description`.
 */
export function renderLlmsIndex(input: LlmsIndexInput): string {
  const lines = [`# ${inline(input.title, false)}`, "", `> ${inline(input.summary, false)}`];
  for (const section of input.sections) {
    lines.push("", `## ${inline(section.title, true)}`, "");
    for (const doc of section.docs) {
      const url = `${input.siteRoot}${encodeURI(twinPathOf(doc.permalink))}`;
      const description = doc.description ? `: ${inline(doc.description, true)}` : "";
      lines.push(`- [${inline(doc.title, true)}](${url})${description}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** llms-full.txt: the twins given (whole Markdown files), one after another. */
export function renderLlmsFull(twins: readonly string[]): string {
  return twins.map((twin) => twin.replace(/\n*$/, "\n")).join("\n");
}
