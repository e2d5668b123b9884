import path from "node:path";
import { readCheckedFiles, readSdkVocabulary } from "../../src/node/content/contentChecks";
import { codeNamesOf } from "../../src/node/content/codeNames/codeNamesOf";
import { parseCode } from "../../src/node/content/codeNames/parseCode";
import { resolveUses } from "../../src/node/content/codeNames/resolveUses";
import type { ReportedProblem } from "./inventionHarness";
import { todaysInventionCheck } from "./todaysInventionCheck";

/**
 * Today's check plus the parsing prototype (src/node/content/codeNames): every code block with a
 * grammar is parsed, its uses read, and a use whose SDK owner's facts lack its name is reported.
 * For the bench only: it is not wired into the build until it reports nothing on the real content.
 */
export async function parsedNamesCheck(root: string): Promise<ReportedProblem[]> {
  const files = await readCheckedFiles(path.join(root, "content"));
  const vocabulary = readSdkVocabulary(path.join(root, "data", "wemap-sdk-facts.json"));
  const projectRoot = path.join(__dirname, "..", "..");
  const problems: ReportedProblem[] = [];
  for (const file of files)
    for (const piece of file.text.pieces) {
      if (piece.place !== "code block") continue;
      const parsed = await parseCode(piece.value, piece.lang, piece);
      if (!parsed) continue;
      for (const { use, owner } of resolveUses(codeNamesOf(parsed), vocabulary).unknownOnOwner)
        problems.push({
          file: path.relative(root, path.resolve(projectRoot, file.file)).split(path.sep).join("/"),
          line: use.line,
          column: use.column,
          name: `${owner}: ${use.name} (${use.role})`,
        });
      parsed.tree.delete();
    }
  return problems;
}

export async function todaysAndParsedCheck(root: string): Promise<ReportedProblem[]> {
  return [...(await todaysInventionCheck(root)), ...(await parsedNamesCheck(root))];
}
