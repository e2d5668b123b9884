/**
 * Maintained search engines against the same records, queries and bytes measure: relevance on
 * the evaluation queries (dev and held-out halves apart), what a first search for "add marker"
 * downloads if the engine's index is served as static files, and how long the index takes to
 * build (median of 3); the same bytes and build time (one build) on the corpus that
 * bench/generateCorpus.ts writes, ENGINES_CORPUS_PAGES pages (3000 by default; 0 skips it),
 * compiled into search records by the same functions as the site.
 *
 *   npm run bench:engines   # installs bench/package.json's engines into bench/node_modules first
 *
 * Writes bench/results/engines.json and prints a Markdown table. ENGINES=minisearch,lunr picks
 * engines; ENGINES_PORT sets Pagefind's server port (9600).
 */
import fs from "node:fs";
import path from "node:path";
import { libraryFile } from "./bytes";
import { flexSearchAdapter } from "./flexsearch";
import { lunrAdapter } from "./lunr";
import { miniSearchAdapter } from "./minisearch";
import { oramaAdapter } from "./orama";
import { pagefindAdapter } from "./pagefind";
import { readQuerySet, scoreEngine, type EngineScore, type EvalQuerySet } from "./querySet";
import { corpusIndexData, siteIndexData } from "./records";
import type { EngineAdapter, FetchedFile } from "./types";
import type { SearchIndexData } from "../../src/shared/search/indexData";
import { loadedVersion } from "../lib/benchPackages";

export { readQuerySet, scoreEngine };

const FIRST_QUERY = "add marker";
/** Site index builds per engine; the median is reported (the machine is shared). */
const RUNS = 3;
const root = path.join(__dirname, "..", "..");

export const ADAPTERS: EngineAdapter[] = [
  miniSearchAdapter("OR"),
  miniSearchAdapter("AND"),
  flexSearchAdapter,
  oramaAdapter(1),
  oramaAdapter(0),
  lunrAdapter,
  pagefindAdapter,
];

export interface FirstSearch {
  gzipBytes: number;
  requests: number;
  files: FetchedFile[];
}

export interface EngineRow {
  name: string;
  version: string;
  options: string;
  score: EngineScore;
  firstSearch: FirstSearch;
  indexMs: number;
  corpus?: { pages: number; firstSearch: FirstSearch; indexMs: number };
}

async function measure(
  adapter: EngineAdapter,
  data: SearchIndexData,
  set?: EvalQuerySet,
  runs = 1,
) {
  const times: number[] = [];
  for (let run = 1; run < runs; run += 1) {
    const engine = await adapter.build(data);
    times.push(engine.indexMs);
    await engine.close?.();
  }
  const engine = await adapter.build(data);
  times.push(engine.indexMs);
  const indexMs = Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0);
  try {
    const library = adapter.libraryEntry
      ? [await libraryFile(`${adapter.packageName}.js`, adapter.libraryEntry)]
      : [];
    const files = [...library, ...(await engine.firstSearch(FIRST_QUERY))];
    const firstSearch = {
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      requests: files.length,
      files,
    };
    const score = set ? await scoreEngine(adapter.name, engine.search, set) : undefined;
    return { score, firstSearch, indexMs };
  } finally {
    await engine.close?.();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const triple = (split: EngineScore["dev"] | null) =>
  split ? `${split.hitAt1} / ${split.hitAt5} / ${split.mrrAt10}` : "n/a";

export function markdownTable(rows: readonly EngineRow[]): string {
  const corpusPages = rows.find((row) => row.corpus)?.corpus?.pages;
  const head = [
    "engine",
    "version",
    "dev hit@1 / hit@5 / MRR@10",
    "held-out hit@1 / hit@5 / MRR@10",
    `first search "${FIRST_QUERY}" (gzip, requests)`,
    "index build",
    ...(corpusPages ? [`${corpusPages} pages: first search, index build`] : []),
  ];
  const lines = rows.map((row) => [
    row.name,
    row.version,
    triple(row.score.dev),
    triple(row.score.heldout),
    `${kib(row.firstSearch.gzipBytes)}, ${row.firstSearch.requests}`,
    `${row.indexMs} ms`,
    ...(corpusPages
      ? [
          row.corpus
            ? `${kib(row.corpus.firstSearch.gzipBytes)}, ${row.corpus.firstSearch.requests}; ${row.corpus.indexMs} ms`
            : "n/a",
        ]
      : []),
  ]);
  return [head, head.map(() => "---"), ...lines]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
}

async function main() {
  const picked = process.env.ENGINES?.split(",").map((name) => name.trim().toLowerCase());
  const adapters = ADAPTERS.filter(
    (adapter) => !picked || picked.some((name) => adapter.name.toLowerCase().startsWith(name)),
  );
  const corpusPages = Number(process.env.ENGINES_CORPUS_PAGES ?? 3000);
  const set = readQuerySet();
  const data = await siteIndexData(set.version);
  const corpus = corpusPages > 0 ? await corpusIndexData(corpusPages) : undefined;
  const rows: EngineRow[] = [];
  for (const adapter of adapters) {
    const site = await measure(adapter, data, set, RUNS);
    if (!site.score) throw new Error(`${adapter.name} was not scored`);
    const row: EngineRow = {
      name: adapter.name,
      version: loadedVersion(adapter.packageName),
      options: adapter.options,
      score: site.score,
      firstSearch: site.firstSearch,
      indexMs: site.indexMs,
    };
    if (corpus) {
      const measured = await measure(adapter, corpus);
      row.corpus = { pages: corpus.pages.length, ...measured };
    }
    rows.push(row);
    console.error(`${adapter.name}: measured`);
  }
  const results = {
    measuredAt: new Date().toISOString(),
    querySet: { source: set.source, version: set.version, queries: set.queries.length },
    site: { pages: data.pages.length, sections: data.sections.length },
    firstQuery: FIRST_QUERY,
    engines: rows,
  };
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench", "results", "engines.json"),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(
    `${set.source} (${set.queries.length} queries), version ${set.version}: ${data.pages.length} pages, ${data.sections.length} sections\n`,
  );
  console.log(markdownTable(rows));
  console.log("\nwritten to bench/results/engines.json");
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
