/**
 * Lunr with its English pipeline (stop words, stemmer) and field boosts. Each query word is
 * asked three ways, as Lunr's guide to typo tolerance and prefix search suggests: exact (boost
 * 100), as a prefix (boost 10), within edit distance 1 (boost 1). Lunr keeps no documents, so
 * what a hit shows is served beside the index in the same file.
 */
import lunr from "lunr";
import { servedFile } from "./bytes";
import { recordsOf } from "./records";
import { FIELDS, WEIGHTS, type EngineAdapter } from "./types";

export const lunrAdapter: EngineAdapter = {
  name: "Lunr",
  packageName: "lunr",
  options: `field boosts ${JSON.stringify(WEIGHTS)}; each term exact ^100, trailing wildcard ^10, editDistance 1`,
  libraryEntry: 'export { default } from "lunr";',
  async build(data) {
    const start = performance.now();
    const records = recordsOf(data);
    const index = lunr(function () {
      this.ref("id");
      for (const field of FIELDS) this.field(field, { boost: WEIGHTS[field] });
      for (const record of records) this.add(record);
    });
    const shown = records.map((record) => [record.url, record.title || record.heading]);
    const json = JSON.stringify({ index, shown });
    const indexMs = performance.now() - start;
    const file = servedFile("index.json", json);
    return {
      indexMs,
      async search(query) {
        // Stop words would match every page as prefixes; Lunr's own pipeline drops them too.
        const words = lunr
          .tokenizer(query)
          .filter((token) => lunr.stopWordFilter(token) !== undefined)
          .map((token) => token.toString());
        const hits = index.query((builder) => {
          for (const word of words) {
            builder.term(word, { boost: 100 });
            // As Lunr's query parser does, a wildcard term skips the stemmer.
            builder.term(word, {
              boost: 10,
              wildcard: lunr.Query.wildcard.TRAILING,
              usePipeline: false,
            });
            builder.term(word, { boost: 1, editDistance: 1 });
          }
        });
        return hits.map((hit) => records[Number(hit.ref)]?.url ?? "");
      },
      firstSearch: async () => [file],
    };
  },
};
