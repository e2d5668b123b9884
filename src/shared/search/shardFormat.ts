import type { DisplayedPage, DisplayedSection } from "./indexData";

/** The files of a sharded search index, as the build writes them and the browser reads them (src/node/search/shardedIndex.ts). */

export interface ShardManifest {
  version: string;
  /** Shards in term order; shard i holds the terms from `from[i]` up to `from[i + 1]`. */
  from: string[];
  /** The first character of every term; dictionary i lists the terms starting with letters[i]. */
  letters: string[];
  pages: number;
}

/**
 * A posting is four numbers: page, record in the page (0 the page itself, n its n-th section),
 * the record's score for the term (BM25 per field times the field's boost, summed) and the
 * fields it matched (FIELD_BITS).
 * A shard maps a term to `[restMax, tailId, ...head postings]`: `restMax` is the best score
 * among the postings not in the head (0 when the head has them all), `tailId` names its tail
 * files (-1 when none).
 */
export type Shard = Record<string, number[]>;

/** One tier of a term's tail: `[restMax, ...postings]`, `restMax` as in a shard. */
export type TailTier = number[];

export interface PageFile {
  page: DisplayedPage;
  sections: DisplayedSection[];
}

/** Where the engine gets the parts of the index; each is fetched once and kept. */
export interface ShardSource {
  manifest: ShardManifest;
  shard(index: number): Promise<Shard>;
  tail(id: number, tier: number): Promise<TailTier>;
  dictionary(index: number): Promise<string[]>;
  page(index: number): Promise<PageFile>;
}
