import zlib from "node:zlib";
import type { DocRecord } from "../content/docRecords";
import type { DocSection } from "../mdx/outline";
import type { DocsModel } from "../model/docsModel";
import { buildSearchIndexes } from "./buildSearchIndex";
import { pageFilesOf } from "./shardedIndex";

/** A doc whose own search file (`p<n>.json`) would pass the search budget. */
export interface DocOverSearchBudget {
  doc: DocRecord;
  gzipBytes: number;
  budgetBytes: number;
}

/**
 * The docs whose search data alone is over `budgets.searchIndexKiB`: the same file, measured the
 * same way (gzip of its JSON) as the production build's size check, but from the compiled docs,
 * so `npm run check`, `gatsby develop` and the build refuse the same doc, with its file.
 * Gzip never grows a file past its raw size, so only files over the budget raw are compressed.
 */
export function docsOverSearchBudget(
  model: DocsModel,
  sectionsOf: (doc: DocRecord) => readonly DocSection[],
  budgetKiB: number,
): DocOverSearchBudget[] {
  const budgetBytes = budgetKiB * 1024;
  const docByUrl = new Map(model.docs.map((doc) => [doc.permalink, doc]));
  const over: DocOverSearchBudget[] = [];
  for (const index of buildSearchIndexes(model, sectionsOf)) {
    for (const file of pageFilesOf(index)) {
      const contents = JSON.stringify(file);
      if (Buffer.byteLength(contents) <= budgetBytes) continue;
      const gzipBytes = zlib.gzipSync(contents).length;
      const doc = docByUrl.get(file.page.url);
      if (doc && gzipBytes > budgetBytes) over.push({ doc, gzipBytes, budgetBytes });
    }
  }
  return over;
}
