/** What one reading of a doc's tree tells the rest of the build. */
export interface DocOutline {
  headings: OutlineHeading[];
  links: OutlineLink[];
  /** Ids written by hand on JSX elements (`<div id="x">`): valid anchors too. */
  explicitIds: string[];
  /** The intro (before the first h2/h3), then one section per h2 and h3, for search. */
  sections: DocSection[];
}

export interface OutlineHeading {
  level: number;
  /** The heading as a reader sees it. */
  text: string;
  /** Its id, as the page renders it. */
  id: string;
  line: number;
}

/** A URL a writer gave: a Markdown link, image or definition, or a JSX href/to/src. */
export interface OutlineLink {
  href: string;
  line: number;
  column: number;
  kind: "link" | "image" | "definition" | "jsx";
}

/** The searchable text of one part of a doc: the intro or a heading's section. */
export interface DocSection {
  /** 2 or 3 for a heading's section; the intro has none. */
  level?: 2 | 3;
  heading?: string;
  /** The heading's id, as the site renders it. */
  anchor?: string;
  /** For an h3, the h2 it sits under. */
  parentHeading?: string;
  /** Prose under the heading, inline code kept, fenced code and markup left out. */
  text: string;
  /** The fenced code under the heading, whitespace collapsed (searched, never displayed). */
  code: string;
}

export const OUTLINE_DATA_KEY = "wemapOutline";
