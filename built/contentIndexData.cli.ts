/**
 * Prints, as JSON, the search index of every docs version, made from content/ by the build's
 * own functions, the docs compiled once. The MDX pipeline is ES modules only, which jest's
 * CommonJS runtime cannot load, so the built-site tests run it through tsx (contentIndexData.ts).
 */
import path from "node:path";
import { compileDocs } from "../bench/engines/records";
import { buildDocsModel } from "../src/node/model/docsModel";
import { buildSearchIndexes } from "../src/node/search/buildSearchIndex";

const projectRoot = path.join(__dirname, "..");
const contentRoot = path.join(projectRoot, "content");

async function main() {
  const { rawDocs, sectionsOf } = await compileDocs(contentRoot);
  const model = buildDocsModel({ projectRoot, contentRoot, rawDocs, includeDrafts: false });
  process.stdout.write(JSON.stringify(buildSearchIndexes(model, sectionsOf)));
}

void main();
