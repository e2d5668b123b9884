/**
 * MiniSearch over the whole index, with the options its documentation gives for search as you
 * type: prefix search, fuzzy matching within 20 % of the term's length, field boosts. Its
 * default tokenizer and term processing (split on spaces and punctuation, lower case).
 */
import MiniSearch from "minisearch";
import { servedFile } from "./bytes";
import { recordsOf } from "./records";
import { FIELDS, WEIGHTS, type EngineAdapter, type EngineRecord } from "./types";

/** What a hit shows: stored with the index, as MiniSearch's storeFields do. */
const STORED = ["url", "title", "heading"];

export function miniSearchAdapter(combineWith: "OR" | "AND"): EngineAdapter {
  const searchOptions = { boost: WEIGHTS, prefix: true, fuzzy: 0.2, combineWith };
  return {
    name: `MiniSearch (${combineWith})`,
    packageName: "minisearch",
    options: `prefix: true, fuzzy: 0.2, boost ${JSON.stringify(WEIGHTS)}, combineWith: "${combineWith}"`,
    libraryEntry: 'export { default } from "minisearch";',
    async build(data) {
      const start = performance.now();
      const miniSearch = new MiniSearch<EngineRecord>({
        fields: FIELDS,
        storeFields: STORED,
        searchOptions,
      });
      miniSearch.addAll(recordsOf(data));
      const json = JSON.stringify(miniSearch);
      const indexMs = performance.now() - start;
      const index = servedFile("index.json", json);
      return {
        indexMs,
        search: async (query) => miniSearch.search(query).map((hit) => String(hit.url)),
        firstSearch: async () => [index],
      };
    },
  };
}
