/**
 * The search data every engine indexes: the site's own SearchIndexData, built by the project's
 * functions from content/ (or from a generated corpus), flattened into one record per page and
 * per section.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateCorpus } from "../generateCorpus";
import { fixtureRawDocs } from "../../src/node/__fixtures__/fixtureSite";
import type { DocSection } from "../../src/node/mdx/outline";
import { processDoc } from "../../src/node/mdx/processDoc";
import { buildDocsModel } from "../../src/node/model/docsModel";
import { buildSearchIndexes } from "../../src/node/search/buildSearchIndex";
import type { SearchIndexData } from "../../src/shared/search/indexData";
import type { EngineRecord } from "./types";

const root = path.join(__dirname, "..", "..");

/**
 * The docs under `contentRoot` compiled as the build compiles them: their raw records and each
 * one's intro and sections, from which the model and the search indexes are built.
 */
export async function compileDocs(contentRoot: string) {
  const rawDocs = fixtureRawDocs(contentRoot);
  const files = new Map(rawDocs.map((raw) => [raw.nodeId, raw.absolutePath]));
  const sections = new Map<string, DocSection[]>();
  for (const raw of rawDocs) {
    const processed = await processDoc({
      source: fs.readFileSync(raw.absolutePath, "utf8"),
      absolutePath: raw.absolutePath,
      sourceFile: path.relative(root, raw.absolutePath),
    });
    sections.set(raw.absolutePath, processed.sections);
  }
  const sectionsOf = (doc: { nodeId: string }) => sections.get(files.get(doc.nodeId) ?? "") ?? [];
  return { rawDocs, sectionsOf };
}

/** Every version's index as the build makes it from the MDX under `contentRoot`. */
export async function buildIndexes(contentRoot: string): Promise<SearchIndexData[]> {
  const { rawDocs, sectionsOf } = await compileDocs(contentRoot);
  const model = buildDocsModel({ projectRoot: root, contentRoot, rawDocs, includeDrafts: false });
  return buildSearchIndexes(model, sectionsOf);
}

/** The index of `version` as the build makes it from the MDX under `contentRoot`. */
async function buildIndexData(contentRoot: string, version: string): Promise<SearchIndexData> {
  const index = (await buildIndexes(contentRoot)).find((entry) => entry.version === version);
  if (!index) throw new Error(`No docs version ${version} under ${contentRoot}`);
  return index;
}

export const siteIndexData = (version: string) =>
  buildIndexData(path.join(root, "content"), version);

/** The generated corpus of `pages` pages (bench/generateCorpus.ts), through the same functions. */
export async function corpusIndexData(pages: number): Promise<SearchIndexData> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "engines-corpus-"));
  try {
    generateCorpus(pages, folder);
    return await buildIndexData(folder, "1.14");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Every page, then every section, numbered in that order. */
export function recordsOf(data: SearchIndexData): EngineRecord[] {
  const records: EngineRecord[] = data.pages.map((page, id) => ({
    id,
    url: page.url,
    title: page.title,
    keywords: page.keywords.join(" "),
    heading: "",
    text: page.text,
    pageTitle: "",
  }));
  for (const section of data.sections) {
    const page = data.pages[section.page];
    if (!page) throw new Error(`Section "${section.heading}" names no page`);
    records.push({
      id: records.length,
      url: `${page.url}#${section.anchor}`,
      title: "",
      keywords: "",
      heading: section.heading,
      text: section.text,
      pageTitle: page.title,
    });
  }
  return records;
}
