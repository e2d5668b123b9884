import type { DocSearchHit } from "@docsearch/react";
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

/** The search page's query to hosted Algolia DocSearch, filtered on the docs version. */
export async function searchAlgolia(
  backend: Algolia,
  query: string,
  version: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<ResultGroup[]> {
  const response = await fetchImpl(`https://${backend.appId}-dsn.algolia.net/1/indexes/*/queries`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-algolia-application-id": backend.appId,
      "x-algolia-api-key": backend.apiKey,
    },
    body: JSON.stringify({
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
    }),
  });
  if (!response.ok) throw new Error(`The search service answered ${response.status}.`);
  const body = (await response.json()) as { results: { hits: DocSearchHit[] }[] };
  return groupAlgoliaHits(body.results[0]?.hits ?? []);
}
