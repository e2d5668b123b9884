/**
 * Runs processDoc on the docs given as JSON on standard input and prints the results as JSON.
 * The unified/MDX packages are ES modules only, which jest's CommonJS runtime cannot load, so
 * tests of the whole pipeline run it through tsx, as the build and `npm run check` do.
 */
import { processDoc, type DocSource } from "../../mdx/processDoc";

async function main() {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const docs = JSON.parse(Buffer.concat(chunks).toString("utf8")) as DocSource[];
  const results = [];
  for (const doc of docs) results.push(await processDoc(doc));
  process.stdout.write(JSON.stringify(results));
}

void main();
