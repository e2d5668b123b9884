/**
 * The search index of one docs version, as the build writes it to a static JSON file and the
 * browser reads it. Pages and their sections are kept apart so that a page's title and section
 * label are written once, not in every record.
 */
export interface SearchIndexData {
  version: string;
  pages: SearchIndexPage[];
  sections: SearchIndexSection[];
}

export interface SearchIndexPage {
  url: string;
  /** The page title (DocSearch's lvl1). */
  title: string;
  /** The sidebar category or section that holds the page (DocSearch's lvl0). */
  section: string;
  /** Frontmatter keywords and the page's file name, such as `types.LivemapProps`. */
  keywords: string[];
  /** The description and the prose before the first heading. */
  text: string;
  /** The fenced code before the first heading: searched, not displayed. */
  code?: string;
  /**
   * The page documents one platform (its section is a top-level sidebar category marked
   * `"platform": true`): a query that names no platform finds it below a page that holds for all.
   */
  platform?: true;
}

export interface SearchIndexSection {
  /** Position of the page in `pages`. */
  page: number;
  /** 2 for an h2 (lvl2), 3 for an h3 (lvl3). */
  level: 2 | 3;
  heading: string;
  /** The heading's id on the page. */
  anchor: string;
  /** For an h3, the h2 above it. */
  parent?: string;
  text: string;
  /** The fenced code under the heading: searched, not displayed. */
  code?: string;
}

/** What a hit displays of its page and section: everything but what is only searched. */
export type DisplayedPage = Omit<SearchIndexPage, "code" | "platform">;
export type DisplayedSection = Omit<SearchIndexSection, "code">;
