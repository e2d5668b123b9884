/**
 * Prints, as JSON, what the content checks read of docs, from the build's compile
 * (src/node/mdx/processDoc.ts). Jest cannot load the ES-module MDX packages, so tests run this
 * under tsx (see docText.ts).
 *   tsx docText.cli.ts --root <content root>   # readCheckedFiles of that root
 *   tsx docText.cli.ts --bodies                # stdin: a JSON array of MDX texts
 */
import fs from "node:fs";
import { readCheckedFiles } from "./contentChecks";
import type { DocText } from "../../src/node/content/docText";
import { processDoc } from "../../src/node/mdx/processDoc";
import { loadMdxToolchain } from "../../src/node/mdx/toolchain";

async function main(): Promise<unknown> {
  const [mode, root] = process.argv.slice(2);
  if (mode === "--root") return readCheckedFiles(root);
  const bodies = JSON.parse(fs.readFileSync(0, "utf8")) as string[];
  const toolchain = await loadMdxToolchain();
  const texts: DocText[] = [];
  for (const [index, source] of bodies.entries()) {
    const file = `content/docs/sample-${index}.mdx`;
    const result = await processDoc(
      { source, absolutePath: `/${file}`, sourceFile: file },
      toolchain,
    );
    if (result.problems.length > 0) throw new Error(JSON.stringify(result.problems));
    texts.push(result.text);
  }
  return texts;
}

void main().then((result) => process.stdout.write(JSON.stringify(result)));
