/**
 * Plants every entry of the evaluation set into a copy of the site and compiles each planted
 * page as the build does (processDoc); prints, per entry, the compile's problems and
 * whether the parsed text holds the name on the line the harness computed. Jest cannot load the
 * ES-module MDX packages, so inventionHarness.test.ts runs this under tsx.
 */
import fs from "node:fs";
import path from "node:path";
import { copySite, plantEntries, removeCopy } from "../../lib/inventionHarness";
import { readHalf } from "../../lib/inventionSet";
import { processDoc } from "../../../src/node/mdx/processDoc";
import { loadMdxToolchain } from "../../../src/node/mdx/toolchain";

export interface PlantedCompile {
  id: string;
  file: string;
  line: number;
  problems: string[];
  parsedAtLine: boolean;
}

async function main(): Promise<PlantedCompile[]> {
  const entries = [...readHalf("development").entries, ...readHalf("heldOut").entries];
  const root = copySite();
  try {
    const places = plantEntries(root, entries);
    const toolchain = await loadMdxToolchain();
    const results: PlantedCompile[] = [];
    for (const place of places) {
      const absolutePath = path.join(root, place.file);
      const { problems, text } = await processDoc(
        { source: fs.readFileSync(absolutePath, "utf8"), absolutePath, sourceFile: place.file },
        toolchain,
      );
      const parsedAtLine = text.pieces.some((piece) =>
        piece.value
          .split("\n")
          .some(
            (line, index) => piece.line + index === place.line && line.includes(place.entry.name),
          ),
      );
      results.push({
        id: place.entry.id,
        file: place.file,
        line: place.line,
        problems: problems.map((problem) => JSON.stringify(problem).slice(0, 300)),
        parsedAtLine,
      });
    }
    return results;
  } finally {
    removeCopy(root);
  }
}

void main().then((result) => process.stdout.write(JSON.stringify(result)));
