/**
 * How many of the site's code blocks each grammar reads without an error, bare and after
 * wrapping (src/node/content/codeNames/parseCode.ts): the measure of whether parsing the
 * content's snippets is a sound base for the invention check. Prints a Markdown table.
 *   tsx bench/codeParseRates.ts [content root]
 */
import { readCheckedFiles } from "../tools/contentChecks/contentChecks";
import { grammarOfFence, parseCode } from "../src/node/content/codeNames/parseCode";

interface Rate {
  blocks: number;
  bare: number;
  wrapped: number;
  failing: string[];
}

async function main(): Promise<void> {
  const files = await readCheckedFiles(process.argv[2]);
  const rates = new Map<string, Rate>();
  for (const file of files)
    for (const piece of file.text.pieces) {
      if (piece.place !== "code block" || !grammarOfFence(piece.lang)) continue;
      const lang = piece.lang ?? "";
      const rate = rates.get(lang) ?? { blocks: 0, bare: 0, wrapped: 0, failing: [] };
      rates.set(lang, rate);
      const parsed = await parseCode(piece.value, lang, piece);
      if (!parsed) continue;
      rate.blocks += 1;
      if (!parsed.hasErrors) rate[parsed.wrapper ? "wrapped" : "bare"] += 1;
      else rate.failing.push(`${file.file}:${piece.line}`);
      parsed.tree.delete();
    }
  const lines = [
    "| fence | blocks | parse whole | + after wrapping | still with errors |",
    "| --- | ---: | ---: | ---: | ---: |",
  ];
  for (const [lang, rate] of [...rates].sort((a, b) => b[1].blocks - a[1].blocks))
    lines.push(
      `| ${lang} | ${rate.blocks} | ${rate.bare} | ${rate.bare + rate.wrapped} | ${rate.failing.length} |`,
    );
  process.stdout.write(`${lines.join("\n")}\n`);
  if (process.env.SHOW_FAILING)
    for (const [lang, rate] of rates)
      for (const at of rate.failing) process.stderr.write(`${lang} ${at}\n`);
}

void main();
