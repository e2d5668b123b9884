/**
 * Orama with a string schema of the searchable fields (the URL is stored, not indexed), its
 * default English tokenizer, prefix matching (its default), typo tolerance 1 as its
 * documentation suggests for search as you type, and field boosts. Its `threshold` is 1 by
 * default (a document matching any word is returned); 0 asks for every word, as MiniSearch's
 * AND does. The served index is `save(db)` as JSON: Orama keeps the documents in it.
 */
import { create, insertMultiple, save, search } from "@orama/orama";
import { servedFile } from "./bytes";
import { recordsOf } from "./records";
import { FIELDS, WEIGHTS, type EngineAdapter } from "./types";

export const oramaAdapter = (threshold: 0 | 1): EngineAdapter => ({
  name: `Orama (threshold ${threshold})`,
  packageName: "@orama/orama",
  options: `tolerance: 1, boost ${JSON.stringify(WEIGHTS)}, threshold: ${threshold}, prefix matching (default)`,
  libraryEntry: 'export { create, load, search } from "@orama/orama";',
  async build(data) {
    const start = performance.now();
    const db = create({
      schema: {
        title: "string",
        keywords: "string",
        heading: "string",
        text: "string",
        pageTitle: "string",
      },
    });
    await insertMultiple(
      db,
      recordsOf(data).map((record) => ({ ...record, id: String(record.id) })),
    );
    const json = JSON.stringify(save(db));
    const indexMs = performance.now() - start;
    const index = servedFile("index.json", json);
    return {
      indexMs,
      async search(term) {
        const results = await search(db, {
          term,
          properties: FIELDS,
          boost: WEIGHTS,
          tolerance: 1,
          threshold,
          limit: 50,
        });
        return results.hits.map((hit) => String(hit.document.url));
      },
      firstSearch: async () => [index],
    };
  },
});
