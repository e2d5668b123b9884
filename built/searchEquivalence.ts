import path from "node:path";
import { MODAL_HITS_PER_PAGE, MODAL_PAGES } from "../src/lib/search/docsearchClient";
import { createSearchEngine } from "../contract/referenceSearchEngine";
import { createShardedEngine } from "../src/lib/search/shardedEngine";
import { compareWithReference, generateQueries } from "./equivalence";
import {
  builtIndexFolders,
  folderShardSource,
  pageFilesOfFolder,
} from "../tools/search/shardSources";
import { pageFilesOf } from "../src/node/search/shardedIndex";
import { contentIndexData } from "./contentIndexData";

/**
 * The browser's engine over the files the build wrote, against MiniSearch over every record of
 * the same index: for thousands of generated queries of every shape, the same pages in the same
 * order, as the modal shows them (its four best pages) and as the search page does (all). The
 * reference indexes the content as the build does (the page files leave out the fenced code and
 * the platform mark that ranking reads); that it is the build's index is checked first, against
 * every page file the build wrote.
 */
const QUERIES = Number(process.env.SEARCH_EQUIVALENCE_QUERIES ?? 3000);

/**
 * The comparison for part `part` (from 0) of `parts` of every version's generated queries: each
 * part is a test file of its own, so jest's workers share the work (it is most of this layer's
 * time), and together the parts cover every query.
 */
export function describeSearchEquivalence(part: number, parts: number): void {
  const folders = builtIndexFolders(path.join(__dirname, "..", "public"));
  describe.each([...folders])("the search index of version %s as built", (version, folder) => {
    const data = contentIndexData(version);
    const reference = createSearchEngine(data);
    const queries = generateQueries(data, QUERIES, 19).filter((_, index) => index % parts === part);

    // Once, in the first part: the parts share the index and the reference.
    if (part === 0)
      it("has the built index of every version, made from the content the reference indexes", () => {
        expect(folders.size).toBeGreaterThanOrEqual(2);
        expect(data.pages.length).toBeGreaterThan(20);
        expect(pageFilesOfFolder(folder)).toEqual(pageFilesOf(data));
      });

    it("gives the modal the reference's pages, in its order, for every query", async () => {
      // A fresh engine per run: the files a query loads stay loaded, as in a reader's visit.
      const engine = createShardedEngine(folderShardSource(folder));
      const { differences, results } = await compareWithReference(reference, engine, queries, {
        hitsPerPage: MODAL_HITS_PER_PAGE,
        maxPages: MODAL_PAGES,
        maxHits: 20,
      });
      expect(results).toBeGreaterThan(queries.length * 2);
      expect({ version, differences: differences.slice(0, 5), count: differences.length }).toEqual({
        version,
        differences: [],
        count: 0,
      });
    });

    it("gives the search page every page the reference finds, in its order", async () => {
      const engine = createShardedEngine(folderShardSource(folder));
      const { differences } = await compareWithReference(
        reference,
        engine,
        queries.filter((_, index) => index % 6 === 0),
        { hitsPerPage: 3 },
      );
      expect(differences.slice(0, 5)).toEqual([]);
    });
  });
}
