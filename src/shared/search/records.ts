import type { SearchIndexData, SearchIndexPage } from "./indexData";
import { partTermsOf, tokenizeText, wholeTermsOf } from "./tokenize";

/**
 * Title first, then headings, then text. Keywords hold the page's API names and its section
 * (`Android SDK`), and each section carries its page's title and section at a low weight, so
 * that "polyline android" counts both words on the Android page's sections. A page's own record
 * also holds its headings (`outline`), so that what its sections are about counts on the page
 * ("pinpoints endpoint" finds the Pinpoints page by its "Endpoints" section), and every record
 * its fenced code (`code`), so that a name only code shows (`--dart-define`) is found, below
 * any page whose prose says it.
 */
export const BOOSTS = {
  title: 8,
  titleParts: 3,
  keywords: 5,
  heading: 4,
  content: 1,
  pageTitle: 0.3,
  outline: 0.5,
  code: 0.2,
};
export type SearchField = keyof typeof BOOSTS;
export const SEARCH_FIELDS = Object.keys(BOOSTS) as SearchField[];

/** A record's fields as one bit each, so that a posting says where a term matched. */
export const FIELD_BITS: Record<SearchField, number> = {
  title: 1,
  keywords: 2,
  heading: 4,
  content: 8,
  pageTitle: 16,
  titleParts: 3,
  outline: 32,
  code: 64,
};
/** Fields that make a hit a match on its own title or heading. */
export const OWN_TITLE_BITS =
  FIELD_BITS.title | FIELD_BITS.titleParts | FIELD_BITS.keywords | FIELD_BITS.heading;
/** Fields a section must match itself, not only through its page's title. */
export const SECTION_OWN_BITS = FIELD_BITS.heading | FIELD_BITS.content | FIELD_BITS.code;

/**
 * What every score of a platform page's records is multiplied by. A page that holds for every
 * platform answers a reader who named none, where each SDK's page on the same topic answers for
 * one platform only; a reader who names the platform still gets its pages above every page that
 * does not say it, since they match that word in their section (ranking counts matched words
 * before scores). 0.5 was chosen on the development sets
 * (bench/results/runs/2026-11-28-ranking-second-round.md).
 */
const PLATFORM_PAGE_WEIGHT = 0.5;

/** The factor of every score of a page's records. */
const pageWeightOf = (page: Pick<SearchIndexPage, "platform"> | undefined): number =>
  page?.platform ? PLATFORM_PAGE_WEIGHT : 1;

/** One searchable record: a page (local 0) or its n-th section (local n). */
export interface IndexedRecord {
  id: number;
  page: number;
  local: number;
  title?: string;
  titleParts?: string;
  keywords?: string;
  heading?: string;
  content: string;
  pageTitle?: string;
  outline?: string;
  code?: string;
  /** Every score of the record is multiplied by it (pageWeightOf). */
  weight: number;
}

/** The records of an index: every page, then every section, ids in that order. */
export function indexedRecordsOf(data: SearchIndexData): IndexedRecord[] {
  const headings = data.pages.map((): string[] => []);
  for (const section of data.sections) headings[section.page]?.push(section.heading);
  const records: IndexedRecord[] = data.pages.map((page, index) => ({
    id: index,
    page: index,
    local: 0,
    title: page.title,
    titleParts: page.title,
    keywords: [...page.keywords, page.section].join(" "),
    content: page.text,
    ...(headings[index]?.length ? { outline: headings[index].join(" ") } : {}),
    ...(page.code ? { code: page.code } : {}),
    weight: pageWeightOf(page),
  }));
  const sectionsSeen = new Map<number, number>();
  for (const section of data.sections) {
    const local = (sectionsSeen.get(section.page) ?? 0) + 1;
    sectionsSeen.set(section.page, local);
    records.push({
      id: records.length,
      page: section.page,
      local,
      heading: section.heading,
      content: section.text,
      ...(section.code ? { code: section.code } : {}),
      pageTitle: [data.pages[section.page]?.title, data.pages[section.page]?.section].join(" "),
      weight: pageWeightOf(data.pages[section.page]),
    });
  }
  return records;
}

/**
 * The terms of one field of a record. A title is about the words it is written with: a part of
 * an API name in it (`pinpoint` in `PinpointCloseListener`) goes to `titleParts`, weighed
 * below a word of the title itself, so that the page titled "Pinpoint" ranks above every page
 * whose title merely contains the word.
 */
export function termsOfField(field: SearchField, text: string): string[] {
  if (field === "title") return wholeTermsOf(text);
  if (field === "titleParts") return partTermsOf(text);
  return tokenizeText(text);
}

/** MiniSearch's matching rules, shared by the index build and the browser's engine. */
export const PREFIX_MIN_LENGTH = 2;
export const FUZZY_MIN_LENGTH = 5;
export const FUZZY_RATIO = 0.2;
export const MAX_FUZZY = 2;
export const PREFIX_WEIGHT = 0.375;
export const FUZZY_WEIGHT = 0.45;

/** The edit distance a query term may be fuzzy-matched with (0: exact or prefix only). */
export function fuzzyDistanceOf(term: string): number {
  return term.length >= FUZZY_MIN_LENGTH
    ? Math.min(MAX_FUZZY, Math.round(term.length * FUZZY_RATIO))
    : 0;
}

/**
 * One alternative per query word, and for a dotted name its parts as well, so that
 * `types.LivemapProps` still finds a page that only says `LivemapProps`.
 */
export function alternativesOf(word: string): string[] {
  return [word, ...(word.includes(".") ? word.split(".").filter(Boolean) : [])];
}
