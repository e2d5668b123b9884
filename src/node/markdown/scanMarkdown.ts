import { linesOutsideFences } from "./outsideFences";
import { createSlugger, headingText } from "./slugify";

export interface ScannedHeading {
  level: number;
  text: string;
  id: string;
  line: number;
}

export interface ScannedLink {
  href: string;
  /** 1-based line in the scanned text. */
  line: number;
}

export interface ScannedMarkdown {
  headings: ScannedHeading[];
  links: ScannedLink[];
  /** Ids declared by hand in JSX (`<div id="...">`), valid anchor targets too. */
  explicitIds: string[];
}

const HEADING = /^\s{0,3}(#{1,6})\s+\S/;
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const JSX_LINK = /\b(?:href|to)=["']([^"']+)["']/g;
const JSX_ID = /\bid=["']([^"']+)["']/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;

/**
 * Reads the headings and links of a Markdown/MDX document, skipping fenced code and inline code.
 * `firstLine` is the line number of the text's first line in its file, so that frontmatter-less
 * bodies can still report lines of the file.
 */
export function scanMarkdown(text: string, firstLine = 1): ScannedMarkdown {
  const slug = createSlugger();
  const result: ScannedMarkdown = { headings: [], links: [], explicitIds: [] };
  for (const { text: rawLine, index } of linesOutsideFences(text)) {
    const line = index + firstLine;
    const prose = rawLine.replace(/(`+)[\s\S]*?\1/g, "");
    const heading = HEADING.exec(rawLine);
    if (heading?.[1]) {
      const textOfHeading = headingText(rawLine);
      result.headings.push({
        level: heading[1].length,
        text: textOfHeading,
        id: slug(textOfHeading),
        line,
      });
    }
    for (const match of prose.matchAll(INLINE_LINK)) {
      if (match[1]) result.links.push({ href: match[1], line });
    }
    for (const match of prose.matchAll(JSX_LINK)) {
      if (match[1]) result.links.push({ href: match[1], line });
    }
    for (const match of prose.matchAll(JSX_ID)) {
      if (match[1]) result.explicitIds.push(match[1]);
    }
    const definition = DEFINITION.exec(prose);
    if (definition?.[1]) result.links.push({ href: definition[1], line });
  }
  return result;
}
