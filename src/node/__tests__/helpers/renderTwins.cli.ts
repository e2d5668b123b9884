/**
 * Compiles the docs given as JSON on standard input with the site's real MDX pipeline and
 * prints each one's Markdown twin (src/node/twins), as the build writes it, with links resolved
 * against `https://example.com` as if every doc were at `/docs/<its file name>`.
 */
import path from "node:path";
import { processDoc, type DocSource } from "../../mdx/processDoc";
import { loadMdxToolchain } from "../../mdx/toolchain";
import { renderTwin } from "../../twins/renderTwin";
import { withTwinLinks } from "../../twins/twinLinks";

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const docs = JSON.parse(Buffer.concat(chunks).toString("utf8")) as DocSource[];
  const tools = await loadMdxToolchain();
  const pageOf = (file: string) => `/docs/${path.basename(file).replace(/\.mdx?$/, "")}`;
  const docsByFile = new Map(docs.map((doc) => [doc.absolutePath, pageOf(doc.absolutePath)]));
  const results = [];
  for (const doc of docs) {
    const processed = await processDoc(doc, tools);
    if (!processed.twin) {
      results.push({ problems: processed.problems.map((problem) => problem.message) });
      continue;
    }
    const body = withTwinLinks(processed.twin, {
      siteRoot: "https://example.com",
      permalink: pageOf(doc.absolutePath),
      fromFile: doc.absolutePath,
      docsByFile,
      docPages: new Set(docsByFile.values()),
    });
    results.push({
      markdown: renderTwin({ title: "A page", description: "What it is." }, body, tools.toMarkdown),
    });
  }
  process.stdout.write(JSON.stringify(results));
}

void main();
