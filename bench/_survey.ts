import fs from "node:fs";
import path from "node:path";
import { readCheckedFiles } from "../src/node/content/contentChecks";
import { readFacts } from "../src/node/content/sdkVocabulary";
import { loadGrammars } from "../src/node/content/codeNames/parseCode";
import { platformVocabularyOf } from "../src/node/content/codeNames/platformVocabulary";
import { codeNameInputsOf, unresolvedCodeNames } from "../src/node/content/codeNames/codeNameCheck";

(async () => {
  await loadGrammars();
  const root = process.cwd();
  const files = await readCheckedFiles(path.join(root, "content"));
  const facts = readFacts(JSON.parse(fs.readFileSync("data/wemap-sdk-facts.json", "utf8")));
  const vocabFile = process.env.VOCAB ?? "data/code-vocabulary.json";
  const platform = platformVocabularyOf(fs.readFileSync(vocabFile, "utf8"));
  const allow = new Set(Object.keys(JSON.parse(fs.readFileSync('data/api-names-allow-list.json','utf8')).names));
  const inputs = codeNameInputsOf(facts, platform, allow);
  const out: string[] = [];
  for (const file of files) {
    const rel = path.relative(path.join(root, "content"), path.resolve(root, file.file));
    const docId = rel.replace(/^docs\//, "").replace(/^versioned_docs\/version-/, "").replace(/\.mdx?$/, "");
    for (const u of unresolvedCodeNames(docId, file.text, inputs)) out.push(`${rel}:${u.line}:${u.column}\t${u.name}\t${u.as}`);
  }
  fs.writeFileSync(process.env.OUT ?? "/tmp/unresolved.tsv", out.join("\n") + "\n");
  console.log(out.length);
})();
