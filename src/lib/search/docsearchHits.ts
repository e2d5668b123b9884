import type { DocSearchHit } from "@docsearch/react";
import type { PageResult, SearchHit } from "./engineTypes";
import { markMatches, snippetOf, toHtml, type TextPart } from "./highlight";

type Attribute = DocSearchHit["_highlightResult"]["content"];
type Levels = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6";

/** DocSearch's own default snippet length, in words. */
export const DEFAULT_SNIPPET_WORDS = 10;

function attribute(parts: readonly TextPart[]): Attribute {
  const matchedWords = [...new Set(parts.filter((part) => part.marked).map((p) => p.text))];
  return {
    value: toHtml(parts),
    matchLevel: matchedWords.length > 0 ? "full" : "none",
    matchedWords,
  };
}

/** Escaped HTML with no mark: what DocSearch shows for a stored (recent) hit. */
function plain(text: string | null): string | null {
  return text === null ? null : toHtml([{ text, marked: false }]);
}

function levelsOf(hit: SearchHit): Record<Levels, string | null> {
  const { page, section } = hit;
  return {
    lvl0: page.section,
    lvl1: page.title,
    lvl2: section ? (section.level === 2 ? section.heading : (section.parent ?? null)) : null,
    lvl3: section?.level === 3 ? section.heading : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
}

/**
 * One hit in the shape DocSearch renders. DocSearch injects `_highlightResult`,
 * `_snippetResult` and, for recent searches, the plain `hierarchy` and `content` values as HTML,
 * so every one of them is escaped here and only our `<mark>` is added. `lvl0` is the exception:
 * DocSearch only ever shows it as text (the group title, marks stripped), so it stays text.
 */
export function toDocSearchHit(
  hit: SearchHit,
  version: string,
  snippetWords = DEFAULT_SNIPPET_WORDS,
): DocSearchHit {
  const levels = levelsOf(hit);
  const text = hit.section ? hit.section.text : hit.page.text;
  const anchor = hit.section?.anchor ?? null;
  const type: DocSearchHit["type"] = !hit.section
    ? "lvl1"
    : hit.matchedIn === "title" || !text
      ? hit.section.level === 2
        ? "lvl2"
        : "lvl3"
      : "content";
  const highlighted = (value: string | null) => attribute(markMatches(value ?? "", hit.terms));
  const hierarchyHighlight = {
    lvl0: { value: levels.lvl0 ?? "", matchLevel: "none" as const, matchedWords: [] },
    lvl1: highlighted(levels.lvl1),
    lvl2: highlighted(levels.lvl2),
    lvl3: highlighted(levels.lvl3),
    lvl4: highlighted(null),
    lvl5: highlighted(null),
    lvl6: highlighted(null),
  };
  const contentSnippet = text ? snippetOf(text, hit.terms, snippetWords) : [];
  return {
    objectID: `${version}:${hit.page.url}${anchor ? `#${anchor}` : ""}`,
    url: anchor ? `${hit.page.url}#${anchor}` : hit.page.url,
    url_without_anchor: hit.page.url,
    type,
    anchor,
    content: text ? plain(contentSnippet.map((part) => part.text).join("")) : null,
    hierarchy: {
      lvl0: levels.lvl0 ?? "",
      lvl1: plain(levels.lvl1) ?? "",
      lvl2: plain(levels.lvl2),
      lvl3: plain(levels.lvl3),
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      content: attribute(contentSnippet),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
    _snippetResult: {
      content: attribute(contentSnippet),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
  };
}

/** An invisible character: two group titles that read alike but are different keys. */
const WORD_JOINER = "\u2060";

/**
 * DocSearch gathers hits under their `lvl0` (the section) in the order the sections first
 * appear, which would move a page of a section seen earlier above better pages of another
 * section (Android, Flutter, Android → Android, Android, Flutter). Each later run of a section
 * gets a title that reads the same but is another key, so the modal keeps the ranking's order
 * of pages, the order the search page shows.
 */
function groupTitles(hits: readonly SearchHit[]): string[] {
  const runs = new Map<string, number>();
  let previous: string | undefined;
  return hits.map((hit) => {
    const label = hit.page.section;
    if (label !== previous) runs.set(label, (runs.get(label) ?? -1) + 1);
    previous = label;
    return label + WORD_JOINER.repeat(runs.get(label) ?? 0);
  });
}

/** Hits of the best pages, each page's hits together, at most `limit` in all. */
export function toDocSearchHits(
  results: readonly PageResult[],
  version: string,
  limit: number,
  snippetWords = DEFAULT_SNIPPET_WORDS,
): DocSearchHit[] {
  const hits = results.flatMap((result) => result.hits).slice(0, limit);
  const titles = groupTitles(hits);
  return hits.map((hit, index) => {
    const docSearchHit = toDocSearchHit(hit, version, snippetWords);
    const lvl0 = titles[index] ?? hit.page.section;
    docSearchHit.hierarchy.lvl0 = lvl0;
    docSearchHit._highlightResult.hierarchy.lvl0.value = lvl0;
    return docSearchHit;
  });
}
