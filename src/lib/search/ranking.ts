/**
 * How records are ordered, the same for both engines: first by how many of the query's words a
 * record matches (a page with three of four words ranks above one with a single rare word),
 * then by its score (BM25+ per field times the field's boost, times the term's match weight; for
 * each word its best term, summed over the words), then by position in the index so that equal
 * scores keep one order. A word counts by its best term, not by the sum of every term it
 * matched: summed, a word's many prefix matches (`wemap` → `wemapsdk`, `wemapsdkviewdelegate`...)
 * lifted a page that only has longer words above the page that has the word itself.
 */
export interface RankKey {
  /** Words of the query the record matched. */
  matched: number;
  /** The best weighted score of each matched word, summed over the words. */
  score: number;
}

export interface RankedRecord extends RankKey {
  page: number;
  /** 0 the page itself, n its n-th section. */
  local: number;
  /**
   * Words the record matched in a field of its own: all of `matched` but those only its outline
   * (its sections' headings, on the page's record) matched.
   */
  ownMatched: number;
}

/** Negative when `a` ranks before `b`. */
export function compareKeys(a: RankKey, b: RankKey): number {
  return b.matched - a.matched || b.score - a.score;
}

export function compareRecords(a: RankedRecord, b: RankedRecord): number {
  return compareKeys(a, b) || a.page - b.page || a.local - b.local;
}

/** The score a hit reports, as MiniSearch reports it: the sum times the words matched. */
export const reportedScore = (key: RankKey): number => key.score * key.matched;

/**
 * A page's hits, best first, except that the page's own hit leads when it matched as many words
 * as the best of them: DocSearch then draws the sections under it. A section that matched more
 * words than the page itself comes first, so that Enter opens it. Words the page's record
 * matched only through its outline (its sections' headings) count for the section that has
 * the heading: "Wemap JS SDK packages" opens that section, not the top of its page.
 */
export function pageHitsInOrder<T extends { local: number; matched: number; ownMatched: number }>(
  records: readonly T[],
): T[] {
  const own = records.find((record) => record.local === 0);
  if (!own) return [...records];
  const above = records.filter((record) => record !== own && record.matched > own.ownMatched);
  if (above.length === 0) return [own, ...records.filter((record) => record !== own)];
  return [...above, ...records.filter((record) => !above.includes(record))];
}
