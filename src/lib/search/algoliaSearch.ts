import type { DocSearchHit } from "@docsearch/react";
import type { LiteClient, liteClient } from "algoliasearch/lite";
import type { TextPart } from "./highlight";
import type { ResultGroup } from "./pageResults";
import type { SearchBackend } from "../../shared/search/searchBackend";

type Algolia = Extract<SearchBackend, { kind: "algolia" }>;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/**
 * Algolia's highlighted values are escaped HTML with `<mark>` tags. The search page renders
 * text only, so they are turned back into text runs: marks become flags, entities characters.
 */
export function partsOfHighlight(html: string): TextPart[] {
  return html.split(/(<\/?mark>)/).reduce<{ parts: TextPart[]; marked: boolean }>(
    (state, piece) => {
      if (piece === "<mark>") return { ...state, marked: true };
      if (piece === "</mark>") return { ...state, marked: false };
      const text = piece.replace(
        /&(?:amp|lt|gt|quot|#39|#x27);/g,
        (entity) => ENTITIES[entity] ?? entity,
      );
      return text ? { ...state, parts: [...state.parts, { text, marked: state.marked }] } : state;
    },
    { parts: [], marked: false },
  ).parts;
}

function highlighted(hit: DocSearchHit, level: "lvl1" | "lvl2" | "lvl3"): TextPart[] | undefined {
  const value = hit._highlightResult?.hierarchy?.[level]?.value;
  if (value) return partsOfHighlight(value);
  const plain = hit.hierarchy[level];
  return plain ? [{ text: plain, marked: false }] : undefined;
}

/** Algolia DocSearch hits grouped by page, in the order of each page's best hit. */
export function groupAlgoliaHits(hits: readonly DocSearchHit[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const hit of hits) {
    const page = hit.url_without_anchor;
    const group = groups.get(page) ?? {
      url: page,
      title: highlighted(hit, "lvl1") ?? [{ text: page, marked: false }],
      section: hit.hierarchy.lvl0,
      entries: [],
    };
    const headings = [highlighted(hit, "lvl2"), highlighted(hit, "lvl3")].filter(
      (parts): parts is TextPart[] => Boolean(parts),
    );
    group.entries.push({
      url: hit.url,
      ...(headings.length > 0
        ? {
            heading: headings.flatMap((parts, index) =>
              index > 0 ? [{ text: " › ", marked: false }, ...parts] : parts,
            ),
          }
        : {}),
      snippet: partsOfHighlight(hit._snippetResult?.content?.value ?? ""),
    });
    groups.set(page, group);
  }
  return [...groups.values()];
}

/** What the search page passes to Algolia's client; tests give a requester of their own. */
export type AlgoliaClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

let client: { key: string; search: LiteClient["search"] } | undefined;

/**
 * One client per application and key, kept for the tab: Algolia's client remembers which of the
 * application's hosts failed and tries the next one (it has five), where a single `fetch` to the
 * first host failed the search. Its code is loaded with the first hosted search, so builds on the
 * embedded index never download it.
 */
async function clientFor(backend: Algolia, options: AlgoliaClientOptions | undefined) {
  const key = `${backend.appId}\n${backend.apiKey}`;
  if (client?.key !== key || options) {
    const { liteClient: create } = await import("algoliasearch/lite");
    const created = create(backend.appId, backend.apiKey, options);
    client = { key, search: created.search.bind(created) as LiteClient["search"] };
  }
  return client;
}

/** The search page's query to hosted Algolia DocSearch, filtered on the docs version. */
export async function searchAlgolia(
  backend: Algolia,
  query: string,
  version: string | undefined,
  options?: AlgoliaClientOptions,
): Promise<ResultGroup[]> {
  const { search } = await clientFor(backend, options);
  const { results } = await search<DocSearchHit>({
    requests: [
      {
        indexName: backend.indexName,
        query,
        hitsPerPage: 50,
        attributesToSnippet: ["content:28"],
        snippetEllipsisText: "…",
        highlightPreTag: "<mark>",
        highlightPostTag: "</mark>",
        ...(version ? { facetFilters: [`version:${version}`] } : {}),
      },
    ],
  });
  const [first] = results;
  return groupAlgoliaHits(first && "hits" in first ? first.hits : []);
}
