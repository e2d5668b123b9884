import { linesOutsideFences } from "../markdown/outsideFences";
import { scanMarkdown } from "../markdown/scanMarkdown";

/** The searchable text of one part of a doc: the intro (before the first h2) or a heading's. */
export interface DocSection {
  /** 2 or 3 for a heading's section; the intro has none. */
  level?: 2 | 3;
  heading?: string;
  /** The heading's id, as the site renders it (the same slugger the link checker uses). */
  anchor?: string;
  /** For an h3, the h2 it sits under. */
  parentHeading?: string;
  /** Prose under the heading, inline code kept, fenced code and markup left out. */
  text: string;
}

const TABLE_DIVIDER = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&nbsp;": " ",
};

/** The prose of one Markdown line: markup removed, inline code kept as plain text. */
export function proseOfLine(line: string): string {
  if (TABLE_DIVIDER.test(line)) return "";
  const trimmed = line.trim();
  // Admonition fences (`:::note[Title]`) keep only their title; ESM lines are code.
  if (trimmed.startsWith(":::"))
    return trimmed.replace(/^:::\w*\s*/, "").replace(/^\[(.*)\]$/, "$1");
  if (/^(import|export)\s/.test(trimmed)) return "";
  // Link targets go first (their text may be inline code); then inline code is split off so
  // that markup-like text inside it (`List<Pinpoint>`) stays.
  return line
    .replace(/!\[(?:[^\]`]|`[^`]*`)*\]\([^)]*\)/g, "")
    .replace(/\[((?:[^\]`]|`[^`]*`)*)\]\([^)]*\)/g, "$1")
    .split(/(`+[^`]*?`+)/)
    .map((part, index) => (index % 2 === 1 ? part.replace(/^`+|`+$/g, "") : cleanMarkup(part)))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

function cleanMarkup(text: string): string {
  return text
    .replace(/<\/?[A-Za-z][^>]*>/g, " ")
    .replace(/^\s{0,3}(>\s*)+/, "")
    .replace(/^\s*([-*+]|\d+[.)])\s+/, "")
    .replace(/\*\*|__|~~|(?<![\w*])\*(?!\s)|(?<=\S)\*(?![\w*])/g, "")
    .replace(/\|/g, " ")
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, "$1")
    .replace(/&[a-z]+;|&#\d+;/g, (entity) => ENTITIES[entity] ?? " ");
}

/**
 * Splits an MDX body (frontmatter removed) into its intro and one section per h2 and h3, with
 * the ids the site gives those headings. Deeper headings and their text stay in the section
 * that holds them; fenced code is left out of the index.
 */
export function extractSections(body: string): DocSection[] {
  const headingsByLine = new Map(
    scanMarkdown(body).headings.map((heading) => [heading.line, heading]),
  );
  const sections: DocSection[] = [{ text: "" }];
  const lines: string[][] = [[]];
  let currentH2: string | undefined;
  for (const { text: line, index } of linesOutsideFences(body)) {
    const heading = headingsByLine.get(index + 1);
    if (heading && (heading.level === 2 || heading.level === 3)) {
      if (heading.level === 2) currentH2 = heading.text;
      sections.push({
        level: heading.level,
        heading: heading.text,
        anchor: heading.id,
        ...(heading.level === 3 && currentH2 ? { parentHeading: currentH2 } : {}),
        text: "",
      });
      lines.push([]);
      continue;
    }
    const prose = heading ? heading.text : proseOfLine(line);
    if (prose) lines[lines.length - 1]?.push(prose);
  }
  return sections.map((section, index) => ({ ...section, text: (lines[index] ?? []).join(" ") }));
}
