import type { DocSearchTransformClient } from "@docsearch/react";
import { DEFAULT_SNIPPET_WORDS, toDocSearchHits } from "./docsearchHits";
import type { SearchEngine } from "./engineTypes";

export type Search = DocSearchTransformClient["search"];
type SearchResponses = Awaited<ReturnType<Search>>;

/** The part of DocSearch's request this module reads. */
interface Request {
  query?: string;
  indexName: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
}

interface Params {
  requests: Request[];
}

/** Hits DocSearch asks for by default. */
const DEFAULT_HITS = 20;
/**
 * What the modal shows of them: the best four pages, each with up to five of its places. Each
 * page shown costs the file of what it displays: four keep a first search, typed key by key,
 * within 12 requests and 70 KiB with DocSearch's code (`npm run bench:search`); the search page
 * ("See all results") lists every page.
 */
export const MODAL_PAGES = 4;
export const MODAL_HITS_PER_PAGE = 5;

function emptyResult(request: Request) {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: request.hitsPerPage ?? DEFAULT_HITS,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.query ?? "",
    params: "",
    index: request.indexName,
  };
}

function noHits(params: Params): SearchResponses {
  return { results: params.requests.map(emptyResult) } as unknown as SearchResponses;
}

function snippetWordsOf(request: Request): number {
  const content = request.attributesToSnippet?.find((entry) => entry.startsWith("content:"));
  const words = Number(content?.split(":")[1]);
  return Number.isInteger(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS;
}

/**
 * DocSearch 3.9 shows "Unable to fetch results" when `search` rejects with an error named
 * `RetryError`, but autocomplete-core resets the status to "idle" as soon as that request
 * settles, so the screen never appears. A failed search therefore settles with no hits, and its
 * error goes to DocSearch's handler (the `.catch` DocSearch chains on the returned promise)
 * right after, when nothing resets the status any more. A newer search cancels the report.
 */
export function withErrorScreen(search: Search): Search {
  let latest = 0;
  return ((params: Params) => {
    const id = ++latest;
    let onError: ((error: unknown) => unknown) | undefined;
    const settled = (search(params as Parameters<Search>[0]) as Promise<SearchResponses>).catch(
      (cause: unknown) => {
        setTimeout(() => {
          if (!onError || id !== latest) return;
          const error = new Error(cause instanceof Error ? cause.message : String(cause));
          error.name = "RetryError";
          try {
            onError(error);
          } catch {
            // DocSearch's handler sets the error status, then rethrows the error it was given.
          }
        }, 0);
        return noHits(params);
      },
    );
    settled.catch = <T>(handler?: ((reason: unknown) => T | PromiseLike<T>) | null) => {
      onError = handler ?? undefined;
      return settled;
    };
    return settled;
  }) as Search;
}

/** Calls `onResults` with the query and number of hits of every answered request. */
export function withResultsListener(
  search: Search,
  onResults: (query: string, nbHits: number) => void,
): Search {
  return ((params: Params) =>
    (search(params as Parameters<Search>[0]) as Promise<SearchResponses>).then((responses) => {
      const results = (responses as { results: { nbHits?: number }[] }).results;
      params.requests.forEach((request, index) =>
        onResults(request.query ?? "", results[index]?.nbHits ?? 0),
      );
      return responses;
    })) as Search;
}

/**
 * A search waits this long for the next key before it loads anything, so that the prefixes
 * typed on the way to a word (`a`, `ad`, `add m`...) fetch no files of their own. Readers type a
 * key every 100 to 300 ms, and a busy machine delivers keys later than they were typed: at 110 ms
 * a first search measured under load still fetched the files of a prefix on the way.
 */
export const TYPING_PAUSE_MS = 200;

/** A promise that never settles: DocSearch keeps only the answer to the newest query. */
const superseded = () => new Promise<never>(() => undefined);

/** DocSearch's `search`, answered by the local engine of the index each request names. */
export function createLocalSearch(engineFor: (indexName: string) => Promise<SearchEngine>): Search {
  let current = new AbortController();
  return (async (params: Params) => {
    current.abort();
    const query = new AbortController();
    current = query;
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS));
    if (query.signal.aborted) return superseded();
    const answer = Promise.all(
      params.requests.map(async (request) => {
        const engine = await engineFor(request.indexName);
        const maxHits = request.hitsPerPage ?? DEFAULT_HITS;
        const pages = await engine.search(request.query ?? "", {
          hitsPerPage: MODAL_HITS_PER_PAGE,
          maxPages: MODAL_PAGES,
          maxHits,
          signal: query.signal,
        });
        const hits = toDocSearchHits(pages, engine.version, maxHits, snippetWordsOf(request));
        const nbHits = pages.reduce((sum, page) => sum + page.hits.length, 0);
        return { ...emptyResult(request), hits, nbHits, nbPages: hits.length > 0 ? 1 : 0 };
      }),
    );
    try {
      return { results: await answer } as unknown as SearchResponses;
    } catch (error) {
      // The reader typed on while this query was loading: its files are not wanted any more.
      if (query.signal.aborted) return superseded();
      throw error;
    }
  }) as Search;
}
