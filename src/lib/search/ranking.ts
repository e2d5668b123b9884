/**
 * How records are ordered, the same for both engines: first by how many of the query's words a
 * record matches (a page with three of four words ranks above one with a single rare word),
 * then by its score (BM25+ per field times the field's boost, times each term's match weight,
 * summed), then by position in the index so that equal scores keep one order.
 */
export interface RankKey {
  /** Words of the query the record matched. */
  matched: number;
  /** Summed weighted score of the terms it matched. */
  score: number;
}

export interface RankedRecord extends RankKey {
  page: number;
  /** 0 the page itself, n its n-th section. */
  local: number;
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
