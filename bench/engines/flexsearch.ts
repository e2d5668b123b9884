/**
 * FlexSearch's Document index with the options its README gives for partial and fuzzy matching:
 * the "forward" tokenizer (prefixes), the LatinBalance encoder (case, accents, basic phonetics),
 * `suggest: true` (a result need not match every word). Field weights are applied the way
 * FlexSearch documents them, by a Resolver that ORs the field queries with a boost each. The
 * served index is every part of `export()`, in one JSON file.
 */
import { Charset, Document, Resolver, type DocumentData } from "flexsearch";
import { servedFile } from "./bytes";
import { recordsOf } from "./records";
import { FIELDS, WEIGHTS, type EngineAdapter } from "./types";

export const flexSearchAdapter: EngineAdapter = {
  name: "FlexSearch",
  packageName: "flexsearch",
  options: `Document, tokenize: "forward", encoder: Charset.LatinBalance, suggest: true, Resolver boosts ${JSON.stringify(WEIGHTS)}`,
  libraryEntry: 'export { Charset, Document, Resolver } from "flexsearch";',
  async build(data) {
    const start = performance.now();
    const records = recordsOf(data);
    const index = new Document<DocumentData>({
      tokenize: "forward",
      encoder: Charset.LatinBalance,
      document: { id: "id", index: FIELDS, store: ["url", "title", "heading"] },
    });
    for (const record of records) index.add({ ...record });
    const parts: Record<string, string> = {};
    await index.export((key, value) => {
      parts[key] = value;
    });
    const json = JSON.stringify(parts);
    const indexMs = performance.now() - start;
    const file = servedFile("index.json", json);
    return {
      indexMs,
      async search(query) {
        const [first, ...rest] = FIELDS.map((field) => ({
          index,
          query,
          field,
          boost: WEIGHTS[field],
          suggest: true,
        }));
        if (!first) return [];
        const ids = new Resolver(first).or(...rest).resolve({ limit: 100 });
        return ids.map((id) => records[Number(id)]?.url ?? "");
      },
      firstSearch: async () => [file],
    };
  },
};
