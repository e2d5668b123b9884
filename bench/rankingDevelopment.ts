/**
 * The ranking's development figures, for trying a ranking change: the sharded engine over the
 * real content's 1.14 index, scored on the development half of the first evaluation set and on
 * the development set of questions and concepts, per class. It never reads a held-out set:
 * those are scored by `npm run bench:search`, once a change is settled.
 *   npx tsx bench/rankingDevelopment.ts
 */
import { siteIndexData } from "./engines/records";
import { readEvalSet, scoreHalf, scoreSecondHeldOut } from "./lib/evalSet";
import { createShardedEngine } from "../src/lib/search/shardedEngine";
import { shardSearchIndex } from "../src/node/search/shardedIndex";
import { memoryShardSource } from "../tools/search/shardSources";

async function main(): Promise<void> {
  const index = await siteIndexData("1.14");
  const engine = createShardedEngine(memoryShardSource(shardSearchIndex(index)));
  const pagesFor = async (query: string) =>
    (await engine.search(query)).map((result) => result.page.url);
  const firstDev = await scoreHalf(readEvalSet(), "dev", pagesFor);
  const questions = await scoreSecondHeldOut(pagesFor, "questionsDevelopment.json");
  const score = (s: { hitAt1: number; hitAt5: number; mrrAt10: number }) =>
    `hit@1 ${s.hitAt1}, hit@5 ${s.hitAt5}, MRR@10 ${s.mrrAt10}`;
  console.log(`first set, development half (${firstDev.queries}): ${score(firstDev)}`);
  console.log(`questions and concepts, development (${questions.queries}): ${score(questions)}`);
  for (const [name, perClass] of Object.entries(questions.perClass))
    console.log(`  ${name}: MRR@10 ${perClass.mrrAt10} (${perClass.queries})`);
  if (process.env.SHOW_MISSES)
    for (const miss of questions.misses)
      console.log(`  miss "${miss.query}" rank ${miss.rank}: ${miss.got.join(" ")}`);
}

void main();
