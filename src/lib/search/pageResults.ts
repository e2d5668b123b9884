import type { PageResult } from "./engineTypes";
import { markMatches, snippetOf, type TextPart } from "./highlight";

/** One matching place in a page, as the search page lists it. */
interface ResultEntry {
  url: string;
  /** The section's heading path (`Parameters › Keys of a pinpoint`), absent for the page itself. */
  heading?: TextPart[];
  snippet: TextPart[];
}

/** A page and the places in it that match: what the search page shows, page by page. */
export interface ResultGroup {
  url: string;
  title: TextPart[];
  section: string;
  entries: ResultEntry[];
}

const SNIPPET_WORDS = 28;

/** The engine's results for the search page: text runs with matches marked, never HTML. */
export function toResultGroups(results: readonly PageResult[]): ResultGroup[] {
  return results.map(({ page, hits }) => {
    const terms = new Set(hits.flatMap((hit) => hit.terms));
    return {
      url: page.url,
      title: markMatches(page.title, terms),
      section: page.section,
      entries: hits.map((hit) => {
        const section = hit.section;
        if (!section) {
          return { url: page.url, snippet: snippetOf(page.text, hit.terms, SNIPPET_WORDS) };
        }
        const path = section.parent ? `${section.parent} › ${section.heading}` : section.heading;
        return {
          url: `${page.url}#${section.anchor}`,
          heading: markMatches(path, hit.terms),
          snippet: snippetOf(section.text, hit.terms, SNIPPET_WORDS),
        };
      }),
    };
  });
}
